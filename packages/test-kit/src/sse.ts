import type { Browser } from './browser';

export interface SseEvent {
  id: string;
  event: string;
  data: Record<string, string>;
}

/**
 * Reads server-sent events until `stop` says so or the server ends the stream. Sends cookies like the browser
 * (and Last-Event-ID when resuming), parsing the wire format as EventSource does.
 */
export async function readSse(
  browser: Browser,
  url: string,
  { lastEventId, stop }: { lastEventId?: string; stop?: (events: SseEvent[]) => boolean } = {},
): Promise<{ status: number; events: SseEvent[] }> {
  const controller = new AbortController();
  const res = await browser.request(url, {
    headers: lastEventId ? { 'last-event-id': lastEventId } : {},
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  if (res.status !== 200 || !res.body) return { status: res.status, events };
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = res.body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let split: number;
      while ((split = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, split);
        buffer = buffer.slice(split + 2);
        const fields: Record<string, string> = {};
        for (const line of block.split('\n')) {
          if (!line || line.startsWith(':')) continue;
          const at = line.indexOf(':');
          fields[line.slice(0, at)] = line.slice(at + 1).trimStart();
        }
        if (fields.data)
          events.push({
            id: fields.id ?? '',
            event: fields.event ?? 'message',
            data: JSON.parse(fields.data),
          });
      }
      if (stop?.(events)) break;
    }
  } finally {
    controller.abort();
  }
  return { status: res.status, events };
}
