import type { Logger } from './logger';

type Closer = { name: string; close: () => Promise<unknown> | unknown };

/**
 * Graceful shutdown, as a rolling update needs it: the process turns unready at once (/readyz answers 503) but
 * keeps serving for `drainMs`, the time a load balancer takes to notice and send new requests elsewhere; then
 * long-lived responses are ended (`onDrain`: reply streams, which browsers resume on another replica), and the
 * closers run in reverse order of registration (HTTP first, since it was started last, letting requests in
 * flight finish; then workers and consumers, then pools), each awaited, all bounded by one timeout.
 */
export class Lifecycle {
  private closers: Closer[] = [];
  private drains: Closer[] = [];
  private stopping: Promise<void> | undefined;
  constructor(
    private readonly log: Logger,
    private readonly timeoutMs = 15_000,
    private readonly drainMs = 0,
  ) {}

  get isStopping(): boolean {
    return this.stopping !== undefined;
  }

  /**
   * How long requests in flight may take to finish once shutdown has reached the HTTP server (after the drain):
   * half the time left, so that the closers after it (workers, consumers, pools) still have time before the
   * process must exit.
   */
  get requestGraceMs(): number {
    return Math.max(0, Math.floor((this.timeoutMs - this.drainMs) / 2));
  }

  onShutdown(name: string, close: Closer['close']): void {
    this.closers.push({ name, close });
  }

  /** Ends what would hold the HTTP server open for long (streams), once traffic has moved elsewhere. */
  onDrain(name: string, end: Closer['close']): void {
    this.drains.push({ name, close: end });
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
    if (this.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, this.drainMs));
    for (const closer of [...this.drains, ...[...this.closers].reverse()]) {
      const started = Date.now();
      try {
        await closer.close();
        // Each step and its time: a shutdown that runs out of time shows what it was waiting on.
        this.log.info({ closer: closer.name, ms: Date.now() - started }, 'closed');
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
