/**
 * Code that runs in the learner's browser (issue 34, items 1 and 2) in Chromium against the whole system, through
 * the coding assistant's composer: Code opens the editor in the conversation's language, Run runs it.
 * (a) Pyodide loads and runs with every origin but the gateway's blocked, and no request leaves that origin;
 * (b) a Python program reads its input; an endless loop is stopped at the time limit and the next run works;
 * (c) JavaScript and TypeScript run (a TypeScript error names its line); (d) in Arabic at 390 px the editor is
 * left to right, a long line scrolls inside it and not the page; Escape then Tab leaves it; the code is sent as a
 * fenced block. No page logs a Content-Security-Policy violation (Chromium reports a worker's to no console
 * Playwright hears: the workers' policies are shown by what works in them, Pyodide's WebAssembly and the learner's
 * eval, and by what does not, a fetch from the learner's JavaScript).
 * Screenshots: test-artifacts/screenshots/code-runner-*.png.
 */
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { signedUp } from '@tutor/test-kit';
import ar from '../../web/src/i18n/ar.json';
import en from '../../web/src/i18n/en.json';
import {
  DESKTOP,
  PHONE,
  SHOTS,
  browserSystemForFile,
  describeInBrowser,
  gqlInPage,
  horizontalOverflow,
  signInOnStandIn,
} from './chromium';

type Texts = typeof en;

/** i18next's {{name}} placeholders filled in (numbers as the page writes them: Eastern Arabic digits in Arabic). */
const fill = (text: string, values: Record<string, string | number>, lang: 'en' | 'ar') =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name]!;
    return typeof value === 'number' ? value.toLocaleString(lang === 'ar' ? 'ar-EG' : 'en-GB') : value;
  });

