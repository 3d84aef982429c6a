/**
 * Writes a reply's text into its stream in few entries: at most one entry per `windowMs`, holding every piece
 * that arrived since the last one. A piece that comes when the window since the last entry has passed (the first
 * piece, or any after a pause) is written at once, so time to first token and a slow model's gaps do not grow; a
 * fast model costs Redis, the gateway and the browser one entry per window instead of one per token. Each entry
 * holds only new text, never the text so far. Entries are appended one after another, in order.
 */
export class CoalescingReplyWriter {
  private pending = '';
  private timer: NodeJS.Timeout | undefined;
  private writes: Promise<void> = Promise.resolve();
  private failure: unknown;
  private lastFlushAt = -Infinity;
  /** Entries handed to `append` so far. */
  entries = 0;

  constructor(
    /** Appends one chunk entry; `first` is true for the reply's first (it sets the stream's expiry). */
    private readonly append: (text: string, first: boolean) => Promise<void>,
    private readonly windowMs: number,
  ) {}

  /** Takes the model's next piece; throws once an earlier append has failed (the job then fails or retries). */
  push(text: string): void {
    if (this.failure) throw this.failure;
    this.pending += text;
    if (this.timer) return; // the window's entry is already scheduled: this piece joins it
    const wait = this.lastFlushAt + this.windowMs - Date.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
  }

  /** Writes what is pending and waits for every append; throws the first append's failure. */
  async drain(): Promise<void> {
    this.flush();
    await this.writes;
    if (this.failure) throw this.failure;
  }

  /** Drops what is pending (nothing more is written) and waits for the appends already made. */
  async discard(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = '';
    await this.writes;
  }

  private flush() {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.pending) return;
    const text = this.pending;
    const first = this.entries === 0;
    this.lastFlushAt = Date.now();
    this.pending = '';
    this.entries++;
    // Chained, so entries keep their order; a failure is kept (never an unhandled rejection) and later ones skipped.
    this.writes = this.writes
      .then(() => (this.failure ? undefined : this.append(text, first)))
      .catch((err: unknown) => {
        this.failure ??= err;
      });
  }
}
