import type { ChoiceOption, OrderPiece } from '../items/types';
import { foldText, normaliseSymbols } from './normalise';
import { readNumber } from './number';

/** Option letters as shown: A B C D... in English, أ ب ج د... in Arabic (folded: أ → ا, هـ → ه). */
const LATIN_LETTERS = 'abcdefgh';
const ARABIC_LETTERS = ['ا', 'ب', 'ج', 'د', 'ه', 'و', 'ز', 'ح'];

function letterIndex(folded: string): number | undefined {
  const letter = /^\(?([a-h]|[ابجدهوزح])\)?$/.exec(folded)?.[1];
  if (letter === undefined) return undefined;
  const latin = LATIN_LETTERS.indexOf(letter);
  return latin >= 0 ? latin : ARABIC_LETTERS.indexOf(letter);
}

/** A text's forms for comparison, computed once: folded words and, when it is one, its number. */
interface Forms {
  /** Folded, then without spaces ("2x+3" is "2x + 3"). */
  folded: string;
  value: number | undefined;
}

function forms(text: string): Forms {
  return { folded: foldText(text).replace(/ /g, ''), value: readNumber(text) };
}

/** Whether an answer is one of a piece's texts: the same words after folding, or the same number. */
function sameText(answer: Forms, texts: readonly Forms[]): boolean {
  return texts.some(
    (t) =>
      (answer.folded !== '' && t.folded === answer.folded) ||
      (answer.value !== undefined && t.value === answer.value),
  );
}

/** Each option's or piece's forms in both languages, computed once per item. */
const cached = new WeakMap<readonly { text: { ar: string; en: string } }[], Forms[][]>();

function textForms(list: readonly { text: { ar: string; en: string } }[]): Forms[][] {
  let known = cached.get(list);
  if (!known) {
    known = list.map((o) => [forms(o.text.ar), forms(o.text.en)]);
    cached.set(list, known);
  }
  return known;
}

/**
 * The option a learner chose, or undefined when the answer names none: by id ("o2"), by letter as shown
 * ("B", "(b)", "ب"), by the option's text in either language ("3/4", "٣/٤", "0.75" for an option "3/4"),
 * or by letter and text ("B. 3/4"). Option ids should not be single letters, so an id never reads as a letter.
 */
export function chosenOption(options: readonly ChoiceOption[], answer: string): ChoiceOption | undefined {
  const folded = foldText(answer);
  if (!folded) return undefined;
  const byId = options.find((o) => o.id.toLowerCase() === folded);
  if (byId) return byId;
  const index = letterIndex(folded);
  if (index !== undefined && index >= 0) return options[index];
  const answerForms = forms(answer);
  const optionForms = textForms(options);
  const byText = options.filter((_, i) => sameText(answerForms, optionForms[i] as Forms[]));
  if (byText.length === 1) return byText[0];
  // "B. 3/4", "ب) ٣/٤": a letter, then the option's text.
  const lettered = /^\(?([a-h]|[ابجدهوزح])\)?[.):-]?\s+(.+)$/.exec(folded);
  if (lettered) {
    const index = letterIndex(lettered[1] as string) ?? -1;
    const option = options[index];
    if (option && sameText(forms(lettered[2] as string), optionForms[index] as Forms[])) return option;
  }
  return undefined;
}

/**
 * The ways an ordering answer may be split into its parts, most telling first: by lines (code), by commas, ، ;
 * or arrows (pieces of several words), then also by spaces and < > ("3 1 2", "45 < 300"). "1,000" stays one number.
 */
function orderReadings(answer: string): string[][] {
  const lines = answer
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line);
  const text = normaliseSymbols(answer).replace(/(?<=\d),(?=\d{3}(?!\d))/g, '');
  const parts = (pattern: RegExp) => text.split(pattern).filter((t) => t);
  return [lines, parts(/\s*[,;،|→←]\s*/), parts(/\s*(?:[,;<>|→←]|\s-\s|\s)\s*/)];
}

/**
 * The pieces' ids in the order a learner gave, or undefined when the answer is not a whole ordering of them:
 * ids, the pieces' own texts (numbers compared as numbers), or 1-based positions in the order shown.
 * Texts come before positions: "order 3, 1, 2" answered "1 2 3" means the values.
 */
export function givenOrder(pieces: readonly OrderPiece[], answer: string): string[] | undefined {
  for (const tokens of orderReadings(answer)) {
    const order = tokens.length === pieces.length ? orderOf(pieces, tokens) : undefined;
    if (order) return order;
  }
  return undefined;
}

/** The pieces' ids named by the tokens, one token per piece, or undefined when they do not name every piece. */
function orderOf(pieces: readonly OrderPiece[], tokens: readonly string[]): string[] | undefined {
  const complete = (ids: (string | undefined)[]): ids is string[] =>
    ids.every((id) => id !== undefined) && new Set(ids).size === pieces.length;

  const byId = tokens.map((t) => pieces.find((p) => p.id.toLowerCase() === t.toLowerCase())?.id);
  if (complete(byId)) return byId;
  const pieceForms = textForms(pieces);
  const byText = tokens.map((t) => {
    const tokenForms = forms(t);
    return pieces.find((_, i) => sameText(tokenForms, pieceForms[i] as Forms[]))?.id;
  });
  if (complete(byText)) return byText;
  const byPosition = tokens.map((t) => (/^\d+$/.test(t) ? pieces[Number(t) - 1]?.id : undefined));
  if (complete(byPosition)) return byPosition;
  return undefined;
}
