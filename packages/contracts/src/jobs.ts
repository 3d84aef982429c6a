import { createHash } from 'node:crypto';
import type { CodeRunJobData } from './code-run';
import type { ReplyJobData } from './replies';
import type { SpeechJobData } from './speech';

/**
 * Job queues: queue and job names, and what each job carries. Producers and workers may be deployed at
 * different versions, so these are wire contracts: change them only with a migration plan.
 */
export const QUEUES = {
  reply: { name: 'tutor-reply', jobs: ['generate-reply'] },
  speech: { name: 'tutor-speech', jobs: ['synthesize-speech'] },
  billing: { name: 'tutor-billing', jobs: ['expire-subscriptions'] },
  code: { name: 'code-run', jobs: ['run-code'] },
} as const;

export type QueueKey = keyof typeof QUEUES;
export type JobName<Q extends QueueKey = QueueKey> = (typeof QUEUES)[Q]['jobs'][number];

/** The job-name → payload map: `enqueue` and job handlers are typed by it. */
export interface JobPayloads {
  'generate-reply': ReplyJobData;
  'synthesize-speech': SpeechJobData;
  /** Scheduled: the run itself is the whole message. */
  'expire-subscriptions': Record<string, never>;
  'run-code': CodeRunJobData;
}
export type JobOf<N extends JobName> = JobPayloads[N];

// Fails to compile when a job name has no payload, or a payload names no job.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const EVERY_JOB_HAS_A_PAYLOAD: Same<JobName, keyof JobPayloads> = true;

/**
 * Job ids are idempotency keys: while a job with the id exists, adding it again is a no-op.
 * A reply's first attempt is named by the reply, each Retry by `<reply id>+<attempt>` ('+' is in no message id).
 */
export const replyJobIdOf = (replyId: string, attempt: number) =>
  attempt <= 1 ? replyId : `${replyId}+${attempt}`;
/**
 * Speech is made once per (provider, voice, text): the job id is their hash, and it names the cached audio.
 * OpenAI's ids hash only voice and text, as before providers existed, so audio cached then is still found.
 */
export const speechJobIdOf = ({ voice, text, provider }: SpeechJobData) =>
  createHash('sha256')
    .update(`${provider && provider !== 'openai' ? `${provider}:` : ''}${voice}\n${text}`)
    .digest('hex')
    .slice(0, 40);
