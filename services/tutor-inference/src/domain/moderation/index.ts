import type { SafetyVerdict } from './categories';

export { SAFETY_CATEGORIES, verdictOf, type SafetyCategory, type SafetyVerdict } from './categories';
export { checkLocally, findsPersonalData } from './check';
export { normalise } from './normalise';

/** A safety check of one text (a learner's message or a model's reply). */
export type Moderate = (text: string, signal?: AbortSignal) => Promise<SafetyVerdict>;

/** The excerpt an event carries: at most 120 characters, on one line. */
export const excerptOf = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= 120 ? line : `${line.slice(0, 119)}…`;
};
