import type { PieceGuard } from '../stage';
import { leakGuard } from './leak';
import { safetyGuard } from './safety';

/** The checks every streamed piece passes, in order. A new guard is a file here and one line in this list. */
export const PIECE_GUARDS: readonly PieceGuard[] = [safetyGuard, leakGuard];
