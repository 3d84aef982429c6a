import { mathToWords, powerWord, type SpeechLanguage } from './math-words';

/** Display names of fenced code languages, as a learner would say them. */
const CODE_LANGUAGES: Record<string, string> = {
  py: 'Python',
  python: 'Python',
  js: 'JavaScript',
  javascript: 'JavaScript',
  jsx: 'JavaScript',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  tsx: 'TypeScript',
  java: 'Java',
  cs: 'C#',
  csharp: 'C#',
  'c#': 'C#',
  cpp: 'C++',
  'c++': 'C++',
  c: 'C',
  php: 'PHP',
  html: 'HTML',
  css: 'CSS',
  sql: 'SQL',
  sh: 'shell',
  bash: 'shell',
  shell: 'shell',
  json: 'JSON',
};

/** "a Python code block" / "مقطع برمجي بلغة Python": code is announced, never read symbol by symbol. */
function codeBlock(info: string, language: SpeechLanguage): string {
  const tag = info.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  const name = tag ? (CODE_LANGUAGES[tag] ?? tag.charAt(0).toUpperCase() + tag.slice(1)) : '';
  if (language === 'ar') return name ? `مقطع برمجي بلغة ${name}.` : 'مقطع برمجي.';
  if (!name) return 'a code block.';
  return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name} code block.`;
}

/** Markdown marks dropped from prose, keeping its words (link and inline-code texts included). */
function plainProse(markdown: string): string {
  return (
    markdown
      .replace(/`([^`]*)`/g, '$1')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s{0,3}#{1,6}\s+/gm, '')
      .replace(/^\s*>\s?/gm, '')
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
      .replace(/^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/gm, ' ')
      .replace(/(\*\*|\*|~~)(?=\S)([^\n]{0,500}?\S)\1/g, '$2')
      // Underscores emphasise only outside words: x_1 is a subscript, not emphasis.
      .replace(/(?<![A-Za-z0-9])(__|_)(?=\S)([^\n]{0,500}?\S)\1(?![A-Za-z0-9])/g, '$2')
      .replace(/\|/g, ' ')
  );
}

/**
 * Bare maths in prose (a tutor writes `x^2 = 9` or `6 ÷ 2` outside delimiters too): powers and operators set
 * apart by spaces are read as words; a plus inside a word (C++) and < > (arrows, quotes in prose) are left alone.
 */
function proseMath(text: string, language: SpeechLanguage): string {
  return (
    text
      // A word or unit squared or cubed (cm², سم³) keeps its word: it is not a product of letters.
      .replace(
        /(\p{Script=Arabic}+|[A-Za-z]{2,})([²³])/gu,
        (_, word: string, power: string) => `${word} ${powerWord(power === '²' ? '2' : '3', language)}`,
      )
      .replace(/[A-Za-z0-9]+(?:\^(?:\{[^}]*\}|[A-Za-z0-9]+)|_(?:\{[^}]*\}|[A-Za-z0-9])|[²³])+/g, (tex) =>
        mathToWords(tex, language),
      )
      .replace(
        /(^|\s)([+=≠≤≥×÷±−≈])(?=\s)/g,
        (_, space: string, symbol: string) => space + mathToWords(symbol, language),
      )
  );
}

/**
 * Fenced code, display and inline LaTeX (\[ \], \( \), $$ $$, $ $), and the prose between them. A formula
 * is at most 2000 characters, so text full of unclosed delimiters costs linear time, not quadratic.
 */
const SEGMENT =
  /```([^\n`]*)\n[\s\S]*?(?:```|$)|\\\[([\s\S]{0,2000}?)\\\]|\\\(([\s\S]{0,2000}?)\\\)|\$\$([\s\S]{0,2000}?)\$\$|\$(?=\S)([^$\n]{0,500}?\S)\$/g;

/** The longest reply text accepted for reading aloud (a reply is far shorter; the bound keeps work small). */
export const SPEAKABLE_MAX_INPUT_CHARS = 50_000;

/**
 * What Read aloud says for a reply, in the reply's language: markdown marks dropped, LaTeX read as words,
 * fenced code announced instead of read; at most maxChars characters.
 */
export function speakable(markdown: string, language: SpeechLanguage, maxChars: number): string {
  const parts: string[] = [];
  let last = 0;
  for (const match of markdown.matchAll(SEGMENT)) {
    parts.push(proseMath(plainProse(markdown.slice(last, match.index)), language));
    const [whole, info, ...math] = match;
    const display = /^(\\\[|\$\$)/.test(whole);
    if (whole.startsWith('```')) parts.push(` ${codeBlock(info ?? '', language)} `);
    // A display formula stands alone: it ends as a sentence does.
    else
      parts.push(` ${mathToWords(math.find((m) => m !== undefined) ?? '', language)}${display ? '.' : ''} `);
    last = match.index + whole.length;
  }
  parts.push(proseMath(plainProse(markdown.slice(last)), language));
  return (
    parts
      .join('')
      .replace(/\s+([,.;:!?،؟])/g, '$1')
      // A fraction's closing pause before a full stop or another comma is one mark, not two.
      .replace(/[,،]+(?=[.;:!?؟,،])/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, maxChars)
  );
}
