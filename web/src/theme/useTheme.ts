import { useCallback, useEffect, useState } from 'react';
import { effectiveTheme, readTheme, rememberUser, saveTheme, setDocumentTheme, type Theme } from './theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The theme on screen and a toggle that remembers the choice for this user. `userId` is undefined while the
 * session is still loading (the theme applied before the first render stays), null for a visitor.
 */
export function useTheme(userId: string | null | undefined): { theme: Theme; toggle: () => void } {
  const [chosen, setChosen] = useState<Theme | null>(() => {
    const current = document.documentElement.dataset.theme;
    return current === 'light' || current === 'dark' ? current : null;
  });
  const [systemDark, setSystemDark] = useState(() => window.matchMedia?.(DARK_QUERY).matches ?? false);

  useEffect(() => {
    const query = window.matchMedia?.(DARK_QUERY);
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Once the session is known, this user's own choice (or none) applies.
  useEffect(() => {
    if (userId === undefined) return;
    const storage = safeStorage();
    if (!storage) return;
    rememberUser(storage, userId);
    const stored = readTheme(storage, userId);
    setChosen(stored);
    setDocumentTheme(document.documentElement, stored);
  }, [userId]);

  const theme = effectiveTheme(chosen, systemDark);
  const toggle = useCallback(() => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    const storage = safeStorage();
    if (storage) saveTheme(storage, userId ?? null, next);
    setChosen(next);
    setDocumentTheme(document.documentElement, next);
  }, [theme, userId]);
  return { theme, toggle };
}
