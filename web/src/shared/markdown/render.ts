/**
 * Message content to HTML, loaded on demand (with markdown-it, highlight.js, DOMPurify and KaTeX) so none of it
 * weighs on /login. markdown-it (raw HTML off) turns the markdown into HTML whose renderer rules only emit the
 * spec's tags: numbered lists become a `ul` in `div.ordered`, inline code `span.code`, code blocks
 * `pre.code language-x` with highlight.js token spans. DOMPurify then cuts everything down to the allow-list
 * (h1-h4, p, ul, li, strong, em, div, span, pre; class only on div, span and pre). Math in \( \) and \[ \] is set
 * aside before markdown sees it (its backslashes and underscores are TeX, not markdown) and typeset by KaTeX
 * after sanitising, from text only, so no model output reaches the page unsanitised.
 */
import DOMPurify from 'dompurify';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import MarkdownIt from 'markdown-it';
// Not used here: importing React makes its chunk the host of the bundler's CommonJS-interop runtime (which
// highlight.js's CommonJS core needs too); otherwise that runtime becomes a standalone file on /login under
// the 1 KB that the gateway compresses.
import 'react';

const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'p', 'ul', 'li', 'strong', 'em', 'div', 'span', 'pre'];
const CLASS_TAGS = new Set(['DIV', 'SPAN', 'PRE']);
const OPEN = '\uE000';
const CLOSE = '\uE001';

// The languages tutoring code comes in (the core alone knows none); html is highlight.js's xml.
for (const [name, language] of Object.entries({
  bash,
  cpp,
  csharp,
  css,
  java,
  javascript,
  json,
  php,
  python,
  typescript,
  xml,
}))
  hljs.registerLanguage(name, language);
hljs.registerAliases(['html', 'svg'], { languageName: 'xml' });
hljs.registerAliases(['c', 'c++', 'h', 'hpp'], { languageName: 'cpp' });
hljs.registerAliases(['c#', 'cs'], { languageName: 'csharp' });

DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  if (data.attrName === 'class' && !CLASS_TAGS.has(node.nodeName)) data.keepAttr = false;
});

export function sanitize(html: string): string {
  // DOMPurify lets data-* and aria-* through by default: the spec allows class alone.
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['class'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
// Tables would lose their tags to the allow-list and run their cells together: left as the text they are.
md.disable(['table']);
const escapeHtml = md.utils.escapeHtml;
const rules = md.renderer.rules;

/** A fence's language as a class name: letters, digits and a few signs only. */
const languageOf = (info: string) =>
  (info.trim().split(/\s+/)[0] ?? '').toLowerCase().replace(/[^\w#+-]/g, '');

function highlighted(code: string, language: string): string {
  if (!language || !hljs.getLanguage(language)) return escapeHtml(code);
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}

rules.fence = (tokens, idx) => {
  const token = tokens[idx]!;
  const language = languageOf(token.info);
  const classes = language ? `code language-${language}` : 'code';
  return `<pre class="${classes}">${highlighted(token.content.replace(/\n$/, ''), language)}</pre>\n`;
};
rules.code_block = (tokens, idx) =>
  `<pre class="code">${escapeHtml(tokens[idx]!.content.replace(/\n$/, ''))}</pre>\n`;
rules.code_inline = (tokens, idx) => `<span class="code">${escapeHtml(tokens[idx]!.content)}</span>`;
// No ol in the allow-list: a numbered list is a ul that styles.css numbers.
rules.ordered_list_open = () => '<div class="ordered"><ul>\n';
rules.ordered_list_close = () => '</ul></div>\n';
// h5 and h6 would be stripped to bare text: they become h4.
rules.heading_open = (tokens, idx) =>
  `<${tokens[idx]!.tag === 'h5' || tokens[idx]!.tag === 'h6' ? 'h4' : tokens[idx]!.tag}>`;
rules.heading_close = (tokens, idx) =>
  `</${tokens[idx]!.tag === 'h5' || tokens[idx]!.tag === 'h6' ? 'h4' : tokens[idx]!.tag}>\n`;
// An image in a message is its description (no img in the allow-list, and no fetching what a model names).
rules.image = (tokens, idx) => escapeHtml(tokens[idx]!.content);

interface Held {
  display: boolean;
  tex: string;
}

/** Sets math aside as placeholders, outside code fences and inline code (whose backslashes are code). */
function holdMath(source: string, held: Held[]): string {
  const hold = (display: boolean, tex: string) =>
    `${OPEN}${held.push({ display, tex: tex.trim() }) - 1}${CLOSE}`;
  return source
    .split(/(^ {0,3}(?:```|~~~)[\s\S]*?(?:^ {0,3}(?:```|~~~)[^\S\n]*$|(?![\s\S]))|`[^`\n]+`)/m)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/\\\[([\s\S]+?)\\\]/g, (_, tex: string) => hold(true, tex))
            .replace(/\\\(([\s\S]+?)\\\)/g, (_, tex: string) => hold(false, tex)),
    )
    .join('');
}

function typeset(item: Held): string {
  const html = katex.renderToString(item.tex, {
    displayMode: item.display,
    throwOnError: false,
    output: 'html',
    trust: false,
  });
  return `<span class="math">${html}</span>`;
}

export interface RenderOptions {
  /** Each paragraph, heading and list item takes its direction from its own text (the learner's messages). */
  autoDirection?: boolean;
}

/** The HTML of one message: safe to set as innerHTML. */
export function renderMessage(source: string, options: RenderOptions = {}): string {
  const held: Held[] = [];
  const prepared = holdMath(source.replace(/\r\n?/g, '\n').replace(/[\uE000\uE001]/g, ''), held);
  // A display formula alone in its paragraph is a block of its own.
  const html = md
    .render(prepared)
    .replace(new RegExp(`<p>${OPEN}(\\d+)${CLOSE}</p>`, 'g'), (whole, n: string) =>
      held[Number(n)]?.display ? `<div class="math-block">${OPEN}${n}${CLOSE}</div>` : whole,
    );
  let safe = sanitize(html);
  // Added after sanitising (dir is not in the allow-list): a fixed attribute, nothing from the source.
  if (options.autoDirection) safe = safe.replace(/<(p|h[1-4]|li)>/g, '<$1 dir="auto">');
  return safe.replace(new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g'), (_, n: string) => {
    const item = held[Number(n)];
    return item ? typeset(item) : '';
  });
}
