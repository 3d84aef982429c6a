import type { CodeLanguage } from './types';

/** The languages' names as written everywhere (they are not translated). */
export const LANGUAGE_NAMES: Record<CodeLanguage, string> = {
  python: 'Python',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  java: 'Java',
  csharp: 'C#',
  cpp: 'C++',
  php: 'PHP',
};

export const isCodeLanguage = (id: string | null | undefined): id is CodeLanguage =>
  Boolean(id && Object.hasOwn(LANGUAGE_NAMES, id));
