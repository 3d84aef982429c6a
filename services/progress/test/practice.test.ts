import { randomUUID } from 'node:crypto';
import {
  ClassCreatedSchema,
  ClassJoinedSchema,
  ItemAnsweredSchema,
  ParentLinkedSchema,
  QuizAnsweredSchema,
  SkillReviewedSchema,
  TOPICS,
  UserDeletedSchema,
} from '@tutor/contracts';
import type { EventBus } from '@tutor/service-runtime';
import { eventually, eventAt, testDeployment, testEventBus } from '@tutor/test-kit';
import { service as progress } from '../src/service';

/**
 * Checked practice outcomes (practice.outcome) in the read model, in-process with real PostgreSQL and the bus: the
 * test plays the practice service (ItemAnswered, SkillReviewed at set instants), the tutoring service (one
 * model-marked quiz answer) and the family service (a link, a class), then reads the figures as the gateway would.
 */
type Caller = { id: string; email: string; role: 'Owner' | 'User' };
const caller = (label: string): Caller => ({
  id: randomUUID(),
  email: `${label}@progress.test`,
  role: 'User',
});
const ZONE = 'Africa/Cairo';
const cairoDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
const shift = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const CHECKED = 'itemsAnswered itemsCorrect solvedAlone solvedWithHints shownSolution';
const UNIT = `unitId subjectId languageId checked { ${CHECKED} } mastery
  skills { skill checked { ${CHECKED} } mastery lastOutcome nextReviewAt dueToday }
  modelMarkedQuiz { answered correct }`;
const PROGRESS = `progress { streakDays unitsThisWeek skillsDueToday
  practiceUnits { ${UNIT} } toRevise { unitId mastery } practiceThisWeek { ${CHECKED} }
  quizScores { unitId answered correct } messagesPerDay { day messages itemsAnswered } }`;
const DIGEST_UNIT = `unitId messages quizAnswered quizCorrect checked { ${CHECKED} } mastery
  modelMarkedQuiz { answered correct }`;
const DIGEST = `progress { weeklyDigest { practised { ${DIGEST_UNIT} } mastered { unitId } lowestScores { unitId }
  abandoned { unitId } masteredInPractice { unitId mastery } stuckInPractice { unitId mastery }
  checked { ${CHECKED} } modelMarkedQuiz { answered correct } question { kind unitId } } }`;
const ENTITIES = (fields: string) =>
  `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { ${fields} } } }`;
