import type { ItemGenerator } from '../../items/types';
import { HIGH_1 } from './year1';
import { HIGH_2 } from './year2';
import { HIGH_3 } from './year3';

/** The maths generators of the high stage, every unit of every year. */
export const HIGH_GENERATORS: readonly ItemGenerator[] = [...HIGH_1, ...HIGH_2, ...HIGH_3];
