import { keyLeakCheck, type KeyLeakCheck } from '../../../domain/key-leak';
import type { ReplyRun } from '../run';
import type { PieceGuard } from '../stage';

/** Each reply's check, built once from its practice turn (the key's forms and what the learner already sees). */
const checks = new WeakMap<ReplyRun, KeyLeakCheck>();

/**
 * A tutoring turn inside practice whose key the ladder does not allow yet (ADR 22): each piece is checked with the
 * whole text streamed before it (a number can be cut between pieces), and a reply that gives the key is held
 * back: readers drop what was streamed and the learner gets the bank's hint (`practice.fallback`) instead.
 */
export const leakGuard: PieceGuard = {
  name: 'leak',
  async allows(reply, piece) {
    const practice = reply.data.practice;
    if (!practice || practice.keyAllowed) return true;
    let check = checks.get(reply);
    if (!check) checks.set(reply, (check = keyLeakCheck(practice)));
    if (!check.leaks(reply.content + piece)) return true;
    await reply.holdBack('leak', practice.fallback);
    return false;
  },
};
