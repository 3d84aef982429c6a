import { initialTheme, setDocumentTheme } from './theme';

/** Called in main.tsx before the first render, so the page never flashes the other theme. */
export function applyStoredTheme(): void {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // storage blocked: the CSS follows the system's preference
  }
  if (storage) setDocumentTheme(document.documentElement, initialTheme(storage));
}
