import type { ItemGenerator } from '../../items/types';

/** The maths generators of the high stage, every unit of every year. */
export const HIGH_GENERATORS: readonly ItemGenerator[] = [];
