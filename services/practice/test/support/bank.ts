import type { Item, ItemGenerator } from '../../src/domain/items/types';
import { createItemIndex } from '../../src/domain/items/item-index';
import { addExercise, PY_UNIT, pyChoiceItem } from './code';

/**
 * A small bank of the tests' own (the service's behaviour does not depend on the registries' items): one unit
 * with a generator (a number with a known mistake) and a written multiple-choice item whose wrong option names a
 * misconception, and a second unit with one written item. Both ladders have three hints. A Python unit holds a
 * programming exercise and a choice item (./code).
 */
export const UNIT = 'primary-3-math-fractions';
export const OTHER_UNIT = 'primary-3-math-numbers';
export const EMPTY_UNIT = 'primary-3-math-area';

const both = (en: string, ar: string) => ({ en, ar });

export const SUBTRACT_MISCONCEPTION = both('You subtracted instead of adding.', 'لقد طرحت بدلًا من الجمع.');

/** a + b from the seed: the test reads the seed from the database to know the key, as the service does. */
export const addGenerator: ItemGenerator = {
  id: 'test-add',
  unitId: UNIT,
  skill: `${UNIT}/add`,
  difficulty: 1,
  kind: 'number',
  generate(seed) {
    const a = 20 + (seed % 50);
    const b = 1 + (Math.floor(seed / 50) % 9);
    return {
      id: `test-add#${seed}`,
      unitId: UNIT,
      skill: `${UNIT}/add`,
      difficulty: 1,
      kind: 'number',
      stem: both(`What is ${a} + ${b}?`, `ما ناتج ${a} + ${b}؟`),
      key: { kind: 'number', value: a + b, tolerance: 0 },
      keyText: both(String(a + b), String(a + b)),
      solution: [
        both(`Add the ones: ${a} + ${b}.`, `اجمع الآحاد: ${a} + ${b}.`),
        both(`= ${a + b}`, `= ${a + b}`),
      ],
      hints: [
        both('Start from the larger number.', 'ابدأ من العدد الأكبر.'),
        both(`Count on ${b} from ${a}.`, `عُدّ ${b} بعد ${a}.`),
        both('Check the ones digit.', 'تحقق من رقم الآحاد.'),
      ],
      mistakes: [{ answer: String(a - b), misconception: SUBTRACT_MISCONCEPTION }],
    };
  },
};

export const HALF_MISCONCEPTION = both(
  'A bigger denominator makes a smaller piece, not a bigger one.',
  'المقام الأكبر يعني جزءًا أصغر لا أكبر.',
);

export const compareItem: Item = {
  id: 'test-compare-1',
  unitId: UNIT,
  skill: `${UNIT}/compare`,
  difficulty: 1,
  kind: 'choice',
  stem: both('Which is larger?', 'أيهما أكبر؟'),
  choices: [
    { id: 'opt-half', text: both('1/2', '١/٢') },
    { id: 'opt-third', text: both('1/3', '١/٣'), misconception: HALF_MISCONCEPTION },
  ],
  key: { kind: 'choice', correct: 'opt-half' },
  keyText: both('1/2 (the half)', '١/٢ (النصف)'),
  solution: [
    both('Both have numerator 1: compare the pieces.', 'البسط واحد في الكسرين: قارن الأجزاء.'),
    both('A half is bigger than a third: 1/2 (the half).', 'النصف أكبر من الثلث: ١/٢ (النصف).'),
  ],
  hints: [
    both('Think of a cake cut in 2 and in 3.', 'تخيل كعكة مقسومة إلى ٢ وإلى ٣.'),
    both('Fewer pieces means bigger pieces.', 'عدد أقل من الأجزاء يعني أجزاء أكبر.'),
    both('Which cake gives the bigger slice?', 'أي كعكة تعطي قطعة أكبر؟'),
  ],
};

export const placeItem: Item = {
  ...compareItem,
  id: 'test-place-1',
  unitId: OTHER_UNIT,
  skill: `${OTHER_UNIT}/place`,
  stem: both('Which is larger, 1/2 or 1/3? (numbers)', 'أيهما أكبر، ١/٢ أم ١/٣؟ (الأعداد)'),
};

export const testBank = createItemIndex([addGenerator], [compareItem, placeItem, addExercise, pyChoiceItem]);

export const CATALOG: Record<
  string,
  { subjectId: string; languageId?: string; nameEn: string; nameAr: string }
> = {
  [UNIT]: { subjectId: 'primary-3-math', nameEn: 'Fractions', nameAr: 'الكسور' },
  [OTHER_UNIT]: { subjectId: 'primary-3-math', nameEn: 'Numbers to 10,000', nameAr: 'الأعداد حتى ١٠٠٠٠' },
  [EMPTY_UNIT]: { subjectId: 'primary-3-math', nameEn: 'Area and perimeter', nameAr: 'المساحة والمحيط' },
  [PY_UNIT]: { subjectId: '', languageId: 'python', nameEn: 'Functions', nameAr: 'الدوال' },
};
