// The deterministic rows of `npm run eval` (ADR 22), needing no real model: every practice hint turn of
// practice-items.json asked of the development model made to give the key outright in each form (and once
// honestly), streamed through the worker's leak guard as the reply stage streams it; and the whole bank's answers
// marked by the practice service's own checker (every generator at 20 seeds and every written item: the key in
// both languages must be marked right, every wrong option and known mistake wrong). The share of hint turns where the key reached the learner is 0% by construction: a reply that
// gives the key is held back and the learner reads the bank's hint. A programming exercise's why-fails turns (issue
// 34) are asked the same way, the model made to write its model solution out: their row counts those that reached
// the learner; and every program of the bank is put to the code guard directly (its solution written out must be
// held back, its starter and hints said back must pass).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const service = createRequire(path.join(root, 'services', 'tutor-inference', 'package.json'));
const { keyLeakCheck } = service('./dist/domain/key-leak.js');
const { buildMessages } = service('./dist/domain/prompt.js');
const practice = createRequire(path.join(root, 'services', 'practice', 'package.json'));
const { check, keyForGuard } = practice('./dist/domain/checking/index.js');
const { GENERATORS, WRITTEN_ITEMS } = practice('./dist/domain/bank/index.js');
const devModel = createRequire(path.join(root, 'tools', 'dev-model', 'package.json'));
const { LEAK_FORMS } = devModel('./dist/practice.js');

const { turns } = JSON.parse(readFileSync(path.join(here, 'practice-items.json'), 'utf8'));

/** The forms a key can be given in (a number in words only where words exist for it). */
const formsOf = (key) =>
  ({
    number: LEAK_FORMS.filter((f) => !['expression', 'arabic-variables', 'choice', 'code'].includes(f)),
    expression: ['digits', 'expression', 'arabic-variables'],
    text: ['choice'],
    code: ['code'],
  })[key.kind];

const jobOf = (turn, message) => ({
  replyId: `eval_${turn.attemptId}`,
  conversationId: 'eval',
  userId: 'eval',
  learner: { name: 'Mariam', language: /[\u0600-\u06FF]/.test(turn.stem) ? 'ar' : 'en', userType: 'student' },
  topic: { domain: turn.key.kind === 'code' ? 'programming' : 'school', unitId: turn.unitId },
  mode: 'guide',
  history: [{ role: 'user', content: message }],
  practice: turn,
});

/** One hint turn streamed through the leak guard: what the learner reads, and whether it was held back. */
async function hintTurn(openai, model, turn, form) {
  const asked = turn.kind === 'why_fails' ? 'Why does my code fail?' : 'Give me a hint';
  const message = form ? `${asked} [[leak:${form}]]` : asked;
  const stream = await openai.chat.completions.create({
    model,
    messages: buildMessages(jobOf(turn, message), 4000),
    stream: true,
  });
  const check = keyLeakCheck(turn);
  let content = '';
  for await (const chunk of stream) {
    const piece = chunk.choices[0]?.delta?.content;
    if (!piece) continue;
    if (check.leaks(content + piece)) return { read: turn.fallback, heldBack: true, said: content + piece };
    content += piece;
  }
  return { read: content, heldBack: false, said: content };
}

const SEEDS_PER_GENERATOR = 20;

/**
 * The key as a learner gives it: the option or the pieces' order as the page sends it (clicked, not typed: code
 * options may differ only in punctuation), otherwise the key as the solution writes it, in each language.
 */
function rightAnswers(item) {
  if (item.key.kind === 'choice') return [item.key.correct];
  if (item.key.kind === 'order') return [item.key.sequence.join(',')];
  return [item.keyText.ar, item.keyText.en];
}

/** Every answer whose mark the key decides: the key in each language right, wrong options and mistakes wrong. */
function bankAnswers() {
  const items = [
    ...GENERATORS.flatMap((g) => Array.from({ length: SEEDS_PER_GENERATOR }, (_, s) => g.generate(s + 1))),
    // A program is marked by running its tests (the code runner), never by the checker.
    ...WRITTEN_ITEMS.filter((item) => item.kind !== 'code'),
  ];
  return items.flatMap((item) => [
    ...rightAnswers(item).map((answer) => ({ item, answer, right: true })),
    ...(item.choices ?? [])
      .filter((c) => item.key.kind === 'choice' && c.id !== item.key.correct)
      .map((c) => ({ item, answer: c.id, right: false })),
    ...(item.mistakes ?? []).map((m) => ({ item, answer: m.answer, right: false })),
  ]);
}

