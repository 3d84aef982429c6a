import { readFileSync } from 'fs';
import { join } from 'path';
import { PROGRAMMING_ITEMS } from '../src/domain/bank/programming';
import { SCIENCE_ITEMS } from '../src/domain/bank/science';
import { check, foldText } from '../src/domain/checking';
import type { Bilingual, Item } from '../src/domain/items/types';

/**
 * The written items (science of the secondary years, every programming topic) against the catalog and the
 * checker: each key passes check() in every form it is written in, each wrong option fails with its
 * misconception, and the items are complete in both languages.
 */

const migrations = join(__dirname, '../../conversation/migrations');
const read = (file: string): string => readFileSync(join(migrations, file), 'utf8');

/** Secondary physics, chemistry and biology units (0007) and every language's topics (0008), by their ids. */
function catalogUnits(): { science: string[]; programming: string[] } {
  const science = [
    ...read('0007_primary_years_and_units.sql').matchAll(
      /\('(high-[123]-(?:physics|chemistry|biology))', '([a-z0-9-]+)', \d+, '/g,
    ),
  ].map((m) => `${m[1]}-${m[2]}`);
  const programming = [
    ...read('0008_language_topics_and_project_steps.sql').matchAll(/\('([a-z]+)', '([a-z0-9-]+)', \d+, '/g),
  ].map((m) => `${m[1]}-${m[2]}`);
  return { science, programming };
}

const { science, programming } = catalogUnits();
const ALL: readonly Item[] = [...SCIENCE_ITEMS, ...PROGRAMMING_ITEMS];
const LANGUAGES = ['ar', 'en'] as const;

const countBy = (items: readonly Item[], group: (i: Item) => string): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const i of items) counts[group(i)] = (counts[group(i)] ?? 0) + 1;
  return counts;
};

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` holds `key` as a whole word or phrase (case folded), not merely inside a longer token. */
function states(text: string, key: string): boolean {
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(key.toLowerCase())}($|[^\\p{L}\\p{N}])`, 'u');
  return pattern.test(text.toLowerCase());
}

