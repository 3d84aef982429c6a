/** What the stream's owner hears: text as it is written, and how the reply ended. */
export interface ReplyHandlers {
  chunk(text: string): void;
  /** The reply is being written again from the start (a retried generation): drop what was shown. */
  reset(): void;
  done(): void;
  failed(): void;
}

/** Events due within this many milliseconds are shown at once: pacing finer than a frame shows nothing. */
const FRAME_MS = 20;

/** When the worker wrote a stream entry: the milliseconds part of its Redis stream id (`<ms>-<seq>`). */
const writtenAt = (eventId: string): number | undefined => {
  const ms = Number(eventId.split('-')[0]);
  return eventId && Number.isFinite(ms) ? ms : undefined;
};

/** A pause longer than this in the writing is replayed as this long: a burst is shown, not waited out. */
const MAX_GAP_MS = 1000;

/**
 * Plays events at the pace they were written. A page that subscribes late (its send answered slowly, a reload)
 * gets the stream's history in one burst; shown as it comes, the whole reply would appear at once. Each event is
 * due as long after the one before it as it was written after it (differences of the worker's clock only, so the
 * two machines' clocks need not agree); a live stream's events are due as they arrive.
 */
function pacer() {
  let last: { written: number; due: number } | undefined;
  const queue: { due: number; run: () => void }[] = [];
  let timer: number | undefined;
  const drain = () => {
    timer = undefined;
    while (queue.length > 0 && queue[0]!.due <= performance.now() + FRAME_MS) queue.shift()!.run();
    if (queue.length > 0) timer = window.setTimeout(drain, queue[0]!.due - performance.now());
  };
  return {
    /** Runs `run` when its event is due, after every event heard before it. */
    play(eventId: string, run: () => void) {
      const now = performance.now();
      const written = writtenAt(eventId);
      let due = Math.max(now, queue.at(-1)?.due ?? 0);
      if (written !== undefined) {
        if (last) due = last.due + Math.min(Math.max(0, written - last.written), MAX_GAP_MS);
        last = { written, due };
      }
      queue.push({ due: Math.max(due, queue.at(-1)?.due ?? 0), run });
      if (timer === undefined) drain();
    },
    cancel() {
      window.clearTimeout(timer);
      queue.length = 0;
    },
  };
}

/**
 * Follows a reply's server-sent events. EventSource itself reconnects after a network drop and sends
 * Last-Event-ID, so the gateway resumes after the last chunk seen. When the connection is closed for good (204:
 * nothing more will come, or an error status), the reply's status decides: replied → done, failed → failed,
 * still being written → open again from the last event id. Events are shown at the pace they were written.
 */
export function followReply(
  streamPath: string,
  status: () => Promise<string | undefined>,
  on: ReplyHandlers,
): () => void {
  let source: EventSource | undefined;
  let lastEventId = '';
  let stopped = false;
  let timer: number | undefined;
  const paced = pacer();
  // The connection closes at once (no reconnect); the owner hears the end after the text before it.
  const finish = (end: () => void, eventId = '') => {
    stopped = true;
    source?.close();
    paced.play(eventId, end);
  };
  const open = () => {
    // The path may carry the reply's stream token (?token=…): the cursor is one more query parameter.
    const join = streamPath.includes('?') ? '&' : '?';
    const url = lastEventId
      ? `${streamPath}${join}lastEventId=${encodeURIComponent(lastEventId)}`
      : streamPath;
    source = new EventSource(url);
    const track = (e: MessageEvent) => {
      if (e.lastEventId) lastEventId = e.lastEventId;
    };
    source.addEventListener('chunk', (e) => {
      track(e);
      const { text } = JSON.parse(e.data) as { text: string };
      paced.play(e.lastEventId, () => on.chunk(text));
    });
    source.addEventListener('reset', (e) => {
      track(e);
      paced.play(e.lastEventId, () => on.reset());
    });
    source.addEventListener('done', (e) => finish(on.done, e.lastEventId));
    source.addEventListener('error', (e) => {
      // A server-sent `error` entry carries data; a connection error does not.
      if (e instanceof MessageEvent && e.data) return finish(on.failed, e.lastEventId);
      if (source?.readyState !== EventSource.CLOSED || stopped) return; // the browser reconnects by itself
      void status()
        .catch(() => 'sent')
        .then((s) => {
          if (stopped) return;
          if (s === 'replied') finish(on.done);
          else if (s === 'failed' || s === undefined) finish(on.failed);
          else timer = window.setTimeout(open, 2000);
        });
    });
  };
  open();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    paced.cancel();
    source?.close();
  };
}
