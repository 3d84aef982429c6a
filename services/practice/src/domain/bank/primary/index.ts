import type { ItemGenerator } from '../../items/types';
import { YEAR1_GENERATORS } from './year1';
import { YEAR2_GENERATORS } from './year2';
import { YEAR3_GENERATORS } from './year3';
import { YEAR4_GENERATORS } from './year4';
import { YEAR5_GENERATORS } from './year5';
import { YEAR6_GENERATORS } from './year6';

/** The maths generators of the primary stage, every unit of every year. */
export const PRIMARY_GENERATORS: readonly ItemGenerator[] = [
  ...YEAR1_GENERATORS,
  ...YEAR2_GENERATORS,
  ...YEAR3_GENERATORS,
  ...YEAR4_GENERATORS,
  ...YEAR5_GENERATORS,
  ...YEAR6_GENERATORS,
];
