/**
 * What the development model says: a tutor-shaped answer (heading, steps, formula, code) that admits what it is,
 * shaped by the teaching mode its system prompt names (modes.ts).
 */
import {
  codeAnswer,
  ECHO_MARKER,
  echoPrompt,
  guideAnswer,
  isArabicPrompt,
  modeOf,
  quizMark,
  quizQuestion,
} from './modes';
import { practiceAnswer } from './practice';

interface ChatMessage {
  role: string;
  content: string | { type: string; text?: string; image_url?: { url: string } }[] | null;
}

export const textOf = (m: ChatMessage): string =>
  typeof m.content === 'string' ? m.content : (m.content ?? []).map((p) => p.text ?? '').join(' ');

export const hasImage = (messages: ChatMessage[]) =>
  messages.some((m) => Array.isArray(m.content) && m.content.some((p) => p.type === 'image_url'));

/**
 * The answer to a chat request; `structured` for a `json_schema` response format (the worker's quiz mark), which
 * gets the mark as JSON.
 */
export function composeAnswer(messages: ChatMessage[], { structured = false } = {}): string {
  const system = messages
    .filter((m) => m.role === 'system')
    .map(textOf)
    .join('\n');
  const last = textOf(
    [...messages].reverse().find((m) => m.role === 'user') ?? { role: 'user', content: '' },
  );
  const arabic = isArabicPrompt(system);
  if (structured) return JSON.stringify(quizMark(last, arabic));
  // Test mode: the learner's fixed marker gets back the system prompt the model received.
  if (last.trim() === ECHO_MARKER) return echoPrompt(system);
  // A tutoring turn inside practice: a hint, or (asked to) the key outright for the leak guard to hold back.
  const practice = practiceAnswer(system, last, arabic);
  if (practice) return practice;
  const history = messages.filter((m) => m.role !== 'system').map((m) => ({ role: m.role, text: textOf(m) }));
  const mode = modeOf(system);
  if (mode === 'guide') return guideAnswer(history, arabic);
  if (mode === 'quiz') return quizQuestion(history, system, arabic);
  if (mode === 'code') return codeAnswer(last, system, arabic);
  const question = last
    .replace(/\[\[fault:[\w*]+\]\]/g, '')
    // Quoted in a sentence: a code fence from the question would swallow the rest of the answer.
    .replace(/`{3,}[^\n]*/g, '')
    .trim()
    .slice(0, 120);
  const language = /(?:programming language|لغة البرمجة): ([\w#+]+)/i.exec(system)?.[1];
  const image = hasImage(messages);
  if (arabic) {
    return [
      '## إجابة من نموذج التطوير',
      '',
      `هذا رد من نموذج تطوير محلي وليس من معلم حقيقي. سؤالك: «${question}»`,
      image ? '\nرأيت الصورة التي أرسلتها.' : '',
      '',
      '- الخطوة الأولى: نفهم المطلوب.',
      '- الخطوة الثانية: نطبّق القاعدة \\( a^2 + b^2 = c^2 \\).',
      '- الخطوة الثالثة: نتحقق من الناتج.',
      '',
      '\\[ c = \\sqrt{a^2 + b^2} \\]',
      language ? `\n\`\`\`${language.toLowerCase()}\nprint("مرحبا")\n\`\`\`` : '',
    ].join('\n');
  }
  return [
    '## An answer from the development model',
    '',
    `This reply comes from a local development model, not a real tutor. You asked: "${question}"`,
    image ? '\nI can see the image you sent.' : '',
    '',
    '1. First, we read what is asked.',
    '2. Then we apply the rule \\( a^2 + b^2 = c^2 \\).',
    '3. Finally, we check the result.',
    '',
    '\\[ c = \\sqrt{a^2 + b^2} \\]',
    language ? `\n\`\`\`${language.toLowerCase()}\nprint("Hello")\n\`\`\`` : '',
    '',
    '**Well done** for asking: *practice makes perfect*.',
  ].join('\n');
}

/** Splits text into tokens the way a model streams them: words with their following whitespace. */
export function tokens(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/**
 * The usage the development model reports, a documented stand-in for a tokenizer: a token is one of `tokens`'
 * pieces (a word with the whitespace after it). Prompt tokens are those of every message's text (an image part
 * counts nothing), completion tokens those of the answer, exactly the pieces a streamed answer is sent in.
 */
export function usageOf(messages: ChatMessage[], answer: string) {
  const prompt_tokens = messages.reduce((n, m) => n + tokens(textOf(m)).length, 0);
  const completion_tokens = tokens(answer).length;
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
}
