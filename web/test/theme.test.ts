/** The theme choice: the system's preference until the user picks, remembered per user, applied before render. */
import {
  effectiveTheme,
  initialTheme,
  readTheme,
  rememberUser,
  saveTheme,
  setDocumentTheme,
  themeStorageKey,
  type ThemeStorage,
} from '../src/theme/theme';

function memoryStorage(): ThemeStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const blockedStorage: ThemeStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('theme', () => {
  it('keys the choice by user, and a visitor has the plain key', () => {
    expect(themeStorageKey('u1')).toBe('tutor.theme.u1');
    expect(themeStorageKey(null)).toBe('tutor.theme');
  });

  it('follows the system until the user picks', () => {
    expect(effectiveTheme(null, true)).toBe('dark');
    expect(effectiveTheme(null, false)).toBe('light');
    expect(effectiveTheme('light', true)).toBe('light');
    expect(effectiveTheme('dark', false)).toBe('dark');
  });

  it("keeps one user's choice apart from another's and from the visitor's", () => {
    const storage = memoryStorage();
    saveTheme(storage, 'u1', 'dark');
    saveTheme(storage, null, 'light');
    expect(readTheme(storage, 'u1')).toBe('dark');
    expect(readTheme(storage, 'u2')).toBeNull();
    expect(readTheme(storage, null)).toBe('light');
  });

  it('ignores a stored value that is not a theme', () => {
    const storage = memoryStorage();
    storage.setItem('tutor.theme', 'purple');
    expect(readTheme(storage, null)).toBeNull();
  });

  it("applies the last signed-in user's choice before the session is known, and the visitor's after sign-out", () => {
    const storage = memoryStorage();
    saveTheme(storage, 'u1', 'dark');
    saveTheme(storage, null, 'light');
    rememberUser(storage, 'u1');
    expect(initialTheme(storage)).toBe('dark');
    rememberUser(storage, null);
    expect(initialTheme(storage)).toBe('light');
  });

  it('without storage, nothing is chosen and saving does not throw', () => {
    expect(readTheme(blockedStorage, 'u1')).toBeNull();
    expect(initialTheme(blockedStorage)).toBeNull();
    expect(() => saveTheme(blockedStorage, 'u1', 'dark')).not.toThrow();
    expect(() => rememberUser(blockedStorage, 'u1')).not.toThrow();
  });

  it('sets data-theme for a choice and removes it to follow the system', () => {
    const root = { dataset: {} as DOMStringMap } as HTMLElement;
    setDocumentTheme(root, 'dark');
    expect(root.dataset.theme).toBe('dark');
    setDocumentTheme(root, null);
    expect(root.dataset.theme).toBeUndefined();
  });
});
