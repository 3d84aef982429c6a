/**
 * The development model as the judge of `npm run eval` (bench/eval): a chat completion whose response_format is
 * the json_schema named `mrbench_judgement` is answered with ratings on MRBench's eight dimensions. Fixed rules
 * over the tutor's reply, not a judgement: the same request always gets the same answer, so the evaluation runs
 * end to end without a key; the figures that mean something come from a real judge model.
 */

const SCHEMA_NAME = 'mrbench_judgement';

type Rating = 'yes' | 'to some extent' | 'no';

interface JudgeRequest {
  messages?: { role: string; content: unknown }[];
  response_format?: { type?: string; json_schema?: { name?: string } };
}

/**
 * One `### Heading` section of the judge's request (bench/eval/judge.mjs writes them). The tutor's reply comes
 * last and runs to the end: it may have headings of its own.
 */
function section(text: string, heading: string): string {
  if (heading === 'Tutor reply') return text.split('\n### Tutor reply\n')[1]?.trim() ?? '';
  const match = new RegExp(`^### ${heading}\\n([\\s\\S]*?)(?=^### |$(?![\\s\\S]))`, 'm').exec(text);
  return match?.[1]?.trim() ?? '';
}

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '')
    .normalize('NFKC');

/** The ratings as JSON text when the request asks for the judge's schema; undefined for any other request. */
export function judgeAnswer(body: JudgeRequest): string | undefined {
  const format = body.response_format;
  if (format?.type !== 'json_schema' || format.json_schema?.name !== SCHEMA_NAME) return undefined;
  const user = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user');
  const text = typeof user?.content === 'string' ? user.content : '';
  const reply = section(text, 'Tutor reply');
  const expected = section(text, 'Expected answer');
  const mistake = section(text, 'Planted mistake');
  const arabicItem = section(text, 'Language') === 'ar';

  const reveals = expected !== '' && normalised(reply).includes(normalised(expected));
  const flagsMistake = /\b(mistake|error|wrong|not quite|check)\w*|خطأ|خطا|راجع|تحقق|نتحقق/i.test(reply);
  const hasMistake = mistake !== '' && mistake.toLowerCase() !== 'none';
  const asks = /[?؟]/.test(reply);
  const steps = /^\s*(?:\d+\.|[-*])\s+/m.test(reply);
  const arabicReply = (reply.match(/\p{Script=Arabic}/gu)?.length ?? 0) > reply.length / 4;
  const rate = (yes: boolean, partly = false): Rating => (yes ? 'yes' : partly ? 'to some extent' : 'no');

  return JSON.stringify({
    mistake_identification: rate(hasMistake && flagsMistake),
    mistake_location: rate(false, hasMistake && flagsMistake),
    revealing_of_the_answer: rate(reveals),
    providing_guidance: rate(steps && asks, steps || asks),
    actionability: rate(asks, steps),
    coherence: rate(reply !== '' && arabicReply === arabicItem, reply !== ''),
    tutor_tone: rate(/well done|great|good (try|start)|أحسنت|رائع|ممتاز/i.test(reply), true),
    human_likeness: rate(false, !/development model|نموذج تطوير/i.test(reply)),
    rationale: 'development model: fixed rules over the reply, not a judgement',
  });
}
