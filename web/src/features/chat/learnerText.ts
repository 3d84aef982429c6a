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

/**
 * A message with the composer's code: the text, then the code as a block fenced with its language (a longer fence
 * when the code holds one), so it shows as code and the tutor knows its language.
 */
export function withCode(text: string, code: string, language: string): string {
  if (!code.trim()) return text.trim();
  let fence = '```';
  while (code.includes(fence)) fence += '`';
  const block = `${fence}${language}\n${code.replace(/\s+$/, '')}\n${fence}`;
  return text.trim() ? `${text.trim()}\n\n${block}` : block;
}