const FIGURES = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Class { figures {
  units { unitId answered correct }
  practiceUnits { unitId checked { ${CHECKED} } averageMastery studentsWithMastery modelMarkedQuiz { answered correct } }
  students { studentId itemsAnsweredThisWeek quizScores { unitId answered correct } practiceUnits { ${UNIT} } } } } } }`;

describe('progress service: checked practice outcomes', () => {
  const deployment = testDeployment('progress_practice');
  let svc: Awaited<ReturnType<typeof deployment.start<any, any>>>;
  let bus: EventBus;
  const amal = caller('amal');
  const badr = caller('badr');
  const parent = caller('parent');
  const otherParent = caller('other-parent');
  const teacher = caller('teacher');
  const otherTeacher = caller('other-teacher');
  const classId = randomUUID();
  const today = cairoDay(new Date());
  const T = (n: number) => shift(today, n);
  // 10:00 UTC is midday in Cairo: the same day.
  const at = (day: string, time = '10:00') => new Date(`${day}T${time}:00Z`);

  interface Answer {
    attemptId: string;
    unitId: string;
    skill: string;
    correct: boolean;
    when: Date;
    hintsUsed?: number;
    answerId?: string;
    subjectId?: string;
    key?: string;
  }
  const answered = (who: Caller, a: Answer) =>
    eventAt(
      ItemAnsweredSchema,
      {
        answerId: a.answerId ?? randomUUID(),
        userId: who.id,
        attemptId: a.attemptId,
        itemId: `${a.skill}-item`,
        unitId: a.unitId,
        subjectId: a.subjectId ?? 'math',
        skill: a.skill,
        correct: a.correct,
        hintsUsed: a.hintsUsed ?? 0,
        source: 'practice',
        answeredAt: a.when.toISOString(),
      },
      a.key ?? who.id,
      a.when,
    );
  interface Review {
    attemptId: string;
    unitId: string;
    skill: string;
    outcome: 'solved_alone' | 'solved_with_hints' | 'shown_solution';
    mastery: number;
    next: Date;
    when: Date;
    subjectId?: string;
  }
  const reviewed = (who: Caller, r: Review) =>
    eventAt(
      SkillReviewedSchema,
      {
        attemptId: r.attemptId,
        userId: who.id,
        unitId: r.unitId,
        subjectId: r.subjectId ?? 'math',
        skill: r.skill,
        outcome: r.outcome,
        nextReviewAt: r.next.toISOString(),
        mastery: r.mastery,
        reviewedAt: r.when.toISOString(),
      },
      who.id,
      r.when,
    );
  const FRACTIONS = 'math-fractions';
  const GEOMETRY = 'math-geometry';
  const add = { unitId: FRACTIONS, skill: 'add-fractions' };
  const compare = { unitId: FRACTIONS, skill: 'compare-fractions' };
  const angles = { unitId: GEOMETRY, skill: 'angles' };

  // Amal practises only (no message at all) on T-2, T-1 and today.
  const firstAnswers = [
    // T-2: compare-fractions, wrong twice, then the solution shown.
    answered(amal, { ...compare, attemptId: 'a3', correct: false, when: at(T(-2), '10:00') }),
    answered(amal, { ...compare, attemptId: 'a3', correct: false, hintsUsed: 2, when: at(T(-2), '10:05') }),
    reviewed(amal, {
      ...compare,
      attemptId: 'a3',
      outcome: 'shown_solution',
      mastery: 0,
      next: at(T(-1), '08:00'),
      when: at(T(-2), '10:06'),
    }),
    // T-1: add-fractions, wrong, then right after a hint: solved with hints; its mastery stays 0.
    answered(amal, { ...add, attemptId: 'a1', correct: false, when: at(T(-1), '10:00') }),
    answered(amal, { ...add, attemptId: 'a1', correct: true, hintsUsed: 1, when: at(T(-1), '10:05') }),
    reviewed(amal, {
      ...add,
      attemptId: 'a1',
      outcome: 'solved_with_hints',
      mastery: 0,
      next: at(T(1)),
      when: at(T(-1), '10:05'),
    }),
    // Today: three angles solved alone.
    ...['a4', 'a5', 'a6'].flatMap((attemptId, i) => [
      answered(amal, { ...angles, attemptId, correct: true, when: at(today, `09:0${i}`) }),
      reviewed(amal, {
        ...angles,
        attemptId,
        outcome: 'solved_alone',
        mastery: 1,
        next: at(T(3)),
        when: at(today, `09:0${i}`),
      }),
    ]),
  ];
  // Later today: add-fractions solved alone, and its mastery rises.
  const secondAnswers = [
    answered(amal, { ...add, attemptId: 'a2', correct: true, when: at(today, '11:00') }),
    reviewed(amal, {
      ...add,
      attemptId: 'a2',
      outcome: 'solved_alone',
      mastery: 0.5,
      next: at(T(2)),
      when: at(today, '11:00'),
    }),
  ];
  // One model-marked quiz answer in fractions (Quiz me's made-up question): apart from the checked figures.
  const modelQuiz = eventAt(
    QuizAnsweredSchema,
    {
      replyId: randomUUID(),
      conversationId: randomUUID(),
      userId: amal.id,
      subjectId: 'math',
      unitId: FRACTIONS,
      correct: true,
    },
    amal.id,
    at(today, '08:00'),
  );

  const checked = (
    itemsAnswered: number,
    itemsCorrect: number,
    alone: number,
    hints: number,
    shown: number,
  ) => ({
    itemsAnswered,
    itemsCorrect,
    solvedAlone: alone,
    solvedWithHints: hints,
    shownSolution: shown,
  });
  const fractionsUnit = {
    unitId: FRACTIONS,
    subjectId: 'math',
    languageId: null,
    checked: checked(5, 2, 1, 1, 1),
    mastery: 0.25,
    skills: [
      {
        skill: 'add-fractions',
        checked: checked(3, 2, 1, 1, 0),
        mastery: 0.5,
        lastOutcome: 'SOLVED_ALONE',
        nextReviewAt: at(T(2)).toISOString(),
        dueToday: false,
      },
      {
        skill: 'compare-fractions',
        checked: checked(2, 0, 0, 0, 1),
        mastery: 0,
        lastOutcome: 'SHOWN_SOLUTION',
        nextReviewAt: at(T(-1), '08:00').toISOString(),
        dueToday: true,
      },
    ],
    modelMarkedQuiz: { answered: 1, correct: 1 },
  };
  const geometryUnit = {
    unitId: GEOMETRY,
    subjectId: 'math',
    languageId: null,
    checked: checked(3, 3, 3, 0, 0),
    mastery: 1,
    skills: [
      {
        skill: 'angles',
        checked: checked(3, 3, 3, 0, 0),
        mastery: 1,
        lastOutcome: 'SOLVED_ALONE',
        nextReviewAt: at(T(3)).toISOString(),
        dueToday: false,
      },
    ],
    modelMarkedQuiz: { answered: 0, correct: 0 },
  };
  const expected = {
    // Three days of practice and no message: a streak of three.
    streakDays: 3,
    unitsThisWeek: 2,
    skillsDueToday: 1,
    practiceUnits: [fractionsUnit, geometryUnit],
    toRevise: [{ unitId: FRACTIONS, mastery: 0.25 }],
    practiceThisWeek: checked(8, 5, 4, 1, 1),
    quizScores: [{ unitId: FRACTIONS, answered: 1, correct: 1 }],
  };

  const read = (as: Caller | undefined, of: Caller, fields = PROGRESS) =>
    deployment.graphql(svc, ENTITIES(fields), as, { r: [{ __typename: 'User', id: of.id }] });
  const progressOf = async (of: Caller, as: Caller = of, fields = PROGRESS) => {
    const { data, errors } = await read(as, of, fields);
    expect(errors).toBeUndefined();
    return data!._entities[0].progress;
  };
  const answersIn = (p: { practiceUnits: { checked: { itemsAnswered: number } }[] }) =>
    p.practiceUnits.reduce((n, u) => n + u.checked.itemsAnswered, 0);
  const lastDays = (p: { messagesPerDay: unknown[] }) => p.messagesPerDay.slice(-3);

  beforeAll(async () => {
    svc = await deployment.start(progress, 'PROGRESS_PORT', { PROGRESS_TIME_ZONE: ZONE });
    bus = testEventBus(deployment.namespace);
  }, 60_000);
  afterAll(async () => {
    await bus?.close();
    await deployment.dispose();
  });

  it('takes the mastery from the outcomes: solved with hints leaves it at 0, solved alone raises it', async () => {
    await bus.publish(TOPICS.practiceOutcome, firstAnswers);
    const before = await eventually(
      () => progressOf(amal),
      (p) => answersIn(p) === 7 && p.practiceUnits[1]?.checked.solvedAlone === 3,
    );
    const addSkill = () => before.practiceUnits[0].skills[0];
    expect(addSkill()).toMatchObject({
      skill: 'add-fractions',
      mastery: 0,
      lastOutcome: 'SOLVED_WITH_HINTS',
    });
    expect(addSkill().checked).toEqual(checked(2, 1, 0, 1, 0));
    await bus.publish(TOPICS.practiceOutcome, secondAnswers);
    const after = await eventually(
      () => progressOf(amal),
      (p) => p.practiceUnits[0]?.skills[0]?.checked.solvedAlone === 1,
    );
    expect(after.practiceUnits[0].skills[0]).toMatchObject({ mastery: 0.5, lastOutcome: 'SOLVED_ALONE' });
  });

  it('gives exact checked figures per unit and skill, the model-marked quiz apart, and a practice-only streak', async () => {
    await bus.publish(TOPICS.tutoringReply, [modelQuiz]);
    const p = await eventually(
      () => progressOf(amal),
      (f) => f.quizScores.length === 1,
    );
    expect(p).toMatchObject(expected);
    expect(lastDays(p)).toEqual([
      { day: T(-2), messages: 0, itemsAnswered: 2 },
      { day: T(-1), messages: 0, itemsAnswered: 2 },
      { day: today, messages: 0, itemsAnswered: 4 },
    ]);
  });

  it('counts a replayed event, an answer under a new event id and an attempt reviewed twice once', async () => {
    const bystander = caller('bystander');
    const firstAnswerId = randomUUID();
    const sameAnswer = answered(amal, {
      ...angles,
      attemptId: 'a9',
      correct: true,
      when: at(today, '12:00'),
    });
    await bus.publish(TOPICS.practiceOutcome, [
      answered(amal, { ...angles, attemptId: 'a7', answerId: firstAnswerId, correct: true, when: at(today) }),
    ]);
    const withOne = await eventually(
      () => progressOf(amal),
      (f) => answersIn(f) === 9,
    );
    expect(withOne.practiceUnits[1].checked).toEqual(checked(4, 4, 3, 0, 0));
    await bus.publish(TOPICS.practiceOutcome, [
      sameAnswer,
      sameAnswer, // the same event delivered twice
      // The answer a7 again under a new event id, and wrong this time: it was counted already.
      answered(amal, {
        ...angles,
        attemptId: 'a7',
        answerId: firstAnswerId,
        correct: false,
        when: at(today),
      }),
      // Attempt a4 reviewed again (another event id, another outcome): it ended once.
      reviewed(amal, {
        ...angles,
        attemptId: 'a4',
        outcome: 'shown_solution',
        mastery: 0,
        next: at(today),
        when: at(today, '12:30'),
      }),
      // A sentinel on Amal's key (so handled after the duplicates) for someone else.
      answered(bystander, { ...angles, attemptId: 'b1', correct: true, when: at(today), key: amal.id }),
    ]);
    await eventually(
      () => progressOf(bystander),
      (f) => answersIn(f) === 1,
    );
    const p = await progressOf(amal);
    // a7 and a9: two answers more than before, both right; no attempt ended more, the mastery as it was.
    expect(p.practiceUnits[1]).toEqual({
      ...geometryUnit,
      checked: checked(5, 5, 3, 0, 0),
      skills: [{ ...geometryUnit.skills[0], checked: checked(5, 5, 3, 0, 0) }],
    });
    expect(p.practiceUnits[0]).toEqual(fractionsUnit);
    expect(p.streakDays).toBe(3);
  });

  it("gives the parent's weekly digest from the checked outcomes, the model-marked quiz apart", async () => {
    const digest = (await progressOf(amal, amal, DIGEST)).weeklyDigest;
    expect(digest).toEqual({
      practised: [
        {
          unitId: FRACTIONS,
          messages: 0,
          quizAnswered: 1,
          quizCorrect: 1,
          checked: checked(5, 2, 1, 1, 1),
          mastery: 0.25,
          modelMarkedQuiz: { answered: 1, correct: 1 },
        },
        {
          unitId: GEOMETRY,
          messages: 0,
          quizAnswered: 0,
          quizCorrect: 0,
          checked: checked(5, 5, 3, 0, 0),
          mastery: 1,
          modelMarkedQuiz: { answered: 0, correct: 0 },
        },
      ],
      // One model-marked answer is no model-marked "mastery" or low score either.
      mastered: [],
      lowestScores: [],
      abandoned: [],
      masteredInPractice: [{ unitId: GEOMETRY, mastery: 1 }],
      stuckInPractice: [{ unitId: FRACTIONS, mastery: 0.25 }],
      checked: checked(10, 7, 4, 1, 1),
      modelMarkedQuiz: { answered: 1, correct: 1 },
      question: { kind: 'STUCK', unitId: FRACTIONS },
    });
  });

  it('lets a linked parent read the checked figures and digest, and no one else', async () => {
    const fields = `progress { practiceUnits { unitId mastery } toRevise { unitId } practiceThisWeek { itemsAnswered }
      skillsDueToday weeklyDigest { masteredInPractice { unitId } stuckInPractice { unitId } } }`;
    await bus.publish(TOPICS.familyLink, [
      eventAt(ParentLinkedSchema, { parentId: parent.id, childId: amal.id }, amal.id, new Date()),
    ]);
    const linked = await eventually(
      () => read(parent, amal, fields),
      (r) => !r.errors,
    );
    expect(linked.data!._entities[0].progress).toEqual({
      practiceUnits: [
        { unitId: FRACTIONS, mastery: 0.25 },
        { unitId: GEOMETRY, mastery: 1 },
      ],
      toRevise: [{ unitId: FRACTIONS }],
      practiceThisWeek: { itemsAnswered: 10 },
      skillsDueToday: 1,
      weeklyDigest: { masteredInPractice: [{ unitId: GEOMETRY }], stuckInPractice: [{ unitId: FRACTIONS }] },
    });
    // Each new field alone is refused to anyone else: another parent, another learner, the teacher.
    for (const field of [
      'progress { practiceUnits { unitId } }',
      'progress { toRevise { unitId } }',
      'progress { practiceThisWeek { itemsAnswered } }',
      'progress { weeklyDigest { stuckInPractice { unitId } } }',
    ])
      for (const who of [otherParent, badr, teacher])
        expect((await read(who, amal, field)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await read(undefined, amal)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("gives a class's teacher each student's checked figures in the subject and the class average mastery", async () => {
    await bus.publish(TOPICS.familyClass, [
      eventAt(ClassCreatedSchema, { classId, teacherId: teacher.id, subjectId: 'math' }, classId, new Date()),
      ...[amal, badr].map((s) =>
        eventAt(
          ClassJoinedSchema,
          { classId, teacherId: teacher.id, studentId: s.id, subjectId: 'math' },
          classId,
          new Date(),
        ),
      ),
    ]);
    await bus.publish(TOPICS.practiceOutcome, [
      // Badr: angles, wrong, then the solution shown.
      answered(badr, { ...angles, attemptId: 'b2', correct: false, when: at(today) }),
      reviewed(badr, {
        ...angles,
        attemptId: 'b2',
        outcome: 'shown_solution',
        mastery: 0,
        next: at(T(1)),
        when: at(today),
      }),
      // ... and a science item: not the class's subject.
      answered(badr, {
        unitId: 'science-cells',
        skill: 'cell-parts',
        subjectId: 'science',
        attemptId: 'b3',
        correct: true,
        when: at(today),
      }),
    ]);
    const figuresAs = (who: Caller | undefined) =>
      deployment.graphql(svc, FIGURES, who, { r: [{ __typename: 'Class', id: classId }] });
    const result = await eventually(
      () => figuresAs(teacher),
      (r) =>
        r.data?._entities[0]?.figures.students.length === 2 &&
        r.data._entities[0].figures.practiceUnits.some(
          (u: { studentsWithMastery: number }) => u.studentsWithMastery === 2,
        ) &&
        r.data._entities[0].figures.students.every(
          (s: { itemsAnsweredThisWeek: number }) => s.itemsAnsweredThisWeek,
        ),
    );
    const figures = result.data!._entities[0].figures;
    expect(figures.units).toEqual([{ unitId: FRACTIONS, answered: 1, correct: 1 }]);
    expect(figures.practiceUnits).toEqual([
      {
        unitId: FRACTIONS,
        checked: checked(5, 2, 1, 1, 1),
        averageMastery: 0.25,
        studentsWithMastery: 1,
        modelMarkedQuiz: { answered: 1, correct: 1 },
      },
      {
        unitId: GEOMETRY,
        checked: checked(6, 5, 3, 0, 1),
        averageMastery: 0.5,
        studentsWithMastery: 2,
        modelMarkedQuiz: { answered: 0, correct: 0 },
      },
    ]);
    const byId = new Map(figures.students.map((s: { studentId: string }) => [s.studentId, s]));
    expect(byId.get(amal.id)).toMatchObject({
      itemsAnsweredThisWeek: 10,
      quizScores: [{ unitId: FRACTIONS, answered: 1, correct: 1 }],
      practiceUnits: [fractionsUnit, { unitId: GEOMETRY, mastery: 1, checked: checked(5, 5, 3, 0, 0) }],
    });
    expect(byId.get(badr.id)).toMatchObject({
      itemsAnsweredThisWeek: 1,
      quizScores: [],
      practiceUnits: [
        {
          unitId: GEOMETRY,
          checked: checked(1, 0, 0, 0, 1),
          mastery: 0,
          modelMarkedQuiz: { answered: 0, correct: 0 },
        },
      ],
    });
    for (const who of [otherTeacher, amal, parent])
      expect((await figuresAs(who)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("removes a deleted learner's practice", async () => {
    await bus.publish(TOPICS.identityUser, [
      eventAt(UserDeletedSchema, { userId: badr.id, email: badr.email }, badr.id, new Date()),
    ]);
    const p = await eventually(
      () => progressOf(badr),
      (f) => f.practiceUnits.length === 0,
    );
    expect(p).toMatchObject({ streakDays: 0, practiceThisWeek: checked(0, 0, 0, 0, 0), skillsDueToday: 0 });
    for (const table of ['practice_answers', 'practice_attempts', 'skill_practice'])
      expect((await svc.pool.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [badr.id])).rowCount).toBe(0);
  });
});
