import { randomUUID } from 'node:crypto';
import {
  ClassUnitCreatedSchema,
  ConversationStartedSchema,
  MessageSentSchema,
  QuizAnsweredSchema,
  TOPICS,
} from '@tutor/contracts';
import type { EventBus } from '@tutor/service-runtime';
import { eventAt, eventually, testDeployment, testEventBus } from '@tutor/test-kit';
import { service as progress } from '../src/service';

/**
 * Issue 31: a unit a teacher wrote is named by the read model (from family.class's ClassUnitCreated), and a quiz
 * answered in a subject's free-question conversation (no unit) counts, under its subject.
 */
type Caller = { id: string; email: string; role: 'Owner' | 'User' };
const QUERY = `{ myProgress { unitTitles { unitId title }
  quizScores { unitId subjectId languageId answered correct } revise { unitId } } }`;

describe('progress service: teacher units named, free-question quizzes counted', () => {
  const deployment = testDeployment('progress_names');
  let svc: Awaited<ReturnType<typeof deployment.start<any, any>>>;
  let bus: EventBus;
  const learner: Caller = { id: randomUUID(), email: 'mariam@progress.test', role: 'User' };
  const figures = async () => {
    const { data, errors } = await deployment.graphql(svc, QUERY, learner, {});
    expect(errors).toBeUndefined();
    return data!.myProgress;
  };
  const answered = (conversationId: string, subjectId: string, correct: boolean) =>
    eventAt(
      QuizAnsweredSchema,
      { replyId: randomUUID(), conversationId, userId: learner.id, subjectId, unitId: '', correct },
      conversationId,
      new Date(),
    );

  beforeAll(async () => {
    svc = await deployment.start(progress, 'PROGRESS_PORT', { PROGRESS_TIME_ZONE: 'Africa/Cairo' });
    bus = testEventBus(deployment.namespace);
  }, 60_000);
  afterAll(async () => {
    await bus?.close();
    await deployment.dispose();
  });

  it("carries the title of a teacher's unit the learner practised, and no other", async () => {
    const classId = randomUUID();
    const conversationId = randomUUID();
    const unitId = `class-unit-${randomUUID()}`;
    await bus.publish(TOPICS.familyClass, [
      eventAt(
        ClassUnitCreatedSchema,
        { unitId, classId, subjectId: 'physics', title: 'قوانين نيوتن في الملعب', notes: 'كرة القدم' },
        classId,
        new Date(),
      ),
      eventAt(
        ClassUnitCreatedSchema,
        { unitId: `class-unit-${randomUUID()}`, classId, subjectId: 'physics', title: 'Not practised' },
        classId,
        new Date(),
      ),
    ]);
    await bus.publish(TOPICS.tutoringConversation, [
      eventAt(
        ConversationStartedSchema,
        { conversationId, userId: learner.id, kind: 'school', subjectId: 'physics', unitId, mode: 'explain' },
        conversationId,
        new Date(),
      ),
      eventAt(
        MessageSentSchema,
        { messageId: randomUUID(), conversationId, userId: learner.id, subjectId: 'physics', unitId },
        conversationId,
        new Date(),
      ),
    ]);
    const p = await eventually(figures, (f) => f.unitTitles.length > 0);
    expect(p.unitTitles).toEqual([{ unitId, title: 'قوانين نيوتن في الملعب' }]);
  });

  it('counts quiz answers of a free-question conversation under its subject, with nothing to revise', async () => {
    const [math, physics] = [randomUUID(), randomUUID()];
    await bus.publish(TOPICS.tutoringConversation, [
      ...(
        [
          [math, 'math'],
          [physics, 'physics'],
        ] as const
      ).map(([conversationId, subjectId]) =>
        eventAt(
          ConversationStartedSchema,
          { conversationId, userId: learner.id, kind: 'school', subjectId, mode: 'quiz' },
          conversationId,
          new Date(),
        ),
      ),
    ]);
    await bus.publish(TOPICS.tutoringReply, [
      answered(math, 'math', true),
      answered(math, 'math', false),
      answered(physics, 'physics', false),
    ]);
    const p = await eventually(figures, (f) => f.quizScores.length === 2);
    expect(p.quizScores).toEqual([
      { unitId: '', subjectId: 'math', languageId: null, answered: 2, correct: 1 },
      { unitId: '', subjectId: 'physics', languageId: null, answered: 1, correct: 0 },
    ]);
    expect(p.revise).toEqual([]);
  });
});
