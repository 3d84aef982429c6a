import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from './MessageBubble';

/** Jump to latest shows beyond this distance from the bottom (spec section 9). */
const SCROLL_BUTTON_PX = 300;
/** Within this distance the list counts as at the bottom, and follows new text. */
const AT_BOTTOM_PX = 40;
/**
 * Messages rendered when a conversation opens, from its end; earlier ones join as the learner scrolls up (or asks).
 * Typesetting and laying out fifty replies at once blocks the page for a third of a second on a laptop, much
 * longer on a phone; a screen holds two or three.
 */
const SHOWN_AT_FIRST = 6;
/** A conversation this short opens whole: two messages behind a button would help nobody. */
const WHOLE_UP_TO = 12;
const SHOWN_MORE = 16;
const shownAtFirst = (total: number) => (total <= WHOLE_UP_TO ? total : SHOWN_AT_FIRST);
/** Scrolled this close to the top, the next earlier messages join. */
const EARLIER_PX = 400;
const AUTO_SCROLL_MS = 100;
const NO_SERVER_PAGES = { hasEarlier: false, loadingEarlier: false, loadEarlier: () => {} };

/**
 * The message list's scrolling and the part of it rendered: a conversation opens at its latest message with only
 * its last few rendered; the list follows new text while the learner is at its bottom (scrolling up leaves it
 * where it is); earlier messages join as the learner scrolls up. `growth` is whatever grows the list's end (the
 * streamed text, the thinking line).
 */
export function useMessageWindow(
  messages: ChatMessage[],
  growth: unknown,
  server: { hasEarlier: boolean; loadingEarlier: boolean; loadEarlier(): void } = NO_SERVER_PAGES,
) {
  const list = useRef<HTMLDivElement>(null);
  const jumpToEnd = useRef(true); // a conversation just opened starts at its latest message
  const pinned = useRef(true);
  const lastScrollTop = useRef(0);
  /**
   * While earlier messages join above, the distance of the view from the list's end, kept as they render (the
   * messages being read stay where they are); null when nothing is joining. The learner's own scroll ends it.
   */
  const held = useRef<number | null>(null);
  const holdPlace = () => {
    const el = list.current;
    // Already keeping (a page is loading): that place, from before the loading line came and went, stays.
    if (el && !pinned.current && held.current === null) held.current = el.scrollHeight - el.scrollTop;
  };
  const [farFromBottom, setFarFromBottom] = useState(false);
  /** How many of the latest messages are rendered; null until the open conversation's messages are counted. */
  const [shownCount, setShownCount] = useState<number | null>(null);
  /** How many of the open conversation's messages the window has counted (new ones widen it). */
  const counted = useRef(0);
  /** The first message counted: another one first means a page read from the server went before them. */
  const firstCounted = useRef<string | undefined>(undefined);

  /** Another conversation opened: its end first, its last few messages. */
  const reset = useCallback(() => {
    jumpToEnd.current = true;
    setShownCount(null);
    counted.current = 0;
    firstCounted.current = undefined;
    held.current = null;
  }, []);
  const pin = () => {
    pinned.current = true; // the learner's own message brings the list to its end
  };
  const jumpToLatest = () => {
    pinned.current = true;
    list.current?.scrollTo({ top: list.current.scrollHeight, behavior: 'smooth' });
  };

  useEffect(() => {
    const el = list.current;
    if (!el) return;
    // Opening a conversation jumps to its latest message at once (the list scrolls, never the page).
    if (jumpToEnd.current && messages.length > 0) {
      jumpToEnd.current = false;
      pinned.current = true;
      el.scrollTop = el.scrollHeight;
      setFarFromBottom(false);
      return;
    }
    const timer = window.setTimeout(() => {
      if (pinned.current) el.scrollTop = el.scrollHeight;
      else setFarFromBottom(el.scrollHeight - el.scrollTop - el.clientHeight > SCROLL_BUTTON_PX);
    }, AUTO_SCROLL_MS);
    return () => window.clearTimeout(timer);
  }, [messages, growth]);
  // Content that grows by itself (formulas typeset, code highlighted, an image loaded) keeps a pinned list at its end.
  useEffect(() => {
    const el = list.current;
    const column = el?.firstElementChild;
    if (!el || !column) return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) el.scrollTop = el.scrollHeight;
      else if (held.current !== null) {
        el.scrollTop = el.scrollHeight - held.current;
        lastScrollTop.current = el.scrollTop;
      }
    });
    observer.observe(column);
    return () => observer.disconnect();
  }, []);
  // Messages that arrive while the conversation is open join the shown ones: only the earliest stay hidden.
  // An earlier page read from the server joins hidden but for a few (the learner is near the top: they show).
  const first = messages[0]?.id;
  useEffect(() => {
    const before = counted.current;
    const prepended = before > 0 && first !== firstCounted.current;
    counted.current = messages.length;
    firstCounted.current = first;
    if (prepended) holdPlace(); // measured before the deferred list renders them
    if (messages.length === 0) return;
    if (before === 0) setShownCount(shownAtFirst(messages.length));
    else if (messages.length > before) {
      const added = messages.length - before;
      setShownCount((n) => (n ?? shownAtFirst(before)) + (prepended ? Math.min(added, SHOWN_MORE) : added));
    }
  }, [messages.length, first]);

  const hiddenEarlier = Math.max(0, messages.length - (shownCount ?? shownAtFirst(messages.length)));
  const showEarlier = () => {
    holdPlace();
    setShownCount((n) => (n ?? shownAtFirst(messages.length)) + SHOWN_MORE);
  };
  const loadEarlier = () => {
    holdPlace(); // the loading line goes above too
    server.loadEarlier();
  };
  const onScroll = () => {
    const el = list.current;
    if (!el) return;
    // A scroll of the learner's own (not the place kept above) ends the keeping.
    if (Math.abs(el.scrollTop - lastScrollTop.current) >= 1) held.current = null;
    const fromBottom = el.scrollHeight - el.scrollTop - el.clientHeight;
    // Text growing below never unpins the list: only the learner scrolling up does.
    if (fromBottom <= AT_BOTTOM_PX) pinned.current = true;
    else if (el.scrollTop < lastScrollTop.current) pinned.current = false;
    lastScrollTop.current = el.scrollTop;
    setFarFromBottom(fromBottom > SCROLL_BUTTON_PX);
    // Near the top the next rendered ones join above; past them, the page before them is read from the server.
    if (el.scrollTop < EARLIER_PX && hiddenEarlier > 0) showEarlier();
    else if (el.scrollTop < EARLIER_PX && server.hasEarlier && !server.loadingEarlier) loadEarlier();
  };

  return {
    list,
    onScroll,
    farFromBottom,
    jumpToLatest,
    pin,
    reset,
    hiddenEarlier,
    showEarlier,
    /** More messages wait on the server (none hidden here): a button reads them; loading says so meanwhile. */
    earlierOnServer: hiddenEarlier === 0 && server.hasEarlier,
    loadingEarlier: server.loadingEarlier,
    loadEarlier,
  };
}

export type MessageWindow = ReturnType<typeof useMessageWindow>;
