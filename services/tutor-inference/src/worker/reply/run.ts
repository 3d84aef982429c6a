import { assertReplyMove, type ReplyJobData, type ReplyState } from '@tutor/contracts';
import { appendReplyEntry } from '@tutor/service-runtime';
import type { Redis } from '@tutor/service-runtime';
import type { SafetyCategory } from '../../domain/moderation';
import type { ChatMessage } from '../../domain/prompt';
import type { CallKind, ModelUsage } from '../../domain/usage';
import type { QuizMark } from '../../domain/prompts/language';
import { CoalescingReplyWriter } from '../reply-writer';

/** What the safety check found, and in which text (the learner's message or the model's reply). */
export interface Flag {
  category: SafetyCategory;
  source: 'message' | 'reply';
  text: string;
}

/**
 * One reply being written, as the stages see it: its state (contracts' REPLY_STATES), the text streamed so far,
 * what the stages found (a flag, a quiz mark) and the prompt they built. The text goes into the reply's stream
 * coalesced: the first piece at once, then one entry per flush window.
 */
export class ReplyRun {
  state: ReplyState = 'queued';
  content = '';
  flag: Flag | undefined;
  /** Why the model's reply was held back without a flag ('leak': it gave a practice item's key too early). */
  heldBack: '' | 'leak' = '';
  mark: QuizMark | undefined;
  /** A line added to this reply's system prompt only (a quiz reply whose answer is already marked). */
  note: string | undefined;
  /** The messages the model is asked with (the build-prompt stage's). */
  messages: ChatMessage[] = [];
  /** What the model calls of this reply used (recorded with its outcome, data/usage.ts). */
  usage: ModelUsage[] = [];
  /** The learner pressed Stop while the reply was being written (`stop`). */
  stopped = false;
  /** The closing stages have begun: the reply's words are final, and a Stop changes nothing any more. */
  closing = false;
  private readonly writer: CoalescingReplyWriter;

  constructor(
    readonly data: ReplyJobData,
    /** Aborted by a stop or the reply's deadline: every request a stage makes passes it on. */
    readonly signal: AbortSignal,
    private readonly redis: Redis,
    flushMs: number,
    /** Called when the reply's first piece is written (time to first token). */
    private readonly onFirstPiece: () => void = () => undefined,
  ) {
    this.writer = new CoalescingReplyWriter(
      (text, first) => appendReplyEntry(redis, data.replyId, { type: 'chunk', text }, { renewExpiry: first }),
      flushMs,
    );
  }

  /** The learner's Stop: true when it lands while the reply is being written (the caller then aborts `signal`). */
  stop(): boolean {
    if (this.closing) return false;
    this.stopped = true;
    return true;
  }

  /** Notes what one model call used; a call of a kind already noted (a retried stage) adds to it. */
  used(kind: CallKind, model: string, counts: Partial<Omit<ModelUsage, 'kind' | 'model'>>): void {
    const call = this.usage.find((u) => u.kind === kind) ?? {
      kind,
      model,
      tokensIn: 0,
      tokensOut: 0,
      images: 0,
      speechCharacters: 0,
      estimated: false,
    };
    if (!this.usage.includes(call)) this.usage.push(call);
    call.tokensIn += counts.tokensIn ?? 0;
    call.tokensOut += counts.tokensOut ?? 0;
    call.images += counts.images ?? 0;
    call.speechCharacters += counts.speechCharacters ?? 0;
    call.estimated ||= counts.estimated ?? false;
  }

  /** The one way a reply changes state here: only the moves contracts' REPLY_MOVES allows. */
  moveTo(state: ReplyState): void {
    assertReplyMove(this.state, state);
    this.state = state;
  }

  /** Streams a piece of the reply. */
  write(piece: string): void {
    if (!this.content) this.onFirstPiece();
    this.content += piece;
    this.writer.push(piece);
  }

  /** Waits until everything written is in the stream. */
  drain(): Promise<void> {
    return this.writer.drain();
  }

  /** Drops what is not yet in the stream (a failed attempt writes nothing more). */
  discard(): Promise<void> {
    return this.writer.discard();
  }

  /** Stream entries written so far. */
  get entries(): number {
    return this.writer.entries;
  }

  /** Tells the stream's readers to drop what it carried so far (a withheld reply, an earlier attempt's part). */
  async resetStream(): Promise<void> {
    await appendReplyEntry(this.redis, this.data.replyId, { type: 'reset' });
  }

  /** The kind reply takes the place of the model's (`flag` says why); nothing was streamed of the model's. */
  async answerInstead(flag: Flag, kindReply: string): Promise<void> {
    this.flag = flag;
    this.content = '';
    this.write(kindReply);
    await this.drain();
    this.moveTo('withheld');
  }

  /** A flagged reply is withheld: readers drop what was streamed, and the kind reply takes its place. */
  async withhold(flag: Flag, kindReply: string): Promise<void> {
    await this.dropStreamed();
    await this.answerInstead(flag, kindReply);
  }

  /**
   * A reply held back without a flag (it gave a practice item's key too early): readers drop what was streamed,
   * and `instead` (the bank's hint) takes its place. Nothing was unsafe, so no MessageFlagged.
   */
  async holdBack(reason: 'leak', instead: string): Promise<void> {
    await this.dropStreamed();
    this.heldBack = reason;
    this.content = '';
    this.write(instead);
    await this.drain();
    this.moveTo('withheld');
  }

  private async dropStreamed(): Promise<void> {
    await this.drain();
    this.mark = undefined; // the mark was in the withheld text: the learner never saw it
    await this.resetStream();
  }
}
