/**
 * @jest-environment jsdom
 */
/** The message renderer: markdown-it's output held to the spec's allow-list, with code highlighted and math typeset. */
import { renderMessage, sanitize } from '../src/shared/markdown/render';

// KaTeX's stylesheet is for the bundler; jest has nothing to do with it.
jest.mock('katex/dist/katex.min.css', () => ({}));

const ALLOWED = new Set(['H1', 'H2', 'H3', 'H4', 'P', 'UL', 'LI', 'STRONG', 'EM', 'DIV', 'SPAN', 'PRE']);

/** The rendered HTML as a DOM, with what KaTeX typeset left out (it is built from text, after sanitising). */
function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  for (const math of root.querySelectorAll('span.math')) math.replaceChildren();
  return root;
}

/** Every element and attribute outside the allow-list (tags, and class only on div, span and pre). */
function outsideAllowList(html: string): string[] {
  const found: string[] = [];
  for (const el of parse(html).querySelectorAll('*')) {
    if (!ALLOWED.has(el.tagName)) found.push(el.tagName);
    for (const attr of el.getAttributeNames())
      if (attr !== 'class' || !['DIV', 'SPAN', 'PRE'].includes(el.tagName))
        found.push(`${el.tagName}[${attr}]`);
  }
  return found;
}

describe('renderMessage', () => {
  it.each([
    ['a script', '<script>window.__xss = 1</script> hello'],
    ['an img with onerror', '<img src=x onerror="window.__xss=1">'],
    ['a markdown image', '![a cat](https://evil.test/cat.png)'],
    ['a markdown link', '[click](javascript:alert(1)) and [site](https://evil.test)'],
    ['an autolink', '<https://evil.test>'],
    ['an iframe', '<iframe src="https://evil.test"></iframe>'],
    ['a style attribute', '<p style="color:red">red</p>'],
    ['a fence info string that tries to break out', '```js" onclick="alert(1)\nlet a = 1;\n```'],
    ['a table', '| a | b |\n| - | - |\n| 1 | 2 |'],
  ])('keeps to the allow-list with %s', (_, source) => {
    const html = renderMessage(source);
    expect(outsideAllowList(html)).toEqual([]);
    expect(html).not.toMatch(/<(script|img|a|iframe|table)\b|<[^>]*\s(on\w+|style|href|src)=/i);
  });

  it('sanitises HTML to the allow-list (the net under the markdown rules)', () => {
    const html = sanitize(
      '<h2 class="x" style="color:red">T</h2><script>1</script><img src=x onerror="alert(1)">' +
        '<iframe src="https://evil.test"></iframe><a href="javascript:alert(1)">link</a>' +
        '<ol><li onclick="alert(1)">one</li></ol><pre class="code" data-x="1">c</pre><span class="k" id="i">s</span>',
    );
    expect(outsideAllowList(html)).toEqual([]);
    expect(html).toBe('<h2>T</h2>link<li>one</li><pre class="code">c</pre><span class="k">s</span>');
  });

  it('shows raw HTML as the text it is', () => {
    const root = parse(renderMessage('<img src=x onerror="window.__xss=1">'));
    expect(root.textContent?.trim()).toBe('<img src=x onerror="window.__xss=1">');
  });

  it('renders headings, lists, bold and italic', () => {
    const root = parse(
      renderMessage('# Title\n\n###### Small\n\n- one\n- **two**\n\n1. first\n2. *second*\n\nplain _text_'),
    );
    expect(root.querySelector('h1')?.textContent).toBe('Title');
    expect(root.querySelector('h4')?.textContent).toBe('Small');
    expect([...root.querySelectorAll(':scope > ul > li')].map((li) => li.textContent)).toEqual([
      'one',
      'two',
    ]);
    expect(root.querySelector('ul strong')?.textContent).toBe('two');
    expect([...root.querySelectorAll('div.ordered > ul > li')].map((li) => li.textContent)).toEqual([
      'first',
      'second',
    ]);
    expect(root.querySelector('div.ordered em')?.textContent).toBe('second');
    expect(root.querySelector('p em')?.textContent).toBe('text');
  });

  it('highlights a fence as token spans and keeps its indentation', () => {
    const code = 'def greet(name):\n    if name:\n        return "hi " + name\n    return None';
    const html = renderMessage(`Here:\n\n\`\`\`python\n${code}\n\`\`\``);
    expect(outsideAllowList(html)).toEqual([]);
    const pre = parse(html).querySelector('pre')!;
    expect(pre.className).toBe('code language-python');
    expect(pre.textContent).toBe(code);
    expect(pre.querySelector('span.hljs-keyword')?.textContent).toBe('def');
    expect(pre.querySelector('span.hljs-string')?.textContent).toBe('"hi "');
  });

  it('escapes a fence in a language it does not know, and one without a language', () => {
    for (const fence of ['```brainfuck\n<b>+</b>\n```', '```\n<b>+</b>\n```']) {
      const pre = parse(renderMessage(fence)).querySelector('pre')!;
      expect(pre.textContent).toBe('<b>+</b>');
      expect(pre.children).toHaveLength(0);
    }
  });

  it('renders inline code as span.code, with its backslashes and markdown left alone', () => {
    const root = parse(renderMessage('Use `a_b * c \\(x\\)` here'));
    expect(root.querySelector('p > span.code')?.textContent).toBe('a_b * c \\(x\\)');
    expect(root.querySelector('span.math')).toBeNull();
  });

  it('typesets inline and display math, protected from markdown', () => {
    const html = renderMessage('The rule \\( a_1 * b_2 * c \\) holds.\n\n\\[ c = \\sqrt{a^2 + b^2} \\]');
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(root.querySelector('p > span.math .katex')).not.toBeNull();
    expect(root.querySelector('p em')).toBeNull(); // the * and _ were TeX
    expect(root.querySelector('div.math-block > span.math .katex-display')).not.toBeNull();
  });

  it('leaves math delimiters inside code fences as code', () => {
    const pre = parse(renderMessage('```\nprint("\\(x\\)")\n```')).querySelector('pre')!;
    expect(pre.textContent).toBe('print("\\(x\\)")');
  });

  it("gives each paragraph of the learner's text its own direction", () => {
    const html = renderMessage('مرحبا\n\nhello\n\n- item', { autoDirection: true });
    expect(html).toContain('<p dir="auto">مرحبا</p>');
    expect(html).toContain('<p dir="auto">hello</p>');
    expect(html).toContain('<li dir="auto">item</li>');
    expect(renderMessage('hello')).toBe('<p>hello</p>\n');
  });
});
