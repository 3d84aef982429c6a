import { randomUUID } from 'node:crypto';
import { TOPICS, UserDeletedSchema } from '@tutor/contracts';
import { eventAt, eventually, testEventBus } from '@tutor/test-kit';
import { calculatorProject, fakeRunner } from './support/code';
import { learner, practiceHarness, PROJECT_FIELDS, type Learner } from './support/harness';

/**
 * Mini projects through practice's GraphQL API (issue 34), with a stand-in for the code runner: the learner's
 * code kept per project and learner, one run of every milestone's tests per check, milestones passed and when
 * first, hidden tests' data never shown, and everything gone with the account.
 */
describe('practice: mini projects', () => {
  const runner = fakeRunner();
  const t = practiceHarness({ PRACTICE_RUNS_PER_MINUTE: '4' }, { runner, projects: [calculatorProject] });
  const PROJECT = calculatorProject.projectId;

  const view = (who: Learner, language = 'en', projectId = PROJECT) =>
    t.gql(
      who,
      `query($p: ID!, $l: String!) { codeProject(projectId: $p, language: $l) { ${PROJECT_FIELDS} } }`,
      {
        p: projectId,
        l: language,
      },
    );
  const save = (who: Learner, code: string, language = 'en') =>
    t.gql(
      who,
      `mutation($p: ID!, $c: String!, $l: String!) { saveProjectCode(projectId: $p, code: $c, language: $l) {
         ${PROJECT_FIELDS} } }`,
      { p: PROJECT, c: code, l: language },
    );
  const check = (who: Learner, code: string, requestId = randomUUID(), language = 'en') =>
    t.gql(
      who,
      `mutation($p: ID!, $c: String!, $r: ID!, $l: String!) {
         checkProject(projectId: $p, code: $c, requestId: $r, language: $l) { ${PROJECT_FIELDS} } }`,
      { p: PROJECT, c: code, r: requestId, l: language },
    );

  const TWO_MILESTONES = 'function add(a, b) { return a + b; }\nfunction sub(a, b) { return a - b; }\n';

  it('shows the milestones and the starter before any save, hiding the hidden tests', async () => {
    const nour = learner();
    const { data, errors } = await view(nour, 'ar');
    expect(errors).toBeUndefined();
    expect(data!.codeProject).toMatchObject({
      projectId: PROJECT,
      languageId: 'javascript',
      code: calculatorProject.starter,
      savedAt: null,
      passed: 0,
    });
    expect(data!.codeProject.milestones[0]).toEqual({
      id: 'add',
      position: 1,
      title: 'الجمع',
      brief: 'اكتب add(a, b).',
      examples: [{ name: '١ + ٢', hidden: false, input: '', call: 'console.log(add(1, 2))', expected: '3' }],
      hiddenTests: 1,
      passed: false,
      passedAt: null,
      lastResults: null,
    });
    expect(JSON.stringify(data)).not.toContain('4000');
    expect((await view(nour, 'en', 'python-nothing-here')).data!.codeProject).toBeNull();
  });

  it('keeps the code per learner: saved, then read back; another learner sees the starter', async () => {
    const owner = learner();
    const saved = (await save(owner, '// mine\n')).data!.saveProjectCode;
    expect(saved).toMatchObject({ code: '// mine\n', savedAt: expect.any(String) });
    expect((await view(owner)).data!.codeProject.code).toBe('// mine\n');
    expect((await view(learner())).data!.codeProject).toMatchObject({
      code: calculatorProject.starter,
      savedAt: null,
    });
    expect(JSON.stringify(await view(learner()))).not.toContain('// mine');
  });

  it('checks every milestone in one run and records which pass, once per request id', async () => {
    const salma = learner();
    const before = runner.runs.length;
    const requestId = randomUUID();
    const checked = await check(salma, TWO_MILESTONES, requestId);
    expect(checked.errors).toBeUndefined();
    expect(runner.runs.length).toBe(before + 1);
    expect(runner.runs.at(-1)!.tests.map((x) => x.id)).toEqual([
      'add/one',
      'add/hidden',
      'sub/one',
      'mul/one',
    ]);
    const project = checked.data!.checkProject;
    expect(project).toMatchObject({ code: TWO_MILESTONES, passed: 2 });
    expect(project.milestones.map((m: any) => [m.id, m.passed, !!m.passedAt])).toEqual([
      ['add', true, true],
      ['sub', true, true],
      ['mul', false, false],
    ]);
    expect(project.milestones[0].lastResults).toEqual([
      {
        name: '1 + 2',
        hidden: false,
        input: '',
        call: 'console.log(add(1, 2))',
        expected: '3',
        verdict: 'PASSED',
        output: '3',
        error: null,
        errorLine: null,
      },
      {
        name: 'a hidden sum',
        hidden: true,
        input: null,
        call: null,
        expected: null,
        verdict: 'PASSED',
        output: null,
        error: null,
        errorLine: null,
      },
    ]);
    expect(project.milestones[2].lastResults[0]).toMatchObject({
      verdict: 'ERROR',
      error: expect.stringContaining('mul'),
    });
    expect(JSON.stringify(checked)).not.toContain('9000');

    // The same request again: no second run.
    expect((await check(salma, TWO_MILESTONES, requestId)).data!.checkProject).toEqual(project);
    expect(runner.runs.length).toBe(before + 1);

    // A later check that breaks the first milestone: not passed now, but it first passed when it did.
    const broken = (await check(salma, 'function add(a, b) { return 0; }\n')).data!.checkProject;
    expect(broken.milestones[0]).toMatchObject({ passed: false, passedAt: project.milestones[0].passedAt });
    expect(broken.milestones[0].lastResults[1]).toMatchObject({
      hidden: true,
      verdict: 'FAILED',
      output: null,
    });
    expect(broken.passed).toBe(0);
    // Read from another session (another device): the same code and milestones.
    expect((await view(salma)).data!.codeProject).toEqual(broken);
  });

  it('refuses code past the size limit, a busy runner and too many runs, saying so in the language asked', async () => {
    const amal = learner();
    expect((await save(amal, 'x'.repeat(20_001), 'ar')).errors?.[0]).toMatchObject({
      message: 'هذا الكود طويل جدًا: اكتب 20000 حرفًا على الأكثر.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await check(amal, 'x'.repeat(20_001))).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await view(amal)).data!.codeProject.savedAt).toBeNull();
    runner.busy = true;
    try {
      expect((await check(amal, TWO_MILESTONES)).errors?.[0]).toMatchObject({
        message: 'The code runner is busy. Try again in a moment.',
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    } finally {
      runner.busy = false;
    }
    // The code was kept; no milestone was recorded.
    expect((await view(amal)).data!.codeProject).toMatchObject({ code: TWO_MILESTONES, passed: 0 });
    for (let n = 0; n < 3; n++) expect((await check(amal, TWO_MILESTONES)).errors).toBeUndefined();
    expect((await check(amal, TWO_MILESTONES, randomUUID(), 'ar')).errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^تشغيلات كثيرة جدًا\. حاول مرة أخرى بعد \d+ ث\.$/),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(
      (await t.gql(undefined, `{ codeProject(projectId: "${PROJECT}", language: "en") { code } }`))
        .errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });

  /** Rows kept about a learner's projects: code, milestones, checks. */
  const left = (learnerId: string) =>
    t.svc.pool
      .query<{ n: string }>(
        `SELECT (SELECT count(*) FROM project_code WHERE learner_id = $1) + (SELECT count(*) FROM
           project_milestones WHERE learner_id = $1) + (SELECT count(*) FROM project_checks WHERE learner_id = $1) AS n`,
        [learnerId],
      )
      .then((r) => Number(r.rows[0]!.n));

  it("deletes a deleted learner's project code and milestones", async () => {
    const gone = learner();
    await check(gone, TWO_MILESTONES);
    const bus = testEventBus(t.deployment.namespace);
    try {
      expect(await left(gone.id)).toBe(1 + 3 + 1);
      await bus.publish(TOPICS.identityUser, [
        eventAt(UserDeletedSchema, { userId: gone.id, email: gone.email }, gone.id, new Date()),
      ]);
      expect(
        await eventually(
          () => left(gone.id),
          (n) => n === 0,
        ),
      ).toBe(0);
    } finally {
      await bus.close();
    }
  });
});
