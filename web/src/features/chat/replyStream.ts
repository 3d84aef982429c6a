/** What the stream's owner hears: text as it is written, and how the reply ended. */
export interface ReplyHandlers {
  chunk(text: string): void;
  /** The reply is being written again from the start (a retried generation): drop what was shown. */
  reset(): void;
  done(): void;
  failed(): void;
}

/**
 * Follows a reply's server-sent events. EventSource itself reconnects after a network drop and sends
 * Last-Event-ID, so the gateway resumes after the last chunk seen. When the connection is closed for good (204:
 * nothing more will come, or an error status), the reply's status decides: replied → done, failed → failed,
 * still being written → open again from the last event id.
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
  const finish = (end: () => void) => {
    stopped = true;
    source?.close();
    end();
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
      on.chunk((JSON.parse(e.data) as { text: string }).text);
    });
    source.addEventListener('reset', (e) => {
      track(e);
      on.reset();
    });
    source.addEventListener('done', () => finish(on.done));
    source.addEventListener('error', (e) => {
      // A server-sent `error` entry carries data; a connection error does not.
      if (e instanceof MessageEvent && e.data) return finish(on.failed);
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
    source?.close();
  };
}
