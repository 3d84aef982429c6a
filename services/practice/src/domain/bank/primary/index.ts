import type { ItemGenerator } from '../../items/types';

/** The maths generators of the primary stage, every unit of every year. */
export const PRIMARY_GENERATORS: readonly ItemGenerator[] = [];
