// `npm run eval` (after scripts/eval.mjs has installed and built): every item of items.json through each teaching
// mode, with tutor-inference's own prompt builder and the configured model (OpenAI settings from the environment,
// as the service reads them; without a key, the development model on a free port), each reply scored on MRBench's
// eight dimensions by a judge model. Prints the figures beside the goals and writes bench/results/eval-<date>.md
// and .json. Like a benchmark it never fails on its figures: with the development model it checks the plumbing,
// with a real key it gives the figures the prompts are tuned against.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { round, table, writeResults } from '../lib/support.mjs';
import { DIMENSIONS, judge } from './judge.mjs';
import { practiceRows } from './practice.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
// The service's own modules and packages, so the eval asks exactly what the tutor asks.
const service = createRequire(path.join(root, 'services', 'tutor-inference', 'package.json'));
const { default: OpenAI } = service('openai');
const { loadConfig } = service('@tutor/service-runtime');
const { configSchema, modelEndpoint } = service('./dist/config.js');
const { buildMessages } = service('./dist/domain/prompt.js');

const { items } = JSON.parse(readFileSync(path.join(here, 'items.json'), 'utf8'));
const concurrency = Math.max(1, Number(process.env.EVAL_CONCURRENCY ?? 4));
/** What the learner says after a hint, to climb Guide me's three-hint ladder. */
const STILL_STUCK = {
  en: ['I am still stuck. Can you give me another hint?', 'I still cannot get it. One more hint, please.'],
  ar: ['ما زلت لا أعرف. هل يمكنك إعطائي تلميحا آخر؟', 'ما زلت لا أستطيع الحل. تلميح آخر من فضلك.'],
};
const GOALS = { notRevealed: 95, mistakeIdentified: 90, actionable: 80 };

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The development model on a free port, answering at once (no simulated latency). */
async function startDevModel() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'tools', 'dev-model', 'dist', 'main.js')], {
    env: { ...process.env, DEV_MODEL_PORT: String(port), DEV_MODEL_TTFT_MS: '0', DEV_MODEL_FAULT: 'none' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`the development model exited (${child.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { port, stop: () => child.kill() };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the development model did not start');
}

const usesDevModel = !process.env.OPENAI_API_KEY && !process.env.OPENAI_BASE_URL;
const devModel = usesDevModel ? await startDevModel() : null;
const config = loadConfig(configSchema, {
  ...process.env,
  ...(devModel ? { DEV_MODEL_PORT: String(devModel.port) } : {}),
});
const openai = new OpenAI({ ...modelEndpoint(config), maxRetries: 2 });
const tutorModel = config.OPENAI_MODEL;
const judgeModel = process.env.EVAL_JUDGE_MODEL ?? (usesDevModel ? tutorModel : 'gpt-4o');

/** The modes an item is taught in: the coding assistant only for programming. */
const modesOf = (item) => ['explain', 'guide', 'quiz', ...(item.domain === 'programming' ? ['code'] : [])];

/** The reply job the conversation service would enqueue for this item, in this mode and conversation. */
const jobOf = (item, mode, history) => ({
  replyId: `eval_${item.id}`,
  conversationId: 'eval',
  userId: 'eval',
  learner: {
    name: item.language === 'ar' ? 'مريم' : 'Mariam',
    language: item.language,
    userType: 'student',
    educationalStage: item.stage,
    academicYear: item.year,
  },
  topic:
    item.domain === 'programming'
      ? { domain: 'programming', languageName: item.programmingLanguage }
      : { domain: 'school', subjectName: item.subject },
  mode,
  history,
});

async function tutorReply(item, mode, history) {
  const completion = await openai.chat.completions.create(
    { model: tutorModel, messages: buildMessages(jobOf(item, mode, history), config.REPLY_HISTORY_TOKENS) },
    { timeout: config.REPLY_TIMEOUT_MS },
  );
  return completion.choices[0]?.message?.content ?? '';
}

/**
 * One item in one mode: the learner's message and the tutor's reply, judged. Guide me climbs a three-hint ladder
 * (the learner stays stuck twice); its first hint is judged on every dimension and its first two on revealing.
 */
async function runOne(item, mode) {
  const history = [{ role: 'user', content: item.message }];
  const hints = [];
  const turns = mode === 'guide' ? 3 : 1;
  for (let turn = 0; turn < turns; turn++) {
    const reply = await tutorReply(item, mode, history);
    hints.push(reply);
    history.push({ role: 'assistant', content: reply });
    if (turn < turns - 1) history.push({ role: 'user', content: STILL_STUCK[item.language][turn] });
  }
  const ratingOf = (index) =>
    judge(
      openai,
      judgeModel,
      { item, mode, conversation: history.slice(0, index * 2 + 1), reply: hints[index] },
      config.REPLY_TIMEOUT_MS,
    );
  const ratings = await ratingOf(0);
  const result = { item: item.id, language: item.language, mode, mistake: item.mistake !== null, ratings };
  if (mode === 'guide') {
    const second = await ratingOf(1);
    result.revealedInFirstTwoHints = [ratings, second].some((r) => r.revealing_of_the_answer !== 'no');
  }
  result.reply = hints[0].slice(0, 400);
  return result;
}

/** Runs the tasks a few at a time; a task that throws is recorded with its error and the rest go on. */
async function pool(tasks) {
  const results = [];
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) {
        const { item, mode } = tasks[next++];
        try {
          results.push(await runOne(item, mode));
        } catch (err) {
          results.push({ item: item.id, language: item.language, mode, error: String(err?.message ?? err) });
        }
        if (++done % 10 === 0 || done === tasks.length) process.stdout.write(`  ${done}/${tasks.length}\n`);
      }
    }),
  );
  return results;
}

const percent = (hits, n) => (n ? round((100 * hits) / n) : null);

function summarise(results) {
  const groups = new Map();
  for (const r of results) {
    const key = `${r.mode}|${r.language}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(r);
  }
  const dimensions = [];
  const goals = [];
  for (const [key, group] of [...groups].sort()) {
    const [mode, language] = key.split('|');
    const judged = group.filter((r) => r.ratings);
    const row = { mode, language, judged: judged.length, errors: group.length - judged.length };
    for (const { key: dim, label } of DIMENSIONS) {
      // Mistake dimensions count only the items with a planted mistake, as in MRBench.
      const pool = dim.startsWith('mistake_') ? judged.filter((r) => r.mistake) : judged;
      row[label] = percent(pool.filter((r) => r.ratings[dim] === 'yes').length, pool.length);
    }
    dimensions.push(row);
    const notRevealed =
      mode === 'guide'
        ? percent(judged.filter((r) => !r.revealedInFirstTwoHints).length, judged.length)
        : null;
    const goal = {
      mode,
      language,
      items: judged.length,
      'with mistake': judged.filter((r) => r.mistake).length,
      'mistake identified %': row['Mistake identification'],
      [`≥ ${GOALS.mistakeIdentified}%`]: met(row['Mistake identification'], GOALS.mistakeIdentified),
      'actionable %': row['Actionability'],
      [`≥ ${GOALS.actionable}%`]: met(row['Actionability'], GOALS.actionable),
      'not revealed in 2 hints %': notRevealed,
      [`≥ ${GOALS.notRevealed}%`]: mode === 'guide' ? met(notRevealed, GOALS.notRevealed) : null,
    };
    goals.push(goal);
  }
  return { dimensions, goals };
}

