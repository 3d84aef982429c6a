import { stoppedReplies } from '@tutor/service-runtime';
import type { Redis } from '@tutor/service-runtime';

/**
 * The process's one watch for the learner's Stop over every reply it is writing: one timer and one MGET per
 * interval for all of them (not a timer and an EXISTS per reply per interval), so a stop still lands within one
 * interval, and Redis sees a command per interval however many replies are being written.
 */
export class ReplyStopWatch {
  private readonly watched = new Map<string, Set<() => void>>();
  private timer: NodeJS.Timeout | undefined;
  private polling = false;

  constructor(
    private readonly redis: Redis,
    private readonly everyMs: number,
  ) {}

  /** Calls `onStop` (once) when the reply is stopped; returns the function that stops watching. */
  watch(replyId: string, onStop: () => void): () => void {
    let once = false;
    const callback = () => {
      if (once) return;
      once = true;
      onStop();
    };
    let set = this.watched.get(replyId);
    if (!set) this.watched.set(replyId, (set = new Set()));
    set.add(callback);
    this.timer ??= setInterval(() => void this.poll(), this.everyMs);
    return () => {
      set.delete(callback);
      if (!set.size) this.watched.delete(replyId);
      if (!this.watched.size) {
        clearInterval(this.timer);
        this.timer = undefined;
      }
    };
  }

  private async poll() {
    if (this.polling) return; // the previous poll is still waiting for Redis
    this.polling = true;
    try {
      for (const replyId of await stoppedReplies(this.redis, [...this.watched.keys()]))
        for (const callback of this.watched.get(replyId) ?? []) callback();
    } catch {
      // A Redis hiccup: the next poll asks again.
    } finally {
      this.polling = false;
    }
  }
}
