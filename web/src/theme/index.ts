export { applyStoredTheme } from './applyStoredTheme';
export { useTheme } from './useTheme';
export type { Theme } from './theme';
export { lastSignedInUser } from './theme';
