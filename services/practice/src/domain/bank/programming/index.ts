import type { Item } from '../../items/types';
import { CPP_ITEMS } from './cpp';
import { CSHARP_ITEMS } from './csharp';
import { JAVA_ITEMS } from './java';
import { JAVASCRIPT_ITEMS } from './javascript';
import { JAVASCRIPT_CODE_ITEMS } from './javascript-code';
import { PHP_ITEMS } from './php';
import { PYTHON_ITEMS } from './python';
import { PYTHON_CODE_ITEMS } from './python-code';
import { TYPESCRIPT_ITEMS } from './typescript';

/** Written items: programming, every topic of every language, and the exercises that run (kind 'code'). */
export const PROGRAMMING_ITEMS: readonly Item[] = [
  ...PYTHON_ITEMS,
  ...PYTHON_CODE_ITEMS,
  ...JAVASCRIPT_ITEMS,
  ...JAVASCRIPT_CODE_ITEMS,
  ...JAVA_ITEMS,
  ...CSHARP_ITEMS,
  ...CPP_ITEMS,
  ...PHP_ITEMS,
  ...TYPESCRIPT_ITEMS,
];