describeInBrowser('code that runs in the browser (whole system)', () => {
  const { system, browser } = browserSystemForFile('code_runner', {
    DEV_MODEL_TTFT_MS: '20',
    DEV_MODEL_TOKENS_PER_SECOND: '400',
  });

  /** Everything the browser asked for, and every CSP complaint a page logs. */
  interface Watch {
    requests: string[];
    csp: string[];
  }

  let people = 0;
  /** A student in `lang`, signed in through the Google stand-in, in a context of their own at `viewport`. */
  async function student(
    lang: 'en' | 'ar',
    viewport: { width: number; height: number } = DESKTOP,
    offline = false,
  ) {
    const email = `coder${++people}@tutor.test`;
    const person = await signedUp(system.gateway, email, `Coder ${people}`);
    await person.gql(`mutation { setLanguage(language: "${lang}") { id } }`);
    await person.gql('mutation { setUserType(userType: "student") { id } }');
    await person.gql('mutation { saveStudentDetails(educationalStage: "high", academicYear: "1") { id } }');
    const context = await browser.newContext({ viewport });
    const watch: Watch = { requests: [], csp: [] };
    const page = await context.newPage();
    page.on('console', (m) => {
      if (/Content[- ]Security[- ]Policy|Refused to/i.test(m.text())) watch.csp.push(m.text());
    });
    page.on('pageerror', (e) => watch.csp.push(`page error: ${e.message}`));
    await page.goto(`${system.gateway}/login`);
    // A visitor's page is in the browser's language (English here); the account's language applies once signed in.
    await page.getByRole('button', { name: en.login.signIn }).click();
    await signInOnStandIn(page, email, `Coder ${people}`);
    await page.waitForURL(`${system.gateway}/`);
    // Signed in (the Google stand-in has an origin of its own): from here on every origin but the gateway's is
    // unreachable, so nothing can come from a CDN.
    const gateway = new URL(system.gateway).origin;
    if (offline)
      await context.route('**/*', (route) =>
        new URL(route.request().url()).origin === gateway ? route.continue() : route.abort(),
      );
    context.on('request', (r) => watch.requests.push(r.url()));
    return { page, context, watch };
  }

  /** A programming conversation in `languageId`, opened at /assistant/<id>, with its code box open. */
  async function assistant(page: Page, t: Texts, languageId: string) {
    const started = await gqlInPage(
      page,
      `mutation { startConversation(kind: PROGRAMMING, languageId: "${languageId}") { id } }`,
    );
    expect(started.errors).toBeUndefined();
    await page.goto(`${system.gateway}/assistant/${started.data.startConversation.id}`);
    await page.getByRole('button', { name: t.chat.code.open, exact: true }).click();
    await page.locator('.composer-code .cm-content').waitFor();
  }

  /** Replaces the editor's text, typed as a paste would insert it (no auto-indent on the way). */
  async function write(page: Page, code: string) {
    const editor = page.locator('.composer-code .cm-content');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(code);
    // The code box's draft (kept as it is typed) holds exactly the code.
    await page.waitForFunction((expected) => {
      const id = (globalThis as any).location.pathname.split('/')[2];
      return (globalThis as any).localStorage.getItem(`tutor.draft.PROGRAMMING.${id}.code`) === expected;
    }, code);
  }

  /** Run, and what the page then says: the verdict line and the output. */
  async function run(page: Page, t: Texts, stdin?: string) {
    if (stdin !== undefined) {
      const box = page.getByLabel(t.codeRunner.stdin, { exact: true });
      if (!(await box.isVisible())) await page.locator('.code-run-stdin summary').click();
      await box.fill(stdin);
    }
    await page.getByRole('button', { name: t.codeRunner.run, exact: true }).click();
    const verdict = page.locator('.code-run-verdict');
    // Python's first run downloads and starts Pyodide (about 12 MB) first.
    await verdict.waitFor({ timeout: 120_000 });
    const output = page.locator('.code-run-output pre').first();
    return {
      verdict: (await verdict.innerText()).trim(),
      output: (await output.isVisible()) ? (await output.innerText()).replace(/\n$/, '') : '',
      error: (await page.locator('.code-run-error').count())
        ? await page.locator('.code-run-error').innerText()
        : '',
    };
  }

  const shoot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(SHOTS, `code-runner-${name}.png`) });

  async function done(context: BrowserContext, watch: Watch) {
    expect(watch.csp).toEqual([]);
    await context.close();
  }

  it('(a) Pyodide loads from the gateway alone, every other origin blocked, and runs Python', async () => {
    const { page, context, watch } = await student('en', DESKTOP, true);
    await assistant(page, en, 'python');
    await write(page, 'print("Hello from Pyodide")\nprint(sum(range(10)))');
    const result = await run(page, en);
    expect(result).toEqual({ verdict: en.codeRunner.ok, output: 'Hello from Pyodide\n45', error: '' });

    const gateway = new URL(system.gateway).origin;
    // The runtime's files came from the gateway under their version, the WebAssembly among them...
    expect(watch.requests).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/runtime\/pyodide\/\d+\.\d+\.\d+\/pyodide\.asm\.wasm$/),
      ]),
    );
    // ...and nothing at all was asked of another origin.
    expect(watch.requests.filter((url) => new URL(url).origin !== gateway)).toEqual([]);
    await done(context, watch);
  }, 240_000);

  it('(b) Python reads its input; an endless loop meets the time limit and the next run works', async () => {
    const { page, context, watch } = await student('en');
    await assistant(page, en, 'python');
    await write(
      page,
      'name = input()\nage = int(input())\nprint(f"Hello, {name}! Next year you will be {age + 1}.")',
    );
    expect(await run(page, en, 'Ada\n36\n')).toEqual({
      verdict: en.codeRunner.ok,
      output: 'Hello, Ada! Next year you will be 37.',
      error: '',
    });

    await write(page, 'print("looping")\nwhile True:\n    pass');
    const stopped = await run(page, en);
    expect(stopped.verdict).toBe(fill(en.codeRunner.timeLimit, { seconds: 5 }, 'en'));
    await shoot(page, 'time-limit-1280');

    // The stopped worker is gone; the next run starts a fresh Python.
    await write(page, 'x = [1, 2, 3]\nprint(x[5])');
    const failed = await run(page, en, '');
    expect(failed.verdict).toBe(fill(en.codeRunner.errorAt, { line: 2 }, 'en'));
    expect(failed.error).toBe('IndexError: list index out of range');
    await write(page, 'print("fresh")');
    expect((await run(page, en)).output).toBe('fresh');
    await done(context, watch);
  }, 240_000);

  it('(c) runs JavaScript and TypeScript, reading prompt() and naming an error’s line', async () => {
    const { page, context, watch } = await student('en');
    await assistant(page, en, 'javascript');
    await write(page, 'const name = prompt();\nconsole.log(`Hi ${name}`, [1, 2], { ok: true });');
    expect(await run(page, en, 'Sam')).toEqual({
      verdict: en.codeRunner.ok,
      output: 'Hi Sam [ 1, 2 ] { ok: true }',
      error: '',
    });
    // The learner's JavaScript has no network: its worker's policy allows no connection at all.
    await write(
      page,
      "fetch('/graphql').then(() => console.log('reached'), () => console.log('no network'));",
    );
    expect((await run(page, en)).output).toBe('no network');
    await write(page, 'for (let i = 0; ; i++) {}');
    expect((await run(page, en)).verdict).toBe(fill(en.codeRunner.timeLimit, { seconds: 5 }, 'en'));

    await assistant(page, en, 'typescript');
    await write(
      page,
      'interface Point { x: number; y: number }\nconst p: Point = { x: 3, y: 4 };\nconsole.log(Math.hypot(p.x, p.y));\nconst q = (undefined as any).z;',
    );
    const ts = await run(page, en);
    expect(ts.output).toBe('5');
    expect(ts.verdict).toBe(fill(en.codeRunner.errorAt, { line: 4 }, 'en'));
    expect(ts.error).toMatch(/^TypeError: /);
    await done(context, watch);
  }, 120_000);

  it('(d) in Arabic at 390 px the editor is left to right, scrolls inside, and its code is sent fenced', async () => {
    const { page, context, watch } = await student('ar', PHONE);
    await assistant(page, ar, 'python');
    const long = `message = "${'a long line that goes on and on '.repeat(4)}"`;
    await write(page, `def greet(name):\n    return "Hello, " + name\n\n${long}\nprint(greet("Huda"))`);

    expect(await page.evaluate(() => (globalThis as any).document.documentElement.dir)).toBe('rtl');
    const editor = page.locator('.composer-code .code-editor');
    expect(await editor.getAttribute('dir')).toBe('ltr');
    expect(
      await page
        .locator('.composer-code .cm-content')
        .evaluate((el) => (globalThis as any).getComputedStyle(el).direction),
    ).toBe('ltr');
    // 16 px at least, so a phone does not zoom in when the editor takes focus.
    const fontSize = await page
      .locator('.composer-code .cm-content')
      .evaluate((el) => (globalThis as any).getComputedStyle(el).fontSize);
    expect(parseFloat(fontSize)).toBeGreaterThanOrEqual(16);
    // The long line scrolls inside the editor; the page does not scroll sideways.
    const scroller = await page
      .locator('.composer-code .cm-scroller')
      .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(scroller.scroll).toBeGreaterThan(scroller.client);
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await page.locator('.composer-code .cm-content').getAttribute('aria-label')).toBe(
      fill(ar.chat.code.label, { language: 'Python' }, 'ar'),
    );

    const result = await run(page, ar);
    expect(result.verdict).toBe(ar.codeRunner.ok);
    expect(result.output).toBe('Hello, Huda');
    await shoot(page, 'assistant-ar-390');
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'assistant-ar-1280');
    expect(await horizontalOverflow(page)).toEqual([]);

    // Tab indents; Escape then Tab moves on to the next control.
    const content = page.locator('.composer-code .cm-content');
    await content.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Tab');
    expect(await content.evaluate((el) => el.contains((globalThis as any).document.activeElement))).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await content.evaluate((el) => el.contains((globalThis as any).document.activeElement))).toBe(
      false,
    );

    // Sent: the text, then the code as a python block that reads left to right.
    await page.getByRole('textbox', { name: ar.chat.messageLabel }).fill('لماذا لا يعمل هذا؟');
    await page.getByRole('button', { name: ar.chat.send, exact: true }).click();
    const sent = page.locator('.bubble.student').last().locator('pre.code');
    await sent.waitFor({ timeout: 30_000 });
    expect(await sent.getAttribute('class')).toContain('language-python');
    expect(await sent.textContent()).toContain('def greet(name):\n    return "Hello, " + name');
    // Sending emptied the code box.
    expect(await page.locator('.composer-code').count()).toBe(0);
    await done(context, watch);
  }, 240_000);

  it('shows the composer with code and its output in English at 390 and 1280 px', async () => {
    const { page, context, watch } = await student('en', PHONE);
    await assistant(page, en, 'javascript');
    await write(
      page,
      'const names = ["Ada", "Grace", "Linus"];\nfor (const n of names) {\n  console.log(`Hello, ${n}!`);\n}',
    );
    expect((await run(page, en)).output).toBe('Hello, Ada!\nHello, Grace!\nHello, Linus!');
    await shoot(page, 'assistant-en-390');
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'assistant-en-1280');
    await page.evaluate(() => ((globalThis as any).document.documentElement.dataset.theme = 'dark'));
    await page.waitForTimeout(300); // colour transitions
    await shoot(page, 'assistant-en-dark-1280');

    // Sent after a run of the same code: the tutor sees what happened, the output under the code.
    await page.getByRole('textbox', { name: en.chat.messageLabel }).fill('Is this right?');
    await page.getByRole('button', { name: en.chat.send, exact: true }).click();
    const blocks = page.locator('.bubble.student').last().locator('pre.code');
    await blocks.nth(1).waitFor({ timeout: 30_000 });
    expect(await blocks.first().getAttribute('class')).toContain('language-javascript');
    expect(await blocks.nth(1).textContent()).toContain('Hello, Ada!\nHello, Grace!\nHello, Linus!');
    expect(await page.locator('.bubble.student').last().textContent()).toContain(
      fill(en.chat.code.ran, { summary: en.codeRunner.ok }, 'en'),
    );
    await done(context, watch);
  }, 120_000);
});
