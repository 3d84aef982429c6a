/**
 * The life of one reply, from the learner's send to the end of its stream (docs/architecture.md draws it). Two
 * services move a reply: conversation (accepted, queued, refunded, stored, done) and tutor-inference's worker
 * (streaming, screened, withheld, stopped, failed). Each does it in one module of its own: conversation's
 * `domain/reply-lifecycle.ts`, whose functions are the moves it makes (from the send and the worker's outcome
 * events), and the worker's `worker/reply/` (its lifecycle and stages), where a run checks each move against this
 * table (`ReplyRun.moveTo`).
 */
export const REPLY_STATES = [
  /** Validated and charged one credit (billing is idempotent on the reply id). */
  'accepted',
  /** The learner's message is stored with its MessageSent and the reply job is queued. */
  'queued',
  /** A worker is writing the model's words into the reply's stream. */
  'streaming',
  /** The whole reply passed the safety check. */
  'screened',
  /** The learner's message or the model's reply was flagged: a kind reply took its place (not charged). */
  'withheld',
  /** The learner pressed Stop: the part written is the reply. */
  'stopped',
  /** No reply could be written: the message becomes Retry-able. */
  'failed',
  /** The credit is given back. */
  'refunded',
  /** The reply is a message of the conversation. */
  'stored',
  /** The stream's `done`: readers find the reply in the conversation. */
  'done',
] as const;

export type ReplyState = (typeof REPLY_STATES)[number];

/** Every move a reply may make, and only these. */
export const REPLY_MOVES: Readonly<Record<ReplyState, readonly ReplyState[]>> = {
  // Storing the message or queueing its job failed after the charge: the credit goes back.
  accepted: ['queued', 'refunded'],
  // Stopped while queued (the model is never asked); failed when its workers died too often or it was abandoned.
  queued: ['streaming', 'stopped', 'failed'],
  // A retried attempt starts the stream again (after a reset).
  streaming: ['streaming', 'screened', 'withheld', 'stopped', 'failed'],
  screened: ['stored'],
  withheld: ['refunded'],
  // A stopped reply's part is screened too (and may be withheld); one stopped before its first word is refunded.
  stopped: ['stored', 'withheld', 'refunded'],
  failed: ['refunded'],
  // A withheld reply, or one stopped before its first word, is stored once refunded; a failed one's Retry is a
  // new charge.
  refunded: ['stored', 'accepted'],
  stored: ['done'],
  done: [],
};

export const canMoveReply = (from: ReplyState, to: ReplyState): boolean => REPLY_MOVES[from].includes(to);

/** A move the table does not allow is a bug in the code that asked for it, never the learner's doing. */
export function assertReplyMove(from: ReplyState, to: ReplyState): void {
  if (!canMoveReply(from, to)) throw new Error(`A reply cannot move from ${from} to ${to}`);
}
