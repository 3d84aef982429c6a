import { randomUUID } from 'node:crypto';
import {
  ClassCreatedSchema,
  ClassJoinedSchema,
  ClassLeftSchema,
  ConversationStartedSchema,
  MessageSentSchema,
  QuizAnsweredSchema,
  TOPICS,
} from '@tutor/contracts';
import type { EventBus } from '@tutor/service-runtime';
import { eventually, eventAt, testDeployment, testEventBus } from '@tutor/test-kit';
import { service as progress } from '../src/service';

/**
 * A class's figures for its teacher (ADR 19), in-process with real PostgreSQL and the bus: the test plays the
 * family service (a class and its members) and the tutoring producers (scripted messages and quiz answers at set
 * instants), then reads `Class.figures` as the gateway would.
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

const FIGURES = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Class { figures {
  units { unitId answered correct }
  students { studentId messagesThisWeek unitsPractised unitIds quizScores { unitId answered correct } } } } } }`;

describe('progress service: class figures', () => {
  const deployment = testDeployment('progress_classes');
  let svc: Awaited<ReturnType<typeof deployment.start<any, any>>>;
  let bus: EventBus;
  const teacher = caller('teacher');
  const otherTeacher = caller('other-teacher');
  const salma = caller('salma');
  const karim = caller('karim');
  const classId = randomUUID();
  const today = cairoDay(new Date());
  const at = (day: string) => new Date(`${day}T10:00:00Z`);

  const read = (as: Caller | undefined) =>
    deployment.graphql(svc, FIGURES, as, { r: [{ __typename: 'Class', id: classId }] });
  const started = (who: Caller, id: string, subjectId: string, unitId: string, when: Date) =>
    eventAt(
      ConversationStartedSchema,
      { conversationId: id, userId: who.id, kind: 'school', subjectId, unitId, mode: 'quiz' },
      id,
      when,
    );
  const sent = (who: Caller, id: string, subjectId: string, unitId: string, when: Date) =>
    eventAt(
      MessageSentSchema,
      { messageId: randomUUID(), conversationId: id, userId: who.id, subjectId, unitId },
      id,
      when,
    );
  const answered = (who: Caller, id: string, subjectId: string, unitId: string, correct: boolean) =>
    eventAt(
      QuizAnsweredSchema,
      { replyId: randomUUID(), conversationId: id, userId: who.id, subjectId, unitId, correct },
      id,
      new Date(),
    );

  beforeAll(async () => {
    svc = await deployment.start(progress, 'PROGRESS_PORT', { PROGRESS_TIME_ZONE: ZONE });
    bus = testEventBus(deployment.namespace);
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await bus.publish(TOPICS.familyClass, [
      eventAt(
        ClassCreatedSchema,
        { classId, teacherId: teacher.id, subjectId: 'physics' },
        classId,
        new Date(),
      ),
      ...[salma, karim].map((s) =>
        eventAt(
          ClassJoinedSchema,
          { classId, teacherId: teacher.id, studentId: s.id, subjectId: 'physics' },
          classId,
          new Date(),
        ),
      ),
    ]);
    await bus.publish(TOPICS.tutoringConversation, [
      // Salma: two messages this week in Physics, one eight days ago (not this week), one in Chemistry.
      started(salma, a, 'physics', 'physics-motion', at(shift(today, -8))),
      sent(salma, a, 'physics', 'physics-motion', at(shift(today, -8))),
      sent(salma, a, 'physics', 'physics-motion', at(shift(today, -6))),
      sent(salma, a, 'physics', 'physics-motion', at(today)),
      started(salma, c, 'chemistry', 'chemistry-atoms', at(today)),
      sent(salma, c, 'chemistry', 'chemistry-atoms', at(today)),
      // Karim: one message in a unit of Physics.
      started(karim, b, 'physics', 'physics-waves', at(today)),
      sent(karim, b, 'physics', 'physics-waves', at(today)),
    ]);
    await bus.publish(TOPICS.tutoringReply, [
      answered(salma, a, 'physics', 'physics-motion', true),
      answered(salma, a, 'physics', 'physics-motion', false),
      answered(karim, b, 'physics', 'physics-waves', true),
      answered(salma, c, 'chemistry', 'chemistry-atoms', true), // another subject's: not the class's
    ]);
  }, 60_000);
  afterAll(async () => {
    await bus?.close();
    await deployment.dispose();
  });

  it("gives the class's teacher each student's figures in the subject and the class's totals per unit", async () => {
    const expected = [
      {
        studentId: salma.id,
        messagesThisWeek: 2,
        unitsPractised: 1,
        unitIds: ['physics-motion'],
        quizScores: [{ unitId: 'physics-motion', answered: 2, correct: 1 }],
      },
      {
        studentId: karim.id,
        messagesThisWeek: 1,
        unitsPractised: 1,
        unitIds: ['physics-waves'],
        quizScores: [{ unitId: 'physics-waves', answered: 1, correct: 1 }],
      },
    ].sort((x, y) => x.studentId.localeCompare(y.studentId));
    const result = await eventually(
      () => read(teacher),
      (r) => JSON.stringify(r.data?._entities[0]?.figures.students) === JSON.stringify(expected),
    );
    expect(result.data!._entities[0].figures.units).toEqual([
      { unitId: 'physics-motion', answered: 2, correct: 1 },
      { unitId: 'physics-waves', answered: 1, correct: 1 },
    ]);
  });

  it('refuses anyone but the class’s teacher', async () => {
    for (const who of [otherTeacher, salma])
      expect((await read(who)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await read(undefined)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('reads a class it has not heard of yet as empty, so a class just made shows at once', async () => {
    const unheard = await deployment.graphql(svc, FIGURES, otherTeacher, {
      r: [{ __typename: 'Class', id: randomUUID() }],
    });
    expect(unheard.errors).toBeUndefined();
    expect(unheard.data!._entities[0].figures).toEqual({ units: [], students: [] });
  });

  it('drops a student who left', async () => {
    await bus.publish(TOPICS.familyClass, [
      eventAt(ClassLeftSchema, { classId, studentId: salma.id }, classId, new Date()),
    ]);
    const result = await eventually(
      () => read(teacher),
      (r) => r.data?._entities[0]?.figures.students.length === 1,
    );
    expect(result.data!._entities[0].figures).toEqual({
      units: [{ unitId: 'physics-waves', answered: 1, correct: 1 }],
      students: [
        {
          studentId: karim.id,
          messagesThisWeek: 1,
          unitsPractised: 1,
          unitIds: ['physics-waves'],
          quizScores: [{ unitId: 'physics-waves', answered: 1, correct: 1 }],
        },
      ],
    });
  });
});
