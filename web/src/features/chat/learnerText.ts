/**
 * The learner's own text as markdown that keeps what they typed: a run of code-looking lines (pasted code
 * without fences) becomes a fenced block, so it shows as code (left to right, monospace, indentation kept).
 * Text that already has a fence is left as written. The rest stays prose, its line breaks kept by the bubble's
 * CSS (white-space: pre-wrap).
 */
const CODE_LINE = [
  /^\s{2,}\S/, // indented
  /^\t/,
  /[{};]\s*$/, // ends a block or a statement
  /^\s*[})\]]/,
  /^\s*(def|class|import|from|for|while|if|elif|else|try|except|return|function|const|let|var|public|private|static|#include|using|package|print|console\.log|System\.out)\b/,
  /^\s*[\w.[\]]+\s*[+\-*/]?=\s*\S/, // an assignment
  /^\s*\w[\w.]*\(.*\)\s*:?$/, // a call, or a definition's header
  /^\s*(#|\/\/)/, // a comment
];
const looksLikeCode = (line: string) => CODE_LINE.some((pattern) => pattern.test(line));
/** A run needs this many code-looking lines to be code: one line with `=` in a sentence is still prose. */
const MIN_CODE_LINES = 2;

export function learnerMarkdown(text: string): string {
  if (/^\s*(```|~~~)/m.test(text)) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    // Blank lines at the run's end belong to the prose after it.
    let end = run.length;
    while (end > 0 && !run[end - 1]!.trim()) end--;
    const code = run.slice(0, end);
    if (code.filter((l) => l.trim()).length >= MIN_CODE_LINES) out.push('```', ...code, '```');
    else out.push(...code);
    out.push(...run.slice(end));
    run = [];
  };
  for (const line of lines) {
    if (looksLikeCode(line) || (run.length > 0 && !line.trim())) run.push(line);
    else {
      flush();
      out.push(line);
    }
  }
  flush();
  return out.join('\n');
}

/** The text as a fenced block (a longer fence when the text holds one), with an info string such as the language. */
function fenced(text: string, info = ''): string {
  let fence = '```';
  while (text.includes(fence)) fence += '`';
  return `${fence}${info}\n${text.replace(/\s+$/, '')}\n${fence}`;
}

/** What happened when the learner ran the code in the browser, as the composer sends it with the code. */
export interface CodeRunReport {
  /** "When I ran it: the program stopped with an error on line 3." in the learner's language. */
  heading: string;
  stdin: string;
  stdout: string;
  error?: string;
  labels: { input: string; output: string; error: string; noOutput: string };
}

/**
 * A message with the composer's code: the text, then the code as a block fenced with its language, so it shows as
 * code and the tutor knows its language; and, when the learner ran this code, its input, output and error, so the
 * tutor sees what happened instead of guessing what the program would do.
 */
export function withCode(text: string, code: string, language: string, ran?: CodeRunReport): string {
  if (!code.trim()) return text.trim();
  const parts = [text.trim(), fenced(code, language)];
  if (ran) {
    parts.push(ran.heading);
    if (ran.stdin.trim()) parts.push(`${ran.labels.input}:\n${fenced(ran.stdin)}`);
    parts.push(ran.stdout.trim() ? `${ran.labels.output}:\n${fenced(ran.stdout)}` : ran.labels.noOutput);
    if (ran.error) parts.push(`${ran.labels.error}:\n${fenced(ran.error)}`);
  }
  return parts.filter(Boolean).join('\n\n');
}
