import type { Item } from '../../items/types';

/** Written items: programming. */
export const PROGRAMMING_ITEMS: readonly Item[] = [];
