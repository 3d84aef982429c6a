import { SAFETY_CATEGORIES, type SafetyCategory } from '../../src/domain/moderation/categories';
import { checkLocally } from '../../src/domain/moderation/check';
import { TERMS } from '../../src/domain/moderation/terms';
import set from './safety-set.json';

interface Sample {
  language: 'ar' | 'en';
  /** The category an unsafe message must be flagged with; null: a safe message, never flagged. */
  expected: SafetyCategory | null;
  text: string;
  note?: string;
}
const samples = set as Sample[];

describe('the local safety checker on the bilingual safety set', () => {
  const results = samples.map((sample) => ({ sample, verdict: checkLocally(sample.text) }));

  it('holds at least 60 messages, Arabic and English, safe and unsafe in every category', () => {
    expect(samples.length).toBeGreaterThanOrEqual(60);
    for (const language of ['ar', 'en'] as const) {
      for (const category of [...SAFETY_CATEGORIES, null]) {
        const count = samples.filter((s) => s.language === language && s.expected === category).length;
        expect({ language, category, enough: count >= 3 }).toEqual({ language, category, enough: true });
      }
      const disguised = samples.filter((s) => s.language === language && s.note?.startsWith('disguised'));
      expect(disguised.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('flags every unsafe message with its category and no safe one (confusion matrix printed)', () => {
    // Per category: unsafe messages of it flagged with it (TP) or not (FN); other messages flagged with it (FP)
    // or not (TN).
    const matrix = SAFETY_CATEGORIES.map((category) => {
      const row = { category, TP: 0, FN: 0, FP: 0, TN: 0 };
      for (const { sample, verdict } of results) {
        const flagged = verdict.categories.includes(category);
        if (sample.expected === category) row[flagged ? 'TP' : 'FN']++;
        else if (sample.expected === null) row[flagged ? 'FP' : 'TN']++;
      }
      return row;
    });
    const safe = results.filter((r) => r.sample.expected === null);
    console.log(
      [
        'Local safety checker, confusion matrix per category (FP/TN over the safe messages):',
        ...matrix.map((r) => `  ${r.category.padEnd(16)} TP ${r.TP}  FN ${r.FN}  FP ${r.FP}  TN ${r.TN}`),
        `  safe messages flagged: ${safe.filter((r) => r.verdict.flagged).length} of ${safe.length}`,
      ].join('\n'),
    );
    const missed = results
      .filter((r) => r.sample.expected && !r.verdict.categories.includes(r.sample.expected))
      .map((r) => `${r.sample.expected}: ${r.sample.text}`);
    const falseAlarms = safe
      .filter((r) => r.verdict.flagged)
      .map((r) => `${r.verdict.categories.join(',')}: ${r.sample.text}`);
    expect(missed).toEqual([]);
    expect(falseAlarms).toEqual([]);
  });

  it('reads each script’s terms inside a message written in the other script', () => {
    const arabic = /[\u0600-\u06FF]/;
    const missed: string[] = [];
    for (const category of SAFETY_CATEGORIES) {
      const latin = TERMS[category].find((t) => !arabic.test(t))?.replace(/\*$/, '');
      const arabicTerm = TERMS[category].find((t) => arabic.test(t));
      for (const text of [latin && `والله ${latin} يا صاحبي`, arabicTerm && `he said ${arabicTerm} today`])
        if (text && !checkLocally(text).categories.includes(category)) missed.push(`${category}: ${text}`);
    }
    expect(missed).toEqual([]);
    // Stars alone can mask a Latin word, so text with no Latin letter still meets the Latin terms.
    expect(checkLocally('انت **** جدا').flagged).toBe(true);
  });
});
