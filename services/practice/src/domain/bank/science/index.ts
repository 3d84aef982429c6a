import type { Item } from '../../items/types';
import { HIGH_1_BIOLOGY } from './high-1-biology';
import { HIGH_1_CHEMISTRY } from './high-1-chemistry';
import { HIGH_1_PHYSICS } from './high-1-physics';
import { HIGH_2_BIOLOGY } from './high-2-biology';
import { HIGH_2_CHEMISTRY } from './high-2-chemistry';
import { HIGH_2_PHYSICS } from './high-2-physics';
import { HIGH_3_BIOLOGY } from './high-3-biology';
import { HIGH_3_CHEMISTRY } from './high-3-chemistry';
import { HIGH_3_PHYSICS } from './high-3-physics';

/** Written items: science, every physics, chemistry and biology unit of the secondary years. */
export const SCIENCE_ITEMS: readonly Item[] = [
  ...HIGH_1_PHYSICS,
  ...HIGH_2_PHYSICS,
  ...HIGH_3_PHYSICS,
  ...HIGH_1_CHEMISTRY,
  ...HIGH_2_CHEMISTRY,
  ...HIGH_3_CHEMISTRY,
  ...HIGH_1_BIOLOGY,
  ...HIGH_2_BIOLOGY,
  ...HIGH_3_BIOLOGY,
];
