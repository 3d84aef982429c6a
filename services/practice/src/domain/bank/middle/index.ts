import type { ItemGenerator } from '../../items/types';

/** The maths generators of the middle stage, every unit of every year. */
export const MIDDLE_GENERATORS: readonly ItemGenerator[] = [];
