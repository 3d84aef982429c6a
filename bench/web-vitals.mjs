// What a learner's browser feels: in Debian's Chromium, the chat of a signed-in learner with 50 messages, its
// largest contentful paint and cumulative layout shift, and the long tasks while a reply streams; then Lighthouse
// (mobile settings, its own throttling) on /login, home and that chat. Figures, not pass/fail: printed beside the
// web UI issue's budgets and written to bench/results/web-vitals.json.
/* global window, document, PerformanceObserver -- the page.evaluate callbacks run in the browser */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import kit from '../packages/test-kit/dist/index.js';
import { round, table, writeResults } from './lib/support.mjs';

const { CHROMIUM, chromiumUnavailable, eventually, signedUp, startTestSystem } = kit;
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 50);
const BUDGETS = { lcpMs: 1500, cls: 0.05, longestTaskMs: 200, lighthouse: 95 };

const unavailable = chromiumUnavailable();
if (unavailable) throw new Error(`web-vitals needs Debian's Chromium: ${unavailable}`);

const system = await startTestSystem('bench-web-vitals', {
  WEB_DIST_DIR: path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist'),
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  FREE_MESSAGES: String(MESSAGES + 20),
  DEV_MODEL_TTFT_MS: '300',
  DEV_MODEL_TOKENS_PER_SECOND: '40',
  RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
});
const gateway = system.gateway;
/** Chromium with a debugging port and a profile of its own, so that Lighthouse drives the same browser. */
async function openChromium() {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-vitals-'));
  const port = 9300 + Math.floor(Math.random() * 500);
  const chrome = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
      '--no-first-run',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const close = async () => {
    if (chrome.exitCode === null) {
      const exited = new Promise((resolve) => chrome.once('exit', resolve));
      chrome.kill();
      await exited;
    }
    // Chromium's helper processes may still be writing the profile for a moment after it exits.
    rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  const browser = await eventually(
    () => chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch(() => null),
    (b) => b !== null,
    20_000,
  ).catch(async (error) => {
    await close();
    throw error;
  });
  return { port, browser, close };
}
const browsers = [];
try {
  // A learner, onboarded, with one conversation of MESSAGES messages (half theirs, half the tutor's).
  const learner = await signedUp(gateway, 'vitals@bench.test', 'Vitals Learner');
  for (const change of [
    'setLanguage(language: "en")',
    'setUserType(userType: "student")',
    'saveStudentDetails(educationalStage: "high", academicYear: "1")',
    'setLearningDomain(learningDomain: "school")',
  ])
    await learner.gql(`mutation { ${change} { id } }`);
  const subjects = await learner.gql('{ subjects(stage: "high", year: "1") { subjects { id } } }');
  const subjectId = subjects.data.subjects.subjects[0].id;
  const started = await learner.gql(
    `mutation { startConversation(kind: SCHOOL, subjectId: "${subjectId}") { id } }`,
  );
  const conversationId = started.data.startConversation.id;
  const messagesOf = async () =>
    (await learner.gql(`{ conversation(id: "${conversationId}") { messages { id sender } } }`)).data
      .conversation.messages;
  for (let i = 1; i <= MESSAGES / 2; i++) {
    await learner.gql(
      `mutation { sendMessage(conversationId: "${conversationId}", messageId: "bench-${i}", content: "Explain Newton's law number ${i} with an example and a formula.") { replyId } }`,
    );
    await eventually(messagesOf, (all) => all.length >= i * 2, 60_000);
  }

  // The learner's browser: signed in, and back for another visit (the chat was opened before Lighthouse runs).
  const learnerBrowser = await openChromium();
  browsers.push(learnerBrowser);
  const { browser, port } = learnerBrowser;
  const context = browser.contexts()[0];
  const host = new URL(gateway).hostname;
  await context.addCookies(
    ['tutor.sid', 'XSRF-TOKEN']
      .map((name) => ({ name, value: learner.browser.cookie(host, name) }))
      .filter((c) => c.value)
      .map((c) => ({ ...c, domain: host, path: '/' })),
  );

  // The chat with its messages: paint and layout shift as the page settles, then long tasks while a reply streams.
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const vitals = { lcp: 0, cls: 0, longTasks: [] };
    window.__vitals = vitals;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) vitals.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) vitals.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) vitals.longTasks.push({ at: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const chatUrl = `${gateway}/Chat/${conversationId}`;
  await page.goto(chatUrl, { waitUntil: 'networkidle' });
  // The chat shows the latest messages first (earlier ones as the learner scrolls up): wait for the last reply,
  // typeset.
  await page.waitForFunction(
    () => document.querySelector('.messages .bubble.model:last-of-type .katex'),
    null,
    {
      timeout: 30_000,
    },
  );
  await page.waitForTimeout(1500);
  const settled = await page.evaluate(() => ({ ...window.__vitals, longTasks: [] }));
  const streamStart = await page.evaluate(() => performance.now());
  await page.locator('textarea').fill('One more question: what is momentum?');
  // On a phone Enter is a new line: the Send button sends.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await eventually(messagesOf, (all) => all.length >= MESSAGES + 2, 60_000);
  await page.waitForTimeout(1000); // the stored reply replaces the streamed one
  const streamed = await page.evaluate(
    (from) => window.__vitals.longTasks.filter((t) => t.at >= from),
    streamStart,
  );
  const longest = Math.max(0, ...streamed.map((t) => t.ms));
  const vitals = {
    messages: MESSAGES,
    lcpMs: round(settled.lcp),
    cls: round(settled.cls, 3),
    longTasksWhileStreaming: streamed.length,
    longestTaskWhileStreamingMs: round(longest),
  };
  await page.close();

  // Lighthouse, mobile (its default form factor and throttling). Home and the chat as the returning learner sees
  // them (signed in, storage and cache kept); /login as a first visit, in a browser of its own (Lighthouse
  // clears its storage and cache).
  const visitorBrowser = await openChromium();
  browsers.push(visitorBrowser);
  const pages = {
    login: { url: `${gateway}/login`, port: visitorBrowser.port, visitor: true },
    home: { url: `${gateway}/`, port },
    chat: { url: chatUrl, port },
  };
  const scores = {};
  for (const [name, { url, port: pagePort, visitor }] of Object.entries(pages)) {
    const result = await lighthouse(url, {
      port: pagePort,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: !visitor,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const c = result.lhr.categories;
    scores[name] = {
      performance: Math.round(c.performance.score * 100),
      accessibility: Math.round(c.accessibility.score * 100),
      bestPractices: Math.round(c['best-practices'].score * 100),
      seo: Math.round(c.seo.score * 100),
      fcpMs: round(result.lhr.audits['first-contentful-paint'].numericValue),
      lcpMs: round(result.lhr.audits['largest-contentful-paint'].numericValue),
      // What cost points: every scored audit short of full marks, so a figure below budget says why.
      failing: Object.values(c)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
        .map((ref) => result.lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => {
          const value = audit.displayValue ? ` (${audit.displayValue})` : '';
          // The first few items name the culprit (a console message, a resource, an element).
          const items = (audit.details?.items ?? [])
            .slice(0, 3)
            .map((item) => item.description ?? item.url ?? item.node?.snippet ?? item.source?.url)
            .filter(Boolean);
          return `${audit.id} ${audit.score}${value}${items.length ? `: ${items.join(' | ')}` : ''}`;
        }),
    };
  }

  table(
    [
      { figure: 'chat LCP (ms, 390×844, no throttling)', value: vitals.lcpMs, budget: `≤ ${BUDGETS.lcpMs}` },
      { figure: 'chat CLS', value: vitals.cls, budget: `≤ ${BUDGETS.cls}` },
      {
        figure: 'longest task while a reply streams (ms)',
        value: vitals.longestTaskWhileStreamingMs,
        budget: `≤ ${BUDGETS.longestTaskMs}`,
      },
      { figure: 'long tasks while a reply streams', value: vitals.longTasksWhileStreaming, budget: '' },
    ],
    `Chat with ${vitals.messages} messages`,
  );
  table(
    Object.entries(scores).map(([page, { failing: _failing, ...s }]) => ({ page, ...s })),
    `Lighthouse (mobile), budget ≥ ${BUDGETS.lighthouse} in each category`,
  );
  for (const [page, s] of Object.entries(scores))
    if (s.failing.length) console.log(`${page}: short of full marks: ${s.failing.join('; ')}`);
  writeResults('web-vitals', { budgets: BUDGETS, vitals, lighthouse: scores });
} finally {
  for (const { browser, close } of browsers) {
    await browser.close().catch(() => undefined);
    await close();
  }
  // The system goes whatever else fails here: a benchmark never leaves processes behind.
  await system.dispose();
}
