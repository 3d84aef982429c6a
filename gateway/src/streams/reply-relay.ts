import { lastReplyEntry, readManyReplyEntries } from '@tutor/service-runtime/reply-stream';
import { entryIdAfter, isFinal, type ReplyStreamRecord } from '@tutor/contracts';
import type { Logger, Redis } from '@tutor/service-runtime';
import { createRedis } from '@tutor/service-runtime/redis';

/** One reader of one reply: it is handed the entries after its cursor, in order, up to the final one. */
interface Follower {
  cursor: string;
  deliver: (records: ReplyStreamRecord[], final: boolean) => void;
}

/**
 * The gateway process's one reader of reply streams: every open SSE stream (and REST facade wait) follows its
 * reply here, and one blocking XREAD over all their stream keys serves them all, so Redis connections stay two per
 * process however many learners are reading. When the set of keys changes, the read in flight is interrupted
 * (CLIENT UNBLOCK from the control connection) and issued again with the new keys; each follower is handed all
 * of its new entries of one read at once, so its response gets one write per batch.
 */
export class ReplyRelay {
  private readonly reader: Redis;
  /** Commands that must not wait behind the blocking read: CLIENT UNBLOCK and the route's one-off reads. */
  readonly control: Redis;
  private readonly followers = new Map<string, Set<Follower>>();
  private readerId: number | undefined;
  private running = true;
  /** A read cycle is under way (from choosing its keys until its answer is handled). */
  private reading = false;
  /** Followers came since the keys of the current read were chosen. */
  private changed = false;
  private interrupting = false;
  private wake: (() => void) | undefined;
  private readonly loop: Promise<void>;
  private readonly blockMs: number;

  /**
   * `name` names the two connections in CLIENT LIST: the blocking reader `name`, and `name-control` for
   * everything else.
   */
  constructor(
    redisUrl: string,
    private readonly log: Logger,
    { name = 'reply-relay', blockMs = 5000 }: { name?: string; blockMs?: number } = {},
  ) {
    this.blockMs = blockMs;
    this.reader = createRedis(redisUrl, { connectionName: name });
    this.control = createRedis(redisUrl, { connectionName: `${name}-control` });
    // A reconnected reader is a new client with a new id.
    this.reader.on('close', () => (this.readerId = undefined));
    this.loop = this.run();
  }

  /** The reply's last entry (for a route deciding whether anything is left to read). */
  lastEntry(replyId: string): Promise<ReplyStreamRecord | undefined> {
    return lastReplyEntry(this.control, replyId);
  }

  /**
   * Hands `deliver` the reply's entries after `cursor` as they come, each read's new entries in one call, and
   * stops after the final entry (`final` true). Returns the function that stops following earlier.
   */
  follow(replyId: string, cursor: string, deliver: Follower['deliver']): () => void {
    const follower: Follower = { cursor, deliver };
    let set = this.followers.get(replyId);
    if (!set) this.followers.set(replyId, (set = new Set()));
    set.add(follower);
    this.changed = true;
    if (this.wake) this.wake();
    else this.interrupt();
    return () => this.unfollow(replyId, follower);
  }

  /** Followers now (for tests and metrics). */
  get size(): number {
    let n = 0;
    for (const set of this.followers.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    this.running = false;
    this.followers.clear();
    this.wake?.();
    // Disconnecting ends the blocking read at once (it rejects); the loop sees `running` false and returns.
    this.reader.disconnect();
    await this.loop;
    await this.control.quit().catch(() => undefined);
  }

  private unfollow(replyId: string, follower: Follower) {
    const set = this.followers.get(replyId);
    if (!set?.delete(follower)) return;
    // The read in flight may still name this key: harmless, the next read leaves it out.
    if (!set.size) this.followers.delete(replyId);
  }

  /** Ends the read in flight so the loop issues it again with the new keys. */
  private interrupt() {
    if (this.interrupting || !this.reading) return;
    this.interrupting = true;
    void (async () => {
      try {
        // The two connections are not ordered: the XREAD may not have reached Redis yet (UNBLOCK answers 0), so
        // ask again until it is interrupted or the loop has come round with the new keys by itself.
        while (this.running && this.reading && this.changed) {
          if (this.readerId !== undefined && (await this.control.client('UNBLOCK', this.readerId)) === 1)
            break;
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
      } catch (err) {
        this.log.warn({ err }, 'reply relay could not interrupt its read');
      } finally {
        this.interrupting = false;
      }
    })();
  }

  private async run() {
    while (this.running) {
      if (!this.followers.size) {
        await new Promise<void>((resolve) => (this.wake = resolve));
        this.wake = undefined;
        continue;
      }
      this.reading = true;
      this.changed = false;
      // Each key is read from the earliest cursor of its followers; each follower skips what it has seen.
      const cursors = new Map<string, string>();
      for (const [replyId, set] of this.followers) {
        let earliest: string | undefined;
        for (const { cursor } of set) if (!earliest || entryIdAfter(earliest, cursor)) earliest = cursor;
        cursors.set(replyId, earliest!);
      }
      let found: Map<string, ReplyStreamRecord[]>;
      try {
        this.readerId ??= Number(await this.reader.client('ID'));
        found = await readManyReplyEntries(this.reader, cursors, { blockMs: this.blockMs });
      } catch (err) {
        this.reading = false;
        if (!this.running) return;
        this.log.warn({ err }, 'reply relay read failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, 500));
        continue;
      }
      for (const [replyId, records] of found) this.dispatch(replyId, records, cursors.get(replyId)!);
      this.reading = false;
    }
  }

  /** Hands each follower its new entries of a read made from `readFrom`. */
  private dispatch(replyId: string, records: ReplyStreamRecord[], readFrom: string) {
    for (const follower of [...(this.followers.get(replyId) ?? [])]) {
      // A follower that came during the read with an earlier cursor would miss the entries in between: the
      // next read starts from its cursor.
      if (entryIdAfter(readFrom, follower.cursor)) continue;
      const fresh: ReplyStreamRecord[] = [];
      for (const record of records) {
        if (!entryIdAfter(record.id, follower.cursor)) continue;
        fresh.push(record);
        if (isFinal(record.entry)) break; // nothing after the end is anyone's
      }
      const last = fresh.at(-1);
      if (!last) continue;
      follower.cursor = last.id;
      const final = isFinal(last.entry);
      if (final) this.unfollow(replyId, follower);
      try {
        follower.deliver(fresh, final);
      } catch (err) {
        this.log.warn({ err, replyId }, 'reply relay follower failed');
        this.unfollow(replyId, follower);
      }
    }
  }
}
