import type { Extension } from '@codemirror/state';
import type { CodeLanguage } from './types';

/**
 * Each language's syntax, loaded on demand: the editor's chunk carries none of them, and a page pays only for
 * the one language it shows. C# has no Lezer grammar; the legacy C-like mode's `csharp` colours it.
 */
export const LANGUAGE_SUPPORT: Record<CodeLanguage, () => Promise<Extension>> = {
  python: () => import('@codemirror/lang-python').then((m) => m.python()),
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  typescript: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ typescript: true })),
  java: () => import('@codemirror/lang-java').then((m) => m.java()),
  cpp: () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  // PHP on its own (no HTML around it): parsing starts at the first `<?php`, text before it stays plain.
  php: () => import('@codemirror/lang-php').then((m) => m.php({ baseLanguage: null })),
  csharp: () =>
    Promise.all([import('@codemirror/language'), import('@codemirror/legacy-modes/mode/clike')]).then(
      ([{ StreamLanguage }, { csharp }]) => StreamLanguage.define(csharp),
    ),
};
