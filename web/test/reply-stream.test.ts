/** followReply against a stand-in EventSource: live chunks, resets, the ends, and reopening from the last id. */
import { followReply } from '../src/shared/replyStream';

type Listener = (e: { data?: string; lastEventId?: string }) => void;

class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  private listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** A server-sent event (a MessageEvent in the browser). */
  emit(type: string, data: Record<string, string>, id: string) {
    for (const l of this.listeners.get(type) ?? []) l(new FakeMessageEvent(JSON.stringify(data), id));
  }
  /** The connection failed: closed for good (204 or an error status) or about to reconnect. */
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    for (const l of this.listeners.get('error') ?? []) l({});
  }
}
class FakeMessageEvent {
  constructor(
    readonly data: string,
    readonly lastEventId: string,
  ) {}
}

const g = globalThis as any;
beforeAll(() => {
  g.EventSource = FakeEventSource;
  g.MessageEvent = FakeMessageEvent;
  g.window = globalThis;
});
beforeEach(() => {
  FakeEventSource.opened = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

function follow(status: () => Promise<string | undefined> = async () => 'sent') {
  const seen: string[] = [];
  let text = '';
  const stop = followReply('/streams/replies/c_1', status, {
    chunk: (t: string) => (text += t),
    reset: () => (text = ''),
    done: () => seen.push(`done:${text}`),
    failed: () => seen.push(`failed:${text}`),
  });
  return { seen, stop, text: () => text };
}

describe('followReply', () => {
  it('shows chunks as they come, starts over on reset, and ends with done', () => {
    const { seen, text } = follow();
    const source = FakeEventSource.opened[0]!;
    source.emit('chunk', { type: 'chunk', text: 'Hel' }, '1-0');
    expect(text()).toBe('Hel');
    source.emit('reset', { type: 'reset' }, '2-0');
    source.emit('chunk', { type: 'chunk', text: 'Hello' }, '3-0');
    source.emit('done', { type: 'done' }, '4-0');
    expect(seen).toEqual(['done:Hello']);
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('plays a late subscriber’s burst at the pace it was written, and ends after the last chunk', () => {
    // The whole stream's history arrives in one write: written 0, 400 and 900 ms after the first chunk.
    const { seen, text } = follow();
    const source = FakeEventSource.opened[0]!;
    source.emit('chunk', { type: 'chunk', text: 'One ' }, '1000-0');
    source.emit('chunk', { type: 'chunk', text: 'two ' }, '1400-0');
    source.emit('chunk', { type: 'chunk', text: 'three' }, '1900-0');
    source.emit('done', { type: 'done' }, '1900-1');
    expect(text()).toBe('One ');
    expect(source.readyState).toBe(FakeEventSource.CLOSED); // nothing more is read; the rest is only shown
    jest.advanceTimersByTime(400);
    expect(text()).toBe('One two ');
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(500);
    expect(seen).toEqual(['done:One two three']);
  });

  it('replays a long pause in the writing as one second', () => {
    const { text } = follow();
    const source = FakeEventSource.opened[0]!;
    source.emit('chunk', { type: 'chunk', text: 'One ' }, '1000-0');
    source.emit('chunk', { type: 'chunk', text: 'two' }, '9000-0');
    jest.advanceTimersByTime(999);
    expect(text()).toBe('One ');
    jest.advanceTimersByTime(1);
    expect(text()).toBe('One two');
  });

  it('shows a live stream’s chunks as they arrive', () => {
    const { text } = follow();
    const source = FakeEventSource.opened[0]!;
    source.emit('chunk', { type: 'chunk', text: 'One ' }, '1000-0');
    jest.advanceTimersByTime(300);
    source.emit('chunk', { type: 'chunk', text: 'two' }, '1300-0');
    expect(text()).toBe('One two');
  });

  it("reports the model's error entry as a failure", () => {
    const { seen } = follow();
    FakeEventSource.opened[0]!.emit('error', { type: 'error', message: 'model down' }, '1-0');
    expect(seen).toEqual(['failed:']);
  });

  it('leaves a dropped connection to EventSource, which reconnects with Last-Event-ID', () => {
    const status = jest.fn(async () => 'sent');
    follow(status);
    FakeEventSource.opened[0]!.fail(false);
    expect(status).not.toHaveBeenCalled();
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('asks the reply status when closed for good: replied ends it, sent reopens after the last event', async () => {
    const answers = ['sent', 'replied'];
    const { seen, text } = follow(async () => answers.shift());
    const first = FakeEventSource.opened[0]!;
    first.emit('chunk', { type: 'chunk', text: 'Part ' }, '5-1');
    first.fail(true);
    await jest.advanceTimersByTimeAsync(2000);
    const second = FakeEventSource.opened[1]!;
    expect(second.url).toBe('/streams/replies/c_1?lastEventId=5-1');
    second.emit('chunk', { type: 'chunk', text: 'two' }, '6-0');
    second.fail(true); // 204: nothing more
    await jest.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['done:Part two']);
    expect(text()).toBe('Part two');
  });

  it('fails when the reply failed or is not the caller’s', async () => {
    const { seen } = follow(async () => undefined);
    FakeEventSource.opened[0]!.fail(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['failed:']);
  });

  it('stops listening when the chat leaves', async () => {
    const status = jest.fn(async () => 'sent');
    const { stop } = follow(status);
    stop();
    expect(FakeEventSource.opened[0]!.readyState).toBe(FakeEventSource.CLOSED);
    await jest.advanceTimersByTimeAsync(5000);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
