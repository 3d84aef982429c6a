/** What the safety check looks for, most urgent first: a message in several categories is answered for the first. */
export const SAFETY_CATEGORIES = [
  'self_harm',
  'sexual',
  'violence',
  'hate_harassment',
  'personal_data',
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

/** A check's verdict: the categories found, most urgent first (none: the text is safe). */
export interface SafetyVerdict {
  flagged: boolean;
  categories: SafetyCategory[];
}

export const verdictOf = (found: Iterable<SafetyCategory>): SafetyVerdict => {
  const set = new Set(found);
  const categories = SAFETY_CATEGORIES.filter((c) => set.has(c));
  return { flagged: categories.length > 0, categories };
};
