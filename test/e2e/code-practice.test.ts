import { Browser, onboarded, signInWithGoogle, startTestSystem, type Gql } from '@tutor/test-kit';
// The test reads the bank to know an exercise's tests and model solution and a project's solution; it never
// sends any of it but as a learner's program.
import { WRITTEN_ITEMS } from '../../services/practice/src/domain/bank';
import { PROJECTS } from '../../services/practice/src/domain/bank/projects';
import { chooseUnitSet } from '../../services/practice/src/domain/choice';
import { createItemIndex } from '../../services/practice/src/domain/items/item-index';
import type { CodeTest, Item } from '../../services/practice/src/domain/items/types';

/**
 * Programs that run, through the gateway with the whole system and its code runner (issue 34): a Python
 * exercise submitted wrong fails a hidden test, named without its data; the last code and results come back on a
 * reload; a hint, then the fix is solved with hints. Code of 1 MB, and a body past the gateway's limit, get a
 * clear refusal; too many runs are refused in Arabic and English; another learner is kept out. A JavaScript
 * project's first two milestones pass and show as passed from a second device.
 */
const TEST = 'name hidden input call expected';
const RESULT = `${TEST} verdict output error errorLine`;
const ATTEMPT = `id itemId kind status attempts hints canHint solution answer
  code { language starter examples { ${TEST} } hiddenTests lastCode lastResults { ${RESULT} } }`;
const SESSION = `id current { ${ATTEMPT} }`;
const START = `mutation($u: ID, $l: String!) { startPractice(unitId: $u, language: $l) { ${SESSION} } }`;
const READ = `query($id: ID!) { practiceSession(id: $id) { ${SESSION} } }`;
const ANSWER = `mutation($a: ID!, $x: String!, $r: ID!) { answerItem(attemptId: $a, answer: $x, requestId: $r) {
  verdict message attempt { ${ATTEMPT} } tests { ${RESULT} } } }`;
const HINT = `mutation($a: ID!) { requestHint(attemptId: $a) { ${ATTEMPT} } }`;
const NEXT = `mutation($s: ID!) { nextItem(sessionId: $s) { ${SESSION} } }`;
const PROJECT = `projectId languageId code savedAt passed milestones { id position passed passedAt
  examples { ${TEST} } hiddenTests lastResults { ${RESULT} } }`;
const CHECK = `mutation($p: ID!, $c: String!, $r: ID!, $l: String!) {
  checkProject(projectId: $p, code: $c, requestId: $r, language: $l) { ${PROJECT} } }`;
const READ_PROJECT = `query($p: ID!, $l: String!) { codeProject(projectId: $p, language: $l) { ${PROJECT} } }`;

const RUNS_PER_MINUTE = 4;
type Person = Awaited<ReturnType<typeof onboarded>>;
const messageOf = (r: Gql) => r.errors?.[0]?.message;
const codeOf = (r: Gql) => r.errors?.[0]?.extensions?.code;
let requests = 0;
const requestId = () => `code-${++requests}`;

const SET_SIZE = 40;
const written = createItemIndex([], WRITTEN_ITEMS);

/** The first program of a new learner's set of the item's topic (the others before it need no run to pass). */
function firstProgramOfItsSet(item: Item): boolean {
  const order = chooseUnitSet(written.unitSources(item.unitId), [], new Date(), SET_SIZE);
  return order.find((id) => written.source(id)?.kind === 'code') === item.id;
}

const lines = (text: string) => text.split('\n').map((l) => l.trimEnd());
const checksum = (text: string) => [...text].reduce((sum, c) => sum + c.codePointAt(0)!, 0);

/**
 * A Python exercise with a hidden test whose first printed line no other test prints: a program that spoils just
 * that line fails that hidden test alone. The program knows the line by its length and checksum only, so the
 * learner's code (sent back as lastCode) never holds the hidden output.
 */
function pythonExercise(): { item: Item; hidden: CodeTest; wrong: string } {
  for (const item of WRITTEN_ITEMS) {
    if (item.kind !== 'code' || item.code?.language !== 'python' || item.key.kind !== 'code') continue;
    const solution = item.key.solution;
    if (/end\s*=|sys\.stdout/.test(solution) || !firstProgramOfItsSet(item)) continue;
    const tests = item.code.tests;
    const hidden = tests.find((t) => {
      const line = lines(t.expected)[0]!;
      return t.hidden && line.trim() && tests.every((o) => o === t || !lines(o.expected).includes(line));
    });
    if (!hidden) continue;
    const line = lines(hidden.expected)[0]!;
    const wrong = [
      'import builtins as _builtins',
      'def print(*args, sep=" ", end="\\n", **kw):',
      '    text = sep.join(str(a) for a in args)',
      `    if len(text) == ${line.length} and sum(ord(c) for c in text) == ${checksum(line)}:`,
      '        text = text + " spoiled"',
      '    _builtins.print(text, end=end, **kw)',
      solution,
    ].join('\n');
    return { item, hidden, wrong };
  }
  throw new Error('The bank has no Python exercise with a hidden test of its own output');
}