/** Latin digits left in an Arabic text once code (fenced, `inline`) and Latin tokens (H2O, 5A, 3d) are removed. */
function latinDigitsInArabic(text: string): string[] {
  const prose = text
    .replace(/```[\s\S]*?```|`[^`]*`/g, ' ')
    .replace(/[A-Za-z0-9_.]*[A-Za-z_][A-Za-z0-9_.]*/g, ' ');
  return prose.match(/[0-9]/g) ?? [];
}

function texts(item: Item): Bilingual[] {
  return [
    item.stem,
    item.keyText,
    ...item.solution,
    ...item.hints,
    ...(item.choices ?? []).flatMap((o) => [o.text, ...(o.misconception ? [o.misconception] : [])]),
    ...(item.pieces ?? []).map((p) => p.text),
    ...(item.mistakes ?? []).map((m) => m.misconception),
    ...(item.code?.tests ?? []).map((t) => t.name),
  ];
}

afterAll(() => {
  const bySubject = countBy(SCIENCE_ITEMS, (i) => i.unitId.split('-').slice(0, 3).join('-'));
  const byLanguage = countBy(
    PROGRAMMING_ITEMS,
    (i) => `${i.unitId.split('-')[0] as string}${i.kind === 'code' ? ' (code)' : ''}`,
  );
  console.log(
    [
      `Written items: ${ALL.length}`,
      ...Object.entries(bySubject).map(([k, n]) => `  ${k.padEnd(18)} ${n}`),
      ...Object.entries(byLanguage).map(([k, n]) => `  ${k.padEnd(18)} ${n}`),
      `Choice items answered by id only (options differ only in punctuation): ${byIdOnly.map((i) => i.id).join(', ')}`,
    ].join('\n'),
  );
});

describe('the catalog', () => {
  it('has the 39 secondary science units and the programming topics the items are written for', () => {
    expect(science).toHaveLength(39);
    expect(programming.length).toBeGreaterThanOrEqual(48);
  });

  it('every written item belongs to one of those units', () => {
    const known = new Set([...science, ...programming]);
    expect(ALL.filter((i) => !known.has(i.unitId)).map((i) => i.id)).toEqual([]);
  });

  it('every science unit has at least five items', () => {
    const counts = countBy(SCIENCE_ITEMS, (i) => i.unitId);
    expect(science.filter((u) => (counts[u] ?? 0) < 5)).toEqual([]);
  });

  it('every programming topic has at least four items, five for Python and JavaScript', () => {
    const counts = countBy(
      PROGRAMMING_ITEMS.filter((i) => i.kind !== 'code'),
      (i) => i.unitId,
    );
    const least = (u: string): number => (/^(python|javascript)-/.test(u) ? 5 : 4);
    expect(programming.filter((u) => (counts[u] ?? 0) < least(u))).toEqual([]);
  });
});

describe('every written item', () => {
  it('has a unique, stable id and a skill within its unit', () => {
    const ids = ALL.map((i) => i.id);
    expect(ids.filter((id, n) => ids.indexOf(id) !== n)).toEqual([]);
    const misnamed = ALL.filter(
      (i) =>
        !new RegExp(`^${escape(i.unitId)}/${i.kind === 'code' ? '(code-)?' : ''}\\d+$`).test(i.id) ||
        !new RegExp(`^${escape(i.unitId)}/[a-z0-9-]+$`).test(i.skill),
    );
    expect(misnamed.map((i) => i.id)).toEqual([]);
  });

  it('is written in both languages', () => {
    const empty = ALL.filter((i) => texts(i).some((t) => !t.ar.trim() || !t.en.trim()));
    expect(empty.map((i) => i.id)).toEqual([]);
  });

  // In a programming item the key (the program's output) and the lines of code to order are code themselves.
  it('writes Eastern Arabic digits in the Arabic, except in code', () => {
    const isCode = (i: Item, t: Bilingual): boolean =>
      programming.includes(i.unitId) && (t === i.keyText || (i.pieces ?? []).some((p) => p.text === t));
    const latin = ALL.flatMap((i) =>
      texts(i)
        .filter((t) => !isCode(i, t))
        .filter((t) => latinDigitsInArabic(t.ar).length > 0)
        .map((t) => `${i.id}: ${t.ar}`),
    );
    expect(latin).toEqual([]);
  });

  it('has a ladder of at least two hints, none stating the key', () => {
    expect(ALL.filter((i) => i.hints.length < 2).map((i) => i.id)).toEqual([]);
    const telling = ALL.flatMap((i) =>
      i.hints.flatMap((h) =>
        LANGUAGES.filter((l) => states(h[l], i.keyText[l])).map((l) => `${i.id}: ${h[l]}`),
      ),
    );
    expect(telling).toEqual([]);
  });

  it('ends its worked solution, of at least two steps, with the key', () => {
    const unfinished = ALL.filter((i) => {
      const last = i.solution[i.solution.length - 1];
      return i.solution.length < 2 || !last || LANGUAGES.some((l) => !last[l].includes(i.keyText[l]));
    });
    expect(unfinished.map((i) => i.id)).toEqual([]);
  });
});

/** The answers among `answers` that check() does not mark right, as `id: answer → verdict`. */
const notRight = (i: Item, answers: string[]): string[] =>
  answers.flatMap((a) => {
    const verdict = check(i, a).verdict;
    return verdict === 'right' ? [] : [`${i.id}: ${a} → ${verdict}`];
  });

/** The known mistakes check() does not mark wrong with their misconception. */
const unnamedMistakes = (items: readonly Item[]): string[] =>
  items.flatMap((i) =>
    (i.mistakes ?? []).flatMap((m) => {
      const mark = check(i, m.answer);
      const named =
        mark.verdict === 'wrong' && JSON.stringify(mark.misconception) === JSON.stringify(m.misconception);
      return named ? [] : [`${i.id}: ${m.answer} → ${JSON.stringify(mark)}`];
    }),
  );

const keyOf = <K extends Item['key']['kind']>(i: Item, _kind: K) =>
  i.key as Extract<Item['key'], { kind: K }>;

/**
 * Choice items whose right option the checker cannot tell from another by text: it folds away quotes, brackets
 * and punctuation, so code options that differ only there ("f(x)" / "f(x())") are answered by id (a click).
 */
const byIdOnly: readonly Item[] = ALL.filter((i) => {
  if (i.key.kind !== 'choice') return false;
  const correct = i.key.correct;
  const folded = (o: { text: Bilingual }): string[] => [foldText(o.text.ar), foldText(o.text.en)];
  const right = folded((i.choices ?? []).find((o) => o.id === correct) as { text: Bilingual });
  return (i.choices ?? []).some((o) => o.id !== correct && folded(o).some((f) => right.includes(f)));
});

describe('choice items', () => {
  const items = ALL.filter((i) => i.key.kind === 'choice');

  it('have four options, every wrong one naming a misconception in both languages', () => {
    const malformed = items.filter(
      (i) =>
        i.choices?.length !== 4 ||
        i.choices.some((o) =>
          o.id === keyOf(i, 'choice').correct
            ? o.misconception
            : !(o.misconception?.ar && o.misconception.en),
        ),
    );
    expect(malformed.map((i) => i.id)).toEqual([]);
  });

  it('mark the key right, by id and by its text in either language', () => {
    const failures = items.flatMap((i) => [
      ...notRight(i, [keyOf(i, 'choice').correct]),
      ...(byIdOnly.includes(i) ? [] : notRight(i, [i.keyText.ar, i.keyText.en])),
    ]);
    expect(failures).toEqual([]);
  });

  it('mark every wrong option wrong and name its misconception', () => {
    const unnamed = items.flatMap((i) =>
      (i.choices ?? [])
        .filter((o) => o.id !== keyOf(i, 'choice').correct)
        .flatMap((o) => {
          const mark = check(i, o.id);
          const named = mark.verdict === 'wrong' && mark.misconception === o.misconception;
          return named ? [] : [`${i.id}: ${o.id} → ${JSON.stringify(mark)}`];
        }),
    );
    expect(unnamed).toEqual([]);
  });
});

describe('number items', () => {
  const items = ALL.filter((i) => i.key.kind === 'number');

  it('mark the key right as a number and as its keyText in both languages', () => {
    expect(
      items.flatMap((i) => notRight(i, [String(keyOf(i, 'number').value), i.keyText.ar, i.keyText.en])),
    ).toEqual([]);
  });

  it('mark each known mistake wrong with its misconception', () => {
    expect(unnamedMistakes(items)).toEqual([]);
  });
});

describe('short-answer items', () => {
  const items = ALL.filter((i) => i.key.kind === 'short');

  it('mark every accepted form and the keyText in both languages right', () => {
    expect(
      items.flatMap((i) => notRight(i, [...keyOf(i, 'short').accepted, i.keyText.ar, i.keyText.en])),
    ).toEqual([]);
  });

  it('mark each known mistake wrong with its misconception', () => {
    expect(unnamedMistakes(items)).toEqual([]);
  });
});

describe('ordering items', () => {
  const items = ALL.filter((i) => i.key.kind === 'order');

  it('show their pieces out of order', () => {
    const inOrder = items.filter(
      (i) => (i.pieces ?? []).map((p) => p.id).join() === keyOf(i, 'order').sequence.join(),
    );
    expect(inOrder.map((i) => i.id)).toEqual([]);
  });

  // keyText joins whole pieces ("الطور التمهيدي ← ..." or lines of code); the checker splits an ordering answer
  // at spaces, so a learner answers with ids or positions, which is what is checked here.
  it('mark the key right by ids and by positions as shown, and the order as shown wrong', () => {
    const failures = items.flatMap((i) => {
      const sequence = keyOf(i, 'order').sequence;
      const shown = (i.pieces ?? []).map((p) => p.id);
      const positions = sequence.map((id) => shown.indexOf(id) + 1).join(', ');
      const asShown = check(i, shown.join(', ')).verdict;
      return [
        ...notRight(i, [sequence.join(', '), positions]),
        ...(asShown === 'wrong' ? [] : [`${i.id}: as shown → ${asShown}`]),
      ];
    });
    expect(failures).toEqual([]);
  });
});

/** A program's lines worth hiding: not blank, not a lone keyword, not given by the starter. */
const solutionLines = (i: Item): string[] => {
  const given = new Set((i.code?.starter ?? '').split('\n').map((l) => l.trim()));
  return keyOf(i, 'code')
    .solution.split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 6 && !given.has(l));
};

// Code items are marked by running their tests (code-exercises-python.test.ts runs them), not by check().
describe('code items', () => {
  const items = ALL.filter((i) => i.key.kind === 'code');

  it('have a language, a starter, at least two visible and two hidden tests, each named in both languages', () => {
    const malformed = items.filter((i) => {
      const tests = i.code?.tests ?? [];
      return (
        !i.code?.language ||
        !i.code.starter.trim() ||
        tests.filter((t) => !t.hidden).length < 2 ||
        tests.filter((t) => t.hidden).length < 2 ||
        tests.some((t) => !t.name.ar.trim() || !t.name.en.trim() || (t.stdin === undefined && !t.after)) ||
        new Set(tests.map((t) => t.id)).size !== tests.length
      );
    });
    expect(malformed.map((i) => i.id)).toEqual([]);
  });

  it('state the model solution as the key text, and no hint holds a line of it', () => {
    expect(items.filter((i) => LANGUAGES.some((l) => i.keyText[l] !== keyOf(i, 'code').solution))).toEqual(
      [],
    );
    const telling = items.flatMap((i) =>
      i.hints.flatMap((h) =>
        solutionLines(i)
          .filter((line) => LANGUAGES.some((l) => h[l].includes(line)))
          .map((line) => `${i.id}: ${line}`),
      ),
    );
    expect(telling).toEqual([]);
  });
});