function met(value, goal) {
  if (value === null) return 'n/a';
  return value >= goal ? 'met' : 'not met';
}

function markdownTable(rows) {
  const columns = Object.keys(rows[0] ?? {});
  const cell = (v) => (v === null || v === undefined ? '–' : String(v).replace(/\|/g, '\\|'));
  return [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${columns.map((c) => cell(r[c])).join(' | ')} |`),
  ].join('\n');
}

try {
  // The deterministic practice rows first: always on the development model, whatever the tutor's model is.
  const practiceModel = devModel ?? (await startDevModel());
  const practice = await practiceRows(
    new OpenAI({ baseURL: `http://127.0.0.1:${practiceModel.port}/v1`, apiKey: 'development' }),
    'dev-tutor',
  ).finally(() => practiceModel !== devModel && practiceModel.stop());
  table(practice.rows, 'Practice (deterministic, development model): the leak guard and the marks');
  const tasks = items.flatMap((item) => modesOf(item).map((mode) => ({ item, mode })));
  const source = usesDevModel
    ? 'the development model (plumbing only: its figures mean nothing)'
    : tutorModel;
  const judgeName = usesDevModel ? 'the development model' : judgeModel;
  console.log(
    `Eval: ${items.length} items, ${tasks.length} item×mode runs; tutor ${source}; judge ${judgeName}`,
  );
  const started = Date.now();
  const results = await pool(tasks);
  const { dimensions, goals } = summarise(results);
  const shown = (rows) =>
    rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v ?? '–'])));
  table(
    shown(dimensions),
    'MRBench dimensions: % of replies rated "yes" (mistake dimensions: items with a planted mistake)',
  );
  table(shown(goals), 'Goals (Guide me: the answer not revealed in the first two hints)');
  const errors = results.filter((r) => r.error);
  if (errors.length) {
    console.log(`\n${errors.length} runs failed (left out of the figures):`);
    for (const e of errors.slice(0, 10)) console.log(`  ${e.item} ${e.mode}: ${e.error}`);
  }
  const date = new Date().toISOString().slice(0, 10);
  const name = `eval-${date}`;
  const meta = {
    tutorModel: usesDevModel ? 'development model' : tutorModel,
    judgeModel: usesDevModel ? 'development model' : judgeModel,
    items: items.length,
    runs: tasks.length,
    failedRuns: errors.length,
    seconds: round((Date.now() - started) / 1000),
    targets: GOALS,
  };
  writeResults(name, { ...meta, practice, dimensions, goals, results });
  writeFileSync(
    path.join(root, 'bench', 'results', `${name}.md`),
    [
      `# Tutoring eval, ${date}`,
      '',
      `Tutor: ${source}. Judge: ${meta.judgeModel}. ${items.length} items (bench/eval/items.json), ${tasks.length} runs` +
        `${errors.length ? `, ${errors.length} failed` : ''}; ${meta.seconds} s.`,
      '',
      '## Practice (deterministic)',
      '',
      'The development model made to give the key outright in every form during hint turns, streamed through the' +
        ' leak guard; honest hints; bank-style answers marked by their keys (bench/eval/practice-items.json).',
      '',
      markdownTable(practice.rows),
      '',
      '## MRBench dimensions',
      '',
      '% of replies rated "yes" by the judge; the mistake dimensions count only items with a planted mistake.',
      '',
      markdownTable(dimensions),
      '',
      '## Goals',
      '',
      `Guide me: the answer not revealed in the first two hints (≥ ${GOALS.notRevealed}%); mistake identified` +
        ` (≥ ${GOALS.mistakeIdentified}%); actionable (≥ ${GOALS.actionable}%).`,
      '',
      markdownTable(goals),
      '',
    ].join('\n'),
  );
  console.log(`\nWritten: bench/results/${name}.md and bench/results/${name}.json`);
} finally {
  devModel?.stop();
}
