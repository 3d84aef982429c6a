/** A program's stdout, kept up to the cap; `onExceeded` stops the program the first time the cap is passed. */
export class OutputSink {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  exceeded = false;

  constructor(
    private readonly cap: number,
    private readonly onExceeded: () => void,
  ) {}

  write(bytes: Uint8Array | string): number {
    const buf = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes);
    const room = this.cap - this.size;
    if (buf.length > room) {
      if (room > 0) this.chunks.push(buf.subarray(0, room));
      this.size = this.cap;
      // Again on every write past the cap: a program that caught the first stop is stopped again.
      this.exceeded = true;
      this.onExceeded();
    } else {
      this.chunks.push(buf);
      this.size += buf.length;
    }
    return buf.length;
  }

  text(): string {
    return Buffer.concat(this.chunks)
      .toString('utf8')
      .replace(/\uFFFD$/, '');
  }
}
