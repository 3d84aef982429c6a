import type { Browser } from './browser';

/** One server-sent events frame as EventSource sees it (a comment is a heartbeat). */
export interface SseFrame {
  id?: string;
  event?: string;
  data?: Record<string, string>;
  comment?: string;
}
export interface SseEvent {
  id: string;
  event: string;
  data: Record<string, string>;
}

/**
 * Reads an SSE response frame by frame (comments included), parsing the wire format as EventSource does, until
 * `stop` says so or the server ends the stream; then aborts the request.
 */
export async function readSseFrames(
  res: Response,
  abort: AbortController,
  stop?: (frames: SseFrame[]) => boolean,
): Promise<SseFrame[]> {
  const frames: SseFrame[] = [];
  if (res.status !== 200 || !res.body) {
    await res.body?.cancel();
    return frames;
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let split: number;
      while ((split = buffer.indexOf('\n\n')) >= 0) {
        const frame: SseFrame = {};
        for (const line of buffer.slice(0, split).split('\n')) {
          if (!line) continue;
          const at = line.indexOf(':');
          const [field, value] = [line.slice(0, at), line.slice(at + 1).trimStart()];
          if (field === '') frame.comment = value;
          else if (field === 'data') frame.data = JSON.parse(value);
          else if (field === 'id' || field === 'event') frame[field] = value;
        }
        buffer = buffer.slice(split + 2);
        frames.push(frame);
      }
      if (stop?.(frames)) break;
    }
  } finally {
    abort.abort();
  }
  return frames;
}

/** The frames that carry an event (no heartbeats, no `retry:` lines). */
export const sseEvents = (frames: SseFrame[]): SseEvent[] =>
  frames.filter((f) => f.data).map((f) => ({ id: f.id ?? '', event: f.event ?? 'message', data: f.data! }));

/**
 * Reads a reply's events as a signed-in browser does (its cookies, and Last-Event-ID when resuming), until
 * `stop` says so or the server ends the stream.
 */
export async function readSse(
  browser: Browser,
  url: string,
  { lastEventId, stop }: { lastEventId?: string; stop?: (events: SseEvent[]) => boolean } = {},
): Promise<{ status: number; events: SseEvent[] }> {
  const abort = new AbortController();
  const res = await browser.request(url, {
    headers: lastEventId ? { 'last-event-id': lastEventId } : {},
    signal: abort.signal,
  });
  const frames = await readSseFrames(res, abort, stop && ((f) => stop(sseEvents(f))));
  return { status: res.status, events: sseEvents(frames) };
}
