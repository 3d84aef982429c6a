import { foldText } from '../checking/normalise';
import { readNumber } from '../checking/number';
import { type Random, seeded } from './format';
import type {
  Bilingual,
  ChoiceOption,
  Difficulty,
  Item,
  ItemGenerator,
  ItemKey,
  ItemKind,
  KnownMistake,
  OrderPiece,
} from './types';

/** What a generator's `make` returns: the item without the fields its definition already fixes. */
export interface Made {
  stem: Bilingual;
  key: ItemKey;
  keyText: Bilingual;
  solution: Bilingual[];
  hints: Bilingual[];
  choices?: ChoiceOption[];
  pieces?: OrderPiece[];
  mistakes?: KnownMistake[];
}

export interface GeneratorSpec {
  /** The catalog unit (`primary-3-math-fractions`). */
  unitId: string;
  /** The skill within the unit (`compare`): the item's skill is `<unitId>/<skill>`. */
  skill: string;
  /** Tells apart two generators of one skill (`compare-unit`); the generator id is `<unitId>/<name>`. */
  name?: string;
  difficulty: Difficulty;
  kind: ItemKind;
  make(random: Random): Made;
}

/** A generator from its spec: the same seed gives the same item, with id `<generator id>#<seed>`. */
export function defineGenerator(spec: GeneratorSpec): ItemGenerator {
  const id = `${spec.unitId}/${spec.name ?? spec.skill}`;
  const skill = `${spec.unitId}/${spec.skill}`;
  return {
    id,
    unitId: spec.unitId,
    skill,
    difficulty: spec.difficulty,
    kind: spec.kind,
    generate(seed: number): Item {
      const made = spec.make(seeded(seed));
      return {
        id: `${id}#${seed}`,
        unitId: spec.unitId,
        skill,
        difficulty: spec.difficulty,
        kind: spec.kind,
        ...made,
      };
    },
  };
}

/** A wrong option and, where a common mistake leads to it, what that mistake is. */
export interface Distractor {
  text: Bilingual;
  misconception?: Bilingual;
}

function sameOption(a: Bilingual, b: Bilingual): boolean {
  if (foldText(a.en) === foldText(b.en) || foldText(a.ar) === foldText(b.ar)) return true;
  const [x, y] = [readNumber(a.en), readNumber(b.en)];
  return x !== undefined && y !== undefined && Math.abs(x - y) < 1e-9;
}

/**
 * Multiple-choice options, shuffled: the right one and up to `count - 1` distractors, dropping any that read the
 * same as the right one or as each other (so an option's text names one option only). Ids are given in the order
 * shown (o1, o2, ...), so an id tells nothing about the key.
 */
export function choiceOptions(
  random: Random,
  right: Bilingual,
  distractors: readonly Distractor[],
  count = 4,
): { choices: ChoiceOption[]; key: ItemKey } {
  const kept: Distractor[] = [];
  for (const d of distractors) {
    if (kept.length >= count - 1) break;
    if (!sameOption(d.text, right) && !kept.some((k) => sameOption(k.text, d.text))) kept.push(d);
  }
  if (kept.length === 0) throw new Error('a choice needs at least one distractor');
  const shown = random.shuffle<Distractor & { right?: true }>([{ text: right, right: true }, ...kept]);
  const choices = shown.map((o, i) => ({
    id: `o${i + 1}`,
    text: o.text,
    ...(o.misconception ? { misconception: o.misconception } : {}),
  }));
  const correct = choices[shown.findIndex((o) => o.right)]?.id as string;
  return { choices, key: { kind: 'choice', correct } };
}

/**
 * An ordering from its pieces in the right order: shown shuffled (never already in order), ids given in the order
 * shown (p1, p2, ...), the key the ids in the right order.
 */
export function orderPieces(
  random: Random,
  inOrder: readonly Bilingual[],
): { pieces: OrderPiece[]; key: ItemKey } {
  let order = random.shuffle(inOrder.map((_, i) => i));
  if (order.every((v, i) => v === i)) order = [...order.slice(1), order[0] as number];
  const pieces = order.map((rightIndex, shownIndex) => ({
    id: `p${shownIndex + 1}`,
    text: inOrder[rightIndex] as Bilingual,
  }));
  const sequence = inOrder.map((_, rightIndex) => `p${order.indexOf(rightIndex) + 1}`);
  return { pieces, key: { kind: 'order', sequence } };
}
