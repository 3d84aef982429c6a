import type { PracticeKey } from '@tutor/contracts';
import type { Bilingual, Item, ItemKey, KnownMistake, Mark } from '../items/types';
import { chosenOption, givenOrder } from './choice';
import {
  type Algebra,
  equivalent,
  inSimplestForm,
  readAlgebra,
  readKnownAlgebra,
  readNamedExpression,
} from './expression';
import { foldText } from './normalise';
import { type NumberReading, readNumber, withinTolerance } from './number';

export { foldText, normaliseSymbols } from './normalise';
export { readNumber } from './number';
export { readAlgebra, equivalent } from './expression';

/** Longer answers are not read at all (the API's limit is larger, so a long paste is asked again, not refused). */
export const MAX_ANSWER_LENGTH = 500;

type Expected = Extract<Mark, { verdict: 'unreadable' }>['expected'];

const EXPECTED: Record<ItemKey['kind'], Expected> = {
  choice: 'choice',
  number: 'number',
  expression: 'expression',
  short: 'text',
  order: 'order',
  code: 'text', // never read here: a program is marked by running its tests (issue 34)
};

const RIGHT: Mark = { verdict: 'right' };

/** Equal to the key, but the brackets or like terms the item asks to deal with are still there. */
const NOT_SIMPLEST: Bilingual = {
  ar: 'هذا يساوي المطلوب، لكنه ليس في أبسط صورة بعد: فُكَّ الأقواس واجمع الحدود المتشابهة.',
  en: 'That is equal to it, but not in its simplest form yet: remove the brackets and collect like terms.',
};

function wrong(misconception?: Bilingual): Mark {
  return misconception ? { verdict: 'wrong', misconception } : { verdict: 'wrong' };
}

function percentReading(key: Extract<ItemKey, { kind: 'number' }>): NumberReading {
  return { percentIsValue: key.unit?.en.trim() === '%' };
}

function checkNumber(
  item: Item,
  key: Extract<ItemKey, { kind: 'number' }>,
  answer: string,
): Mark | undefined {
  const reading = percentReading(key);
  const value = readNumber(answer, reading);
  if (value === undefined) return undefined;
  if (withinTolerance(value, key.value, key.tolerance)) return RIGHT;
  const mistake = (item.mistakes ?? []).find((m) => {
    const known = readNumber(m.answer, reading);
    return known !== undefined && withinTolerance(value, known, key.tolerance);
  });
  return wrong(mistake?.misconception);
}

/** The key's own algebra (generators are tested so that every key reads). */
function keyAlgebra(key: Extract<ItemKey, { kind: 'expression' }>): Algebra {
  const algebra = readKnownAlgebra(key.expr, key.variables);
  if (!algebra) throw new Error(`unreadable expression key: ${key.expr}`);
  return algebra;
}

function checkExpression(
  item: Item,
  key: Extract<ItemKey, { kind: 'expression' }>,
  answer: string,
): Mark | undefined {
  const expected = keyAlgebra(key);
  let compared = readAlgebra(answer, key.variables);
  // For an expression's key, "y = 2x + 3" or "x = 2" gives the expression on the right.
  if (expected.sides.length === 1 && (compared === undefined || compared.sides.length === 2)) {
    const named = readNamedExpression(answer, key.variables);
    if (!named) return compared ? wrong() : undefined;
    compared = named;
  }
  if (!compared) return undefined;
  if (equivalent(expected, compared, key.variables)) {
    return key.form === 'simplified' && !inSimplestForm(answer, key.expr) ? wrong(NOT_SIMPLEST) : RIGHT;
  }
  const mistake = (item.mistakes ?? []).find((m: KnownMistake) => {
    const known = readKnownAlgebra(m.answer, key.variables);
    return known !== undefined && equivalent(known, compared, key.variables);
  });
  return wrong(mistake?.misconception);
}

function checkShort(item: Item, key: Extract<ItemKey, { kind: 'short' }>, answer: string): Mark | undefined {
  const folded = foldText(answer);
  if (!folded) return undefined;
  const same = (form: string): boolean => {
    if (foldText(form) === folded) return true;
    const [a, b] = [readNumber(answer), readNumber(form)];
    return a !== undefined && b !== undefined && withinTolerance(a, b, 0);
  };
  if (key.accepted.some(same)) return RIGHT;
  return wrong((item.mistakes ?? []).find((m) => same(m.answer))?.misconception);
}

/**
 * Marks one answer by the item's key (never by a model). An answer that cannot be read as what the item asks
 * for (empty, too long, not a number, not algebra, no such option, not a whole ordering) is `unreadable`, which
 * is never counted wrong: the learner is asked to write it again.
 */
export function check(item: Item, answer: string): Mark {
  const key = item.key;
  const unreadable: Mark = { verdict: 'unreadable', expected: EXPECTED[key.kind] };
  if (typeof answer !== 'string' || answer.length > MAX_ANSWER_LENGTH || !answer.trim()) return unreadable;
  let mark: Mark | undefined;
  switch (key.kind) {
    case 'number':
      mark = checkNumber(item, key, answer);
      break;
    case 'expression':
      mark = checkExpression(item, key, answer);
      break;
    case 'short':
      mark = checkShort(item, key, answer);
      break;
    case 'choice': {
      const option = chosenOption(item.choices ?? [], answer);
      mark = option && (option.id === key.correct ? RIGHT : wrong(option.misconception));
      break;
    }
    case 'order': {
      const order = givenOrder(item.pieces ?? [], answer);
      mark = order && (order.join('\u0000') === key.sequence.join('\u0000') ? RIGHT : wrong());
      break;
    }
  }
  return mark ?? unreadable;
}

/**
 * The key in the form the reply pipeline's leak guard reads (packages/contracts practiceKey): a number with its
 * tolerance, an expression over Latin variables, or the texts that give a choice, short answer or ordering away
 * (in both languages).
 */
export function keyForGuard(item: Item): PracticeKey {
  const key = item.key;
  switch (key.kind) {
    case 'number':
      return { kind: 'number', value: key.value, tolerance: key.tolerance };
    case 'expression':
      return { kind: 'expression', expr: key.expr, variables: [...key.variables] };
    case 'choice': {
      const option = (item.choices ?? []).find((o) => o.id === key.correct);
      return textKey([option?.text.ar, option?.text.en, item.keyText.ar, item.keyText.en]);
    }
    case 'short':
      return textKey([...key.accepted, item.keyText.ar, item.keyText.en]);
    case 'order': {
      const pieces = key.sequence.map((id) => (item.pieces ?? []).find((p) => p.id === id)?.text);
      const written = (language: 'ar' | 'en', separator: string): string =>
        pieces.map((p) => p?.[language] ?? '').join(separator);
      return textKey([written('ar', '، '), written('en', ', '), item.keyText.ar, item.keyText.en]);
    }
    case 'code':
      return { kind: 'code', language: item.code?.language ?? 'python', solution: key.solution };
  }
}

function textKey(forms: (string | undefined)[]): PracticeKey {
  const unique = [...new Set(forms.map((f) => f?.trim()).filter((f): f is string => !!f))];
  return { kind: 'text', forms: unique.length ? unique : ['?'] };
}
