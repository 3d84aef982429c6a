import type { Item, ItemGenerator } from '../items/types';
import { HIGH_GENERATORS } from './high';
import { MIDDLE_GENERATORS } from './middle';
import { PRIMARY_GENERATORS } from './primary';
import { PROGRAMMING_ITEMS } from './programming';
import { SCIENCE_ITEMS } from './science';

/** Every maths generator (ADR 22): each maths unit of each year has at least one, or eight written items. */
export const GENERATORS: readonly ItemGenerator[] = [
  ...PRIMARY_GENERATORS,
  ...MIDDLE_GENERATORS,
  ...HIGH_GENERATORS,
];

/** Every written item. */
export const WRITTEN_ITEMS: readonly Item[] = [...SCIENCE_ITEMS, ...PROGRAMMING_ITEMS];