/** Everything of a hidden test a learner must never receive. */
function hiddenData(item: Item): string[] {
  return item
    .code!.tests.filter((t) => t.hidden)
    .flatMap((t) => [t.expected, t.after ?? '', t.stdin ?? ''])
    .filter((text) => text.trim().length > 2)
    .map((text) => JSON.stringify(text).slice(1, -1));
}

describe('programs that run (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let layla: Person; // Arabic
  let sam: Person; // English
  let other: Person;

  beforeAll(async () => {
    system = await startTestSystem('code-practice', {
      PRACTICE_RUNS_PER_MINUTE: String(RUNS_PER_MINUTE),
      // Room to reach the exercise in a set of the topic whatever else the topic holds.
      PRACTICE_SET_SIZE: String(SET_SIZE),
    });
    const person = (email: string, name: string, language: string) =>
      onboarded(system.gateway, email, name, language, 'student');
    [layla, sam, other] = await Promise.all([
      person('layla@code.test', 'Layla', 'ar'),
      person('sam@code.test', 'Sam', 'en'),
      person('other@code.test', 'Other', 'en'),
    ]);
  }, 300_000);
  afterAll(() => system?.dispose(), 60_000);

  /** A new set of the exercise's topic, moved on (each item before it answered by its key) to the exercise. */
  async function toExercise(who: Person, item: Item, language: string) {
    let session = (await who.gql(START, { u: item.unitId, l: language })).data!.startPractice;
    for (let n = 0; session.current && session.current.itemId !== item.id; n++) {
      if (n > 40) throw new Error(`${item.id} is not in the set`);
      const current = WRITTEN_ITEMS.find((i) => i.id === session.current.itemId)!;
      const key = current.key;
      const right =
        key.kind === 'choice'
          ? key.correct
          : key.kind === 'short'
            ? key.accepted[0]!
            : key.kind === 'order'
              ? key.sequence.join(',')
              : key.kind === 'code'
                ? key.solution
                : String((key as { value: number }).value);
      await who.gql(ANSWER, { a: session.current.id, x: right, r: requestId() });
      session = (await who.gql(NEXT, { s: session.id })).data!.nextItem;
    }
    expect(session.current?.kind).toBe('CODE');
    return session as { id: string; current: Record<string, any> };
  }

  it('fails a hidden test without showing it, keeps the code, and marks the fix solved with hints', async () => {
    const { item, hidden, wrong } = pythonExercise();
    const { id, current } = await toExercise(sam, item, 'en');
    expect(current.code).toMatchObject({
      language: 'python',
      starter: item.code!.starter,
      hiddenTests: item.code!.tests.filter((t) => t.hidden).length,
      lastCode: null,
    });
    const response = await sam.browser.json('POST', `${system.gateway}/graphql`, {
      query: ANSWER,
      variables: { a: current.id, x: wrong, r: requestId() },
    });
    const raw = await response.text();
    const answered = (JSON.parse(raw) as Gql).data!.answerItem;
    expect(answered).toMatchObject({
      verdict: 'WRONG',
      message: `The test "${hidden.name.en}" did not pass: your program printed something else.`,
      attempt: { status: 'OPEN', attempts: 1, answer: null, solution: null },
    });
    const failed = answered.tests.find((t: { name: string }) => t.name === hidden.name.en);
    expect(failed).toEqual({
      name: hidden.name.en,
      hidden: true,
      input: null,
      call: null,
      expected: null,
      verdict: 'FAILED',
      output: null,
      error: 'printed something else',
      errorLine: null,
    });
    expect(answered.tests.filter((t: { verdict: string }) => t.verdict !== 'PASSED')).toHaveLength(1);
    for (const data of hiddenData(item)) expect(raw).not.toContain(data);

    // A reload gets the code and its results back, and still nothing of the hidden tests.
    const reloaded = await sam.gql(READ, { id });
    expect(reloaded.data!.practiceSession.current.code).toMatchObject({
      lastCode: wrong,
      lastResults: answered.tests,
    });
    for (const data of hiddenData(item)) expect(JSON.stringify(reloaded)).not.toContain(data);

    expect((await sam.gql(HINT, { a: current.id })).data!.requestHint.hints).toHaveLength(1);
    const fixed = await sam.gql(ANSWER, {
      a: current.id,
      x: (item.key as { solution: string }).solution,
      r: requestId(),
    });
    expect(fixed.data!.answerItem).toMatchObject({
      verdict: 'RIGHT',
      attempt: { status: 'SOLVED_WITH_HINTS', answer: (item.key as { solution: string }).solution },
    });
    // Another learner can neither answer nor read it.
    expect(codeOf(await other.gql(ANSWER, { a: current.id, x: wrong, r: requestId() }))).toBe('NOT_FOUND');
    expect((await other.gql(READ, { id })).data!.practiceSession).toBeNull();
  }, 180_000);

  it('refuses code of 1 MB and a body past the limit clearly, and too many runs, in Arabic and English', async () => {
    const { item } = pythonExercise();
    const ar = await toExercise(layla, item, 'ar');
    const megabyte = `# ${'x'.repeat(1024 * 1024)}`;
    const big = await layla.gql(ANSWER, { a: ar.current.id, x: megabyte, r: requestId() });
    expect(big.errors?.[0]).toMatchObject({
      message: 'هذا الكود طويل جدًا: اكتب 20000 حرفًا على الأكثر.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const huge = await layla.browser.json('POST', `${system.gateway}/graphql`, {
      query: ANSWER,
      variables: { a: ar.current.id, x: 'x'.repeat(9 * 1024 * 1024), r: requestId() },
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as Gql).errors?.[0]).toMatchObject({
      message: expect.stringContaining('أرسل أقل'),
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });

    const tooMany = async (who: Person, attemptId: string) => {
      for (let n = 0; n < RUNS_PER_MINUTE; n++)
        expect(
          (await who.gql(ANSWER, { a: attemptId, x: 'print(1)', r: requestId() })).errors,
        ).toBeUndefined();
      return who.gql(ANSWER, { a: attemptId, x: 'print(1)', r: requestId() });
    };
    const arRefused = await tooMany(layla, ar.current.id);
    expect(codeOf(arRefused)).toBe('TOO_MANY_REQUESTS');
    expect(messageOf(arRefused)).toMatch(/^تشغيلات كثيرة جدًا\. حاول مرة أخرى بعد \d+ ث\.$/);
    const en = await toExercise(other, item, 'en');
    const enRefused = await tooMany(other, en.current.id);
    expect(messageOf(enRefused)).toMatch(/^Too many runs\. Try again in \d+ s\.$/);
  }, 180_000);

  it("passes a JavaScript project's first two milestones and shows them passed on another device", async () => {
    const project = PROJECTS.find((p) => p.language === 'javascript' && p.milestones.length >= 2);
    if (!project) throw new Error('The bank has no JavaScript project with two milestones');
    const checked = await sam.gql(CHECK, {
      p: project.projectId,
      c: project.solution,
      r: requestId(),
      l: 'en',
    });
    expect(checked.errors).toBeUndefined();
    expect(checked.data!.checkProject.milestones.slice(0, 2)).toEqual([
      expect.objectContaining({ position: 1, passed: true, passedAt: expect.any(String) }),
      expect.objectContaining({ position: 2, passed: true, passedAt: expect.any(String) }),
    ]);
    const raw = JSON.stringify(checked);
    for (const m of project.milestones)
      for (const t of m.tests.filter((x) => x.hidden && x.expected.trim().length > 2))
        expect(raw).not.toContain(JSON.stringify(t.expected).slice(1, -1));

    // Sam on a second device: the same code and the same milestones passed.
    const phone = new Browser();
    await signInWithGoogle(phone, system.gateway, 'sam@code.test', 'Sam');
    await phone.request(`${system.gateway}/auth/login/success`);
    const seen = (await phone.graphql(system.gateway, READ_PROJECT, { p: project.projectId, l: 'ar' }))
      .body as Gql;
    expect(seen.data!.codeProject).toMatchObject({
      code: project.solution,
      savedAt: expect.any(String),
      passed: checked.data!.checkProject.passed,
    });
    expect(seen.data!.codeProject.milestones.slice(0, 2).map((m: { passed: boolean }) => m.passed)).toEqual([
      true,
      true,
    ]);
    // Another learner sees the starter, not Sam's code.
    const theirs = (await other.gql(READ_PROJECT, { p: project.projectId, l: 'en' })).data!.codeProject;
    expect(theirs).toMatchObject({ code: project.starter, savedAt: null, passed: 0 });
  }, 180_000);
});
