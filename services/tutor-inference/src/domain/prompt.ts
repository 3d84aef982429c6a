import type { ReplyJobData, ReplyLearner, ReplyTurn } from '@tutor/contracts';
import { ar } from './prompts/ar';
import { en } from './prompts/en';
import type { SafetyCategory } from './moderation';
import type { PromptLanguage } from './prompts/language';

export type ChatMessage =
  | { role: 'system' | 'assistant'; content: string }
  | {
      role: 'user';
      content:
        string | ({ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } })[];
    };

/** Rough token count (about four characters a token): enough to keep a prompt inside its budget. */
export const approxTokens = (text: string) => Math.ceil(text.length / 4);

/** The prompts of each language, each written in it (prompts/en.ts, prompts/ar.ts). */
export const promptLanguage = (learner: ReplyLearner): PromptLanguage =>
  learner.language === 'ar' ? ar : en;

/** The kind reply given instead of the model's, in the learner's language (and grammatical gender, when known). */
export const kindReply = (
  learner: ReplyLearner,
  category: SafetyCategory,
  source: 'message' | 'reply',
  helpline: string,
): string => promptLanguage(learner).safetyReply(category, source, helpline, learner.gender);

/**
 * The tutor's instructions, in the learner's language: who the learner is, what they study (the unit, a project's
 * steps), how to teach in the conversation's mode (explain when the job names none) and, inside practice, the item.
 */
export function systemPrompt(job: Pick<ReplyJobData, 'learner' | 'topic' | 'mode' | 'practice'>): string {
  const language = promptLanguage(job.learner);
  return [
    ...language.system(job.learner, job.topic, job.mode ?? 'explain'),
    // A tutoring turn inside practice: its item, fenced, after the mode (whose words it narrows).
    ...(job.practice ? language.practice(job.practice) : []),
  ].join('\n');
}

/**
 * The messages sent to the model: the system prompt, then the newest turns that fit the token budget (the
 * learner's new message always included), oldest first; the image, if any, joins the last message.
 */
export function buildMessages(
  job: ReplyJobData,
  budgetTokens: number,
  /** A line added to the system prompt for this request only (a quiz reply whose answer is already marked). */
  note?: string,
): ChatMessage[] {
  const kept: ReplyTurn[] = [];
  let used = 0;
  for (let i = job.history.length - 1; i >= 0; i--) {
    const turn = job.history[i]!;
    const cost = approxTokens(turn.content);
    if (kept.length > 0 && used + cost > budgetTokens) break;
    kept.unshift(turn);
    used += cost;
  }
  const system = note ? `${systemPrompt(job)}\n${note}` : systemPrompt(job);
  const messages: ChatMessage[] = [{ role: 'system', content: system }];
  kept.forEach((turn, index) => {
    const last = index === kept.length - 1;
    if (turn.role === 'assistant') messages.push({ role: 'assistant', content: turn.content });
    else if (last && job.image) {
      messages.push({
        role: 'user',
        content: [
          { type: 'text', text: turn.content },
          { type: 'image_url', image_url: { url: `data:${job.image.mimeType};base64,${job.image.base64}` } },
        ],
      });
    } else messages.push({ role: 'user', content: turn.content });
  });
  return messages;
}
