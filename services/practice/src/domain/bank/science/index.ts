import type { Item } from '../../items/types';

/** Written items: science. */
export const SCIENCE_ITEMS: readonly Item[] = [];
