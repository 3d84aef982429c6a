import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** The spec's typing reveal: one word every 200 ms. */
const REVEAL_MS = 200;

/** Which stored reply is being revealed word by word; each is revealed once, never retyped. */
export function useReveal() {
  const [revealId, setRevealId] = useState<string | null>(null);
  const typed = useRef(new Set<string>());
  const start = useCallback((id: string) => {
    if (!typed.current.has(id)) setRevealId(id);
  }, []);
  const onRevealed = useCallback(() => {
    setRevealId((id) => {
      if (id) typed.current.add(id);
      return null;
    });
  }, []);
  return { revealId, start, onRevealed };
}

export type Reveal = ReturnType<typeof useReveal>;

/** A reply that arrived whole appears one word every 200 ms, then tells the list it is done (never retyped). */
export function useRevealedText(text: string, active: boolean, onDone?: () => void): string {
  // Split only while revealing: every other render of a bubble shows the text as it is.
  const words = useMemo(() => (active ? (text.match(/\S+\s*/g) ?? []) : []), [text, active]);
  const [shown, setShown] = useState(active ? 0 : Number.MAX_SAFE_INTEGER);
  // The reveal may be switched on after the bubble mounted with its text (the stored messages can render before
  // the chat decides to reveal): start from the first word then too, not only at mount.
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    if (active) setShown(0);
  }
  useEffect(() => {
    if (!active) return;
    if (shown >= words.length) {
      onDone?.();
      return;
    }
    const timer = window.setTimeout(() => setShown((n) => n + 1), REVEAL_MS);
    return () => window.clearTimeout(timer);
  }, [active, shown, words.length, onDone]);
  return active ? words.slice(0, shown).join('') : text;
}
