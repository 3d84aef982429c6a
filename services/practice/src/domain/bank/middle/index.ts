import type { ItemGenerator } from '../../items/types';
import { MIDDLE_1 } from './year1';
import { MIDDLE_2 } from './year2';
import { MIDDLE_3 } from './year3';

/** The maths generators of the middle stage, every unit of every year. */
export const MIDDLE_GENERATORS: readonly ItemGenerator[] = [...MIDDLE_1, ...MIDDLE_2, ...MIDDLE_3];