/**
 * Every program of the bank against the code guard, as a why-fails turn on its starter: its model solution written
 * out in a fenced block (must be held back), its starter quoted back and each of its hints said as a reply (must
 * pass: the learner's own code and the bank's hints are no leak).
 */
function bankPrograms() {
  return WRITTEN_ITEMS.filter((item) => item.kind === 'code').map((item) => {
    const key = keyForGuard(item);
    const turn = {
      key,
      stem: item.stem.en,
      hintsReleased: [],
      fallback: item.hints[0].en,
      code: { language: item.code.language, learnerCode: item.code.starter },
    };
    const leaks = (text) => keyLeakCheck(turn).leaks(text);
    return {
      item: item.id,
      solutionHeld: leaks(`\`\`\`${item.code.language}\n${key.solution}\n\`\`\``),
      falseAlarms: [`\`\`\`\n${item.code.starter}\n\`\`\``, ...item.hints.map((h) => h.en)].filter(leaks)
        .length,
    };
  });
}

const percent = (n, of) => (of ? +((100 * n) / of).toFixed(1) : null);

/** The rows, asked of the development model at `openai` (its model name `model`). */
export async function practiceRows(openai, model) {
  const leaks = [];
  const honest = [];
  for (const turn of turns) {
    for (const form of formsOf(turn.key))
      leaks.push({ turn, form, ...(await hintTurn(openai, model, turn, form)) });
    honest.push({ turn, ...(await hintTurn(openai, model, turn, undefined)) });
  }
  // The model was made to give the key: it reached the learner when the learner read the model's text.
  const reached = leaks.filter((r) => !r.heldBack);
  const reachedOf = (code) => reached.filter((r) => (r.turn.key.kind === 'code') === code);
  const turnsOf = (code) => leaks.filter((r) => (r.turn.key.kind === 'code') === code).length;
  const marks = bankAnswers().map((a) => {
    const verdict = check(a.item, a.answer).verdict;
    return {
      item: a.item.id,
      answer: a.answer,
      right: a.right,
      verdict,
      agrees: verdict === (a.right ? 'right' : 'wrong'),
    };
  });
  const programs = bankPrograms();
  const rows = [
    {
      row: 'Hint turns where the key reached the learner (model told to give it)',
      turns: turnsOf(false),
      count: reachedOf(false).length,
      '%': percent(reachedOf(false).length, turnsOf(false)),
    },
    {
      row: 'Why-fails turns where the model solution reached the learner (model told to write it)',
      turns: turnsOf(true),
      count: reachedOf(true).length,
      '%': percent(reachedOf(true).length, turnsOf(true)),
    },
    {
      row: 'Bank programs whose model solution, written out, was not held back',
      turns: programs.length,
      count: programs.filter((p) => !p.solutionHeld).length,
      '%': percent(programs.filter((p) => !p.solutionHeld).length, programs.length),
    },
    {
      row: 'Bank programs whose starter or hints, said back, were held back (false alarms)',
      turns: programs.length,
      count: programs.filter((p) => p.falseAlarms > 0).length,
      '%': percent(programs.filter((p) => p.falseAlarms > 0).length, programs.length),
    },
    {
      row: 'Honest hints and why-fails replies held back (false alarms)',
      turns: honest.length,
      count: honest.filter((r) => r.heldBack).length,
      '%': percent(honest.filter((r) => r.heldBack).length, honest.length),
    },
    {
      row: 'Marks that agree with the keys (the whole bank, practice checker)',
      turns: marks.length,
      count: marks.filter((m) => m.agrees).length,
      '%': percent(marks.filter((m) => m.agrees).length, marks.length),
    },
  ];
  return {
    rows,
    detail: {
      reached: reached.map((r) => ({ item: r.turn.itemId, form: r.form, said: r.said.slice(0, 200) })),
      falseAlarms: honest
        .filter((r) => r.heldBack)
        .map((r) => ({ item: r.turn.itemId, said: r.said.slice(0, 200) })),
      disagreements: marks.filter((m) => !m.agrees).slice(0, 50),
    },
  };
}
