import type { ReplyJobData, ReplyTurn } from '@tutor/contracts';

export type ChatMessage =
  | { role: 'system' | 'assistant'; content: string }
  | {
      role: 'user';
      content:
        string | ({ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } })[];
    };

/** Rough token count (about four characters a token): enough to keep a prompt inside its budget. */
export const approxTokens = (text: string) => Math.ceil(text.length / 4);

const STAGE = {
  primary: 'primary school',
  middle: 'middle (preparatory) school',
  high: 'high (secondary) school',
} as const;

/** The tutor's instructions, from who the learner is and what they study. */
export function systemPrompt(job: Pick<ReplyJobData, 'learner' | 'topic'>): string {
  const { learner, topic } = job;
  const language = learner.language === 'ar' ? 'Arabic' : 'English';
  const level =
    learner.userType === 'student' && learner.educationalStage
      ? `a student in year ${learner.academicYear ?? '1'} of ${STAGE[learner.educationalStage]} in Egypt`
      : learner.userType
        ? `a ${learner.userType}`
        : 'a learner';
  const subject =
    topic.domain === 'programming'
      ? `programming language: ${topic.languageName ?? 'general programming'}`
      : topic.subjectName
        ? `school subject: ${topic.subjectName} (Egyptian curriculum)`
        : 'any school subject (free-form chat)';
  return [
    `You are a patient, encouraging tutor. You are talking with ${learner.name}, ${level}.`,
    `Topic: ${subject}.`,
    `Always answer in ${language}.`,
    'Explain step by step at the learner’s level, check understanding, and prefer guiding questions to bare answers.',
    'Use Markdown: short headings, lists, **bold** for key ideas, fenced code blocks for code.',
    'Write mathematics as \\( inline \\) or \\[ display \\] LaTeX, never with dollar signs.',
  ].join('\n');
}

/**
 * The messages sent to the model: the system prompt, then the newest turns that fit the token budget (the
 * learner's new message always included), oldest first; the image, if any, joins the last message.
 */
export function buildMessages(job: ReplyJobData, budgetTokens: number): ChatMessage[] {
  const kept: ReplyTurn[] = [];
  let used = 0;
  for (let i = job.history.length - 1; i >= 0; i--) {
    const turn = job.history[i]!;
    const cost = approxTokens(turn.content);
    if (kept.length > 0 && used + cost > budgetTokens) break;
    kept.unshift(turn);
    used += cost;
  }
  const messages: ChatMessage[] = [{ role: 'system', content: systemPrompt(job) }];
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
