import type { Logger } from './logger';

type Closer = { name: string; close: () => Promise<unknown> | unknown };

/**
 * Graceful shutdown: closers run in reverse order of registration (HTTP first, since it was started last,
 * then workers and consumers, then pools), each awaited, all bounded by one timeout.
 */
export class Lifecycle {
  private closers: Closer[] = [];
  private stopping: Promise<void> | undefined;
  constructor(
    private readonly log: Logger,
    private readonly timeoutMs = 15_000,
  ) {}

  get isStopping(): boolean {
    return this.stopping !== undefined;
  }

  onShutdown(name: string, close: Closer['close']): void {
    this.closers.push({ name, close });
  }

  shutdown(reason = 'shutdown'): Promise<void> {
    this.stopping ??= this.runClosers(reason);
    return this.stopping;
  }

  private async runClosers(reason: string): Promise<void> {
    this.log.info({ reason }, 'shutting down');
    const timer = setTimeout(() => {
      this.log.error({ timeoutMs: this.timeoutMs }, 'shutdown timed out; exiting');
      process.exit(1);
    }, this.timeoutMs);
    timer.unref();
    for (const closer of [...this.closers].reverse()) {
      try {
        await closer.close();
      } catch (err) {
        this.log.warn({ err, closer: closer.name }, 'error while closing');
      }
    }
    clearTimeout(timer);
    this.log.info('stopped');
  }

  /** SIGTERM and SIGINT drain and exit 0; a second signal exits at once. */
  installSignalHandlers(): void {
    const onSignal = (signal: NodeJS.Signals) => {
      if (this.isStopping) process.exit(1);
      void this.shutdown(signal).then(() => process.exit(0));
    };
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  }
}
