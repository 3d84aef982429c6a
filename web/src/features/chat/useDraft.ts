import { useCallback, useState } from 'react';

const PREFIX = 'tutor.draft.';

/** Where a conversation's draft is kept (a conversation not started yet has one per kind). */
export const draftKey = (kind: string, conversationId: string | null) =>
  `${PREFIX}${kind}.${conversationId ?? 'new'}`;

const read = (key: string): string => {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return ''; // storage refused (a private window): the draft lives only in the page
  }
};

/** Keeps (or, empty, forgets) the draft of `key`: it survives a reload and a failed send. */
export function saveDraft(key: string, text: string) {
  try {
    if (text) localStorage.setItem(key, text);
    else localStorage.removeItem(key);
  } catch {
    // storage full or refused: the text stays in the composer for this visit
  }
}

/**
 * The composer's text for one conversation, kept in localStorage as it is typed: a reload, or a send that fails,
 * leaves it in place. Another conversation has its own.
 */
export function useDraft(key: string) {
  const [draft, setDraft] = useState(() => ({ key, text: read(key) }));
  // Another conversation opened: its own draft (adjusted while rendering, not in an effect, so no flash).
  if (draft.key !== key) setDraft({ key, text: read(key) });
  const setText = useCallback(
    (text: string) => {
      saveDraft(key, text);
      setDraft({ key, text });
    },
    [key],
  );
  /** Puts a message that could not be sent back as the draft of its conversation (`forKey`). */
  const restore = useCallback((forKey: string, text: string) => {
    if (read(forKey).trim()) return; // the learner has typed something new meanwhile: that stays
    saveDraft(forKey, text);
    setDraft({ key: forKey, text });
  }, []);
  /** A message that went out after all (a Retry) is no longer the draft, unless the learner changed it. */
  const forget = useCallback((forKey: string, text: string) => {
    if (read(forKey) !== text) return;
    saveDraft(forKey, '');
    setDraft({ key: forKey, text: '' });
  }, []);
  return { forget, text: draft.key === key ? draft.text : read(key), setText, restore };
}
