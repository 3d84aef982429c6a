/** Light or dark: the system's preference until the user picks one, remembered per user in this browser. */
export type Theme = 'light' | 'dark';

const KEY = 'tutor.theme';
/** Which user's choice to apply before the session is known, so a returning user's theme shows without a flash. */
const LAST_USER_KEY = 'tutor.theme.lastUser';

/** The minimal storage the theme needs (localStorage in the app, a map in tests). */
export type ThemeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/** `tutor.theme.<userId>` for a signed-in user, `tutor.theme` for a visitor. */
export const themeStorageKey = (userId: string | null): string => (userId ? `${KEY}.${userId}` : KEY);

/** The theme this user chose, or null when they have not (or storage is unavailable). */
export function readTheme(storage: ThemeStorage, userId: string | null): Theme | null {
  try {
    const stored = storage.getItem(themeStorageKey(userId));
    return isTheme(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function saveTheme(storage: ThemeStorage, userId: string | null, theme: Theme): void {
  try {
    storage.setItem(themeStorageKey(userId), theme);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** Remembers who is signed in (null: nobody), for the next page load's first paint. */
export function rememberUser(storage: ThemeStorage, userId: string | null): void {
  try {
    if (userId) storage.setItem(LAST_USER_KEY, userId);
    else storage.removeItem(LAST_USER_KEY);
  } catch {
    // without storage the next load starts from the system's preference
  }
}

/** The theme on screen: the user's choice, else the system's preference. */
export const effectiveTheme = (chosen: Theme | null, systemPrefersDark: boolean): Theme =>
  chosen ?? (systemPrefersDark ? 'dark' : 'light');

/** Sets the chosen theme on <html>; without a choice the attribute goes, and the CSS follows the system. */
export function setDocumentTheme(root: HTMLElement, chosen: Theme | null): void {
  if (chosen) root.dataset.theme = chosen;
  else delete root.dataset.theme;
}

/** Who was signed in when this browser last showed a page (null: nobody, or storage is unavailable). */
export function lastSignedInUser(storage: ThemeStorage): string | null {
  try {
    return storage.getItem(LAST_USER_KEY);
  } catch {
    return null;
  }
}

/** The choice stored for the user signed in last time (or the visitor's), read before the session is known. */
export const initialTheme = (storage: ThemeStorage): Theme | null =>
  readTheme(storage, lastSignedInUser(storage));
