import { kindReply } from '../../../domain/prompt';
import type { PieceGuard } from '../stage';

/**
 * How much of the text already streamed each new piece is checked with, for a term or number cut between pieces
 * (terms are at most 22 characters; a longer e-mail address is caught by the check of the whole reply). The
 * check costs about 0.4 µs a character, on every piece.
 */
const SCREEN_OVERLAP_CHARS = 64;

/** The end of a text, from a word's start (a word cut in two could read as another: "skill" as "kill"). */
export function lastWords(text: string, chars: number): string {
  if (text.length <= chars) return text;
  const tail = text.slice(-chars);
  const space = tail.search(/\s/);
  return space < 0 ? tail : tail.slice(space + 1);
}

/**
 * Each piece is checked before it is streamed (with the end of the text before it, for a term cut in two): a
 * reply that turns harmful is withheld there, and the learner never reads the harmful words.
 */
export const safetyGuard: PieceGuard = {
  name: 'safety',
  async allows(reply, piece, { screenPiece, config }) {
    const verdict = screenPiece(lastWords(reply.content, SCREEN_OVERLAP_CHARS) + piece);
    if (!verdict.flagged) return true;
    const category = verdict.categories[0]!;
    const kind = kindReply(reply.data.learner, category, 'reply', config.SAFETY_HELPLINE);
    await reply.withhold({ category, source: 'reply', text: reply.content + piece }, kind);
    return false;
  },
};
