import { isDeepStrictEqual } from 'node:util';
import { GENERATORS } from '../src/domain/bank';
import { check } from '../src/domain/checking';
import { num, seeded } from '../src/domain/items/format';
import type { Bilingual, Item, ItemGenerator, Language } from '../src/domain/items/types';

/**
 * Every generator (every stage's, through the bank's registry), run on a thousand seeds: the key passes its own
 * checker however it is written, every wrong option fails it, and the item is well formed in both languages.
 * The seeds are random but fixed (GENERATOR_SEED varies them), so a failure names a seed that reproduces it.
 */
const RUNS = 1000;
const MASTER_SEED = Number(process.env.GENERATOR_SEED ?? 20260522);
const LANGUAGES: Language[] = ['ar', 'en'];

/** Whether `text` contains `key` as a whole (not inside a longer number or word). */
function states(text: string, key: string): boolean {
  if (!key.trim() || !text.includes(key.trim())) return false;
  const escaped = key.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}]|\\p{N}[.,٫٬/])${escaped}(?![\\p{L}\\p{N}]|[.,٫٬/]\\p{N})`, 'u').test(
    text,
  );
}

function allTexts(item: Item): Bilingual[] {
  return [
    item.stem,
    item.keyText,
    ...item.solution,
    ...item.hints,
    ...(item.choices ?? []).flatMap((c) => [c.text, ...(c.misconception ? [c.misconception] : [])]),
    ...(item.pieces ?? []).map((p) => p.text),
    ...(item.mistakes ?? []).map((m) => m.misconception),
  ];
}

/** What is wrong with one item, if anything. */
function problems(generator: ItemGenerator, seed: number, item: Item): string[] {
  const out: string[] = [];
  const fail = (what: string) => out.push(`${item.id}: ${what}`);

  if (item.id !== `${generator.id}#${seed}`) fail(`id ${item.id}`);
  if (item.kind !== generator.kind || item.key.kind !== item.kind)
    fail('kind differs from its key or generator');
  if (item.skill !== generator.skill || !item.skill.startsWith(`${item.unitId}/`))
    fail(`skill ${item.skill}`);
  if (item.unitId !== generator.unitId) fail('unit differs from its generator');
  if (item.hints.length < 2) fail('fewer than two hints');
  if (item.solution.length < 1) fail('no solution');
  for (const text of allTexts(item)) {
    for (const language of LANGUAGES) if (!text[language]?.trim()) fail(`empty ${language} text`);
    if (/[0-9]/.test(text.ar)) fail(`Western digits in Arabic: ${text.ar}`);
    if (/[٠-٩]/.test(text.en)) fail(`Arabic digits in English: ${text.en}`);
  }
  const last = item.solution[item.solution.length - 1];
  for (const language of LANGUAGES) {
    const keyTexts = [item.keyText[language]];
    if (item.key.kind === 'number') keyTexts.push(num(item.key.value)[language]);
    for (const hint of item.hints) {
      if (keyTexts.some((k) => states(hint[language], k))) fail(`hint states the key: ${hint[language]}`);
    }
    if (last && !last[language].includes(item.keyText[language]))
      fail(`last step does not state the key (${language})`);
  }

  const right = (answer: string, how: string) => {
    const mark = check(item, answer);
    if (mark.verdict !== 'right') fail(`${how} "${answer}" marked ${JSON.stringify(mark)}`);
  };
  for (const language of LANGUAGES) right(item.keyText[language], `keyText ${language}`);
  const key = item.key;
  switch (key.kind) {
    case 'number':
      right(String(key.value), 'key value');
      break;
    case 'expression':
      right(key.expr, 'key expression');
      break;
    case 'short':
      for (const form of key.accepted) right(form, 'accepted form');
      break;
    case 'order':
      right(key.sequence.join(' '), 'key sequence');
      break;
    case 'choice': {
      const choices = item.choices ?? [];
      if (choices.length < 2) fail('fewer than two options');
      if (new Set(choices.map((c) => c.id)).size !== choices.length) fail('option ids repeat');
      if (!choices.some((c) => c.id === key.correct)) fail('the key is not an option');
      right(key.correct, 'key id');
      for (const option of choices.filter((c) => c.id !== key.correct)) {
        for (const answer of [option.id, option.text.ar, option.text.en]) {
          const mark = check(item, answer);
          if (mark.verdict !== 'wrong') fail(`wrong option "${answer}" marked ${mark.verdict}`);
          else if (option.misconception && !isDeepStrictEqual(mark.misconception, option.misconception))
            fail(`wrong option "${answer}" lost its misconception`);
        }
      }
      break;
    }
  }
  if (key.kind === 'order') {
    const ids = (item.pieces ?? []).map((p) => p.id);
    if (ids.length < 2 || [...ids].sort().join() !== [...key.sequence].sort().join())
      fail('pieces and key differ');
  }
  for (const known of item.mistakes ?? []) {
    if (check(item, known.answer).verdict !== 'wrong')
      fail(`known mistake "${known.answer}" is not marked wrong`);
  }
  return out;
}

describe('every generator', () => {
  it('has a unique id', () => {
    const ids = GENERATORS.map((g) => g.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it.each(GENERATORS.map((g) => [g.id, g] as const))(
    '%s: a thousand items mark their own keys',
    (_id, generator) => {
      const random = seeded(MASTER_SEED);
      const failures: string[] = [];
      for (let run = 0; run < RUNS && failures.length < 5; run += 1) {
        const seed = random.int(0, 2 ** 31 - 1);
        const item = generator.generate(seed);
        failures.push(...problems(generator, seed, item));
        if (run % 50 === 0 && !isDeepStrictEqual(generator.generate(seed), item))
          failures.push(`${item.id}: not stable`);
      }
      expect(failures).toEqual([]);
    },
  );
});
