/**
 * Message content to HTML, loaded on demand with KaTeX and DOMPurify. The source's markdown-like subset
 * (headings, bullets, numbered steps, bold, italic, code) becomes HTML that DOMPurify then cuts down to the
 * spec's allow-list (h1-h4, p, ul, li, strong, em, div, span, pre; class only on div, span and pre). Math in
 * \( \) and \[ \] is set aside before and typeset by the app after, so no model output ever reaches the page
 * unsanitised; code and formulas are marked to stay left-to-right inside Arabic text (see styles.css).
 */
import DOMPurify from 'dompurify';
import katex from 'katex';
import 'katex/dist/katex.min.css';

const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'p', 'ul', 'li', 'strong', 'em', 'div', 'span', 'pre'];
const CLASS_TAGS = new Set(['DIV', 'SPAN', 'PRE']);
const OPEN = '\uE000';
const CLOSE = '\uE001';

DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  if (data.attrName === 'class' && !CLASS_TAGS.has(node.nodeName)) data.keepAttr = false;
});

export function sanitize(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['class'], KEEP_CONTENT: true });
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Held {
  kind: 'math' | 'display' | 'code';
  text: string;
}

function inline(text: string, held: Held[]): string {
  const hold = (item: Held) => `${OPEN}${held.push(item) - 1}${CLOSE}`;
  const coded = text.replace(/`([^`\n]+)`/g, (_, code: string) => hold({ kind: 'code', text: code }));
  return escapeHtml(coded)
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/__([^_]+)__/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*([^*\s][^*]*?)\*(?!\*)/g, '$1<em>$2</em>')
    .replace(/(^|[^\w])_([^_\s][^_]*?)_(?!\w)/g, '$1<em>$2</em>');
}

function blocks(source: string, held: Held[]): string {
  const out: string[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flushParagraph = () => {
    if (paragraph.length) out.push(`<p>${paragraph.map((l) => inline(l, held)).join(' ')}</p>`);
    paragraph = [];
  };
  const flushList = () => {
    if (!list) return;
    const items = list.items.map((item) => `<li>${inline(item, held)}</li>`).join('');
    out.push(list.ordered ? `<div class="ordered"><ul>${items}</ul></div>` : `<ul>${items}</ul>`);
    list = null;
  };
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^\s*```/.exec(line);
    if (fence) {
      flushParagraph();
      flushList();
      const code: string[] = [];
      while (++i < lines.length && !/^\s*```/.test(lines[i]!)) code.push(lines[i]!);
      out.push(`<pre class="code">${escapeHtml(code.join('\n'))}</pre>`);
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*•]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (heading) {
      flushParagraph();
      flushList();
      const level = Math.min(4, heading[1]!.length);
      out.push(`<h${level}>${inline(heading[2]!, held)}</h${level}>`);
    } else if (bullet || numbered) {
      flushParagraph();
      const ordered = Boolean(numbered);
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (!line.trim()) {
      flushParagraph();
      flushList();
    } else if (
      new RegExp(`^\\s*${OPEN}\\d+${CLOSE}\\s*$`).test(line) &&
      /display/.test(held[Number(line.trim().slice(1, -1))]?.kind ?? '')
    ) {
      flushParagraph();
      flushList();
      out.push(`<div class="math-block">${line.trim()}</div>`);
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return out.join('');
}

function typeset(item: Held): string {
  if (item.kind === 'code') return `<span class="code">${escapeHtml(item.text)}</span>`;
  const html = katex.renderToString(item.text, {
    displayMode: item.kind === 'display',
    throwOnError: false,
    output: 'html',
    trust: false,
  });
  return `<span class="math">${html}</span>`;
}

/** The HTML of one message: safe to set as innerHTML. */
export function renderMessage(source: string): string {
  const held: Held[] = [];
  const hold = (item: Held) => `${OPEN}${held.push(item) - 1}${CLOSE}`;
  // Code fences keep their backslashes: math is only looked for outside them.
  const parts = source
    .replace(/\r\n?/g, '\n')
    .replace(/[\uE000\uE001]/g, '')
    .split(/(^\s*```[\s\S]*?(?:^\s*```|$(?![\s\S])))/m);
  const prepared = parts
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/\\\[([\s\S]+?)\\\]/g, (_, tex: string) => hold({ kind: 'display', text: tex.trim() }))
            .replace(/\\\(([\s\S]+?)\\\)/g, (_, tex: string) => hold({ kind: 'math', text: tex.trim() })),
    )
    .join('');
  const safe = sanitize(blocks(prepared, held));
  return safe.replace(new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g'), (_, n: string) => {
    const item = held[Number(n)];
    return item ? typeset(item) : '';
  });
}
