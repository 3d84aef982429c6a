import {
  ConversationModeChangedSchema,
  ConversationStartedSchema,
  MessageSentSchema,
  TOPICS,
} from '@tutor/contracts';
import { eventually, outboxEvents } from '@tutor/test-kit';
import { conversationHarness } from './support/harness';

describe('conversation: starting from a unit or a project, and teaching modes', () => {
  const t = conversationHarness();
  const { gql, publish, learner, start, send, messages, jobsOf, failedEvent } = t;

  describe('starting from a unit or a project', () => {
    const START = `mutation($k: ConversationKind!, $s: ID, $l: ID, $u: ID, $p: ID, $m: TeachingMode) {
      startConversation(kind: $k, subjectId: $s, languageId: $l, unitId: $u, projectId: $p, mode: $m) {
        id title mode unitId unitName projectId subjectName languageName } }`;
    const startFrom = (
      user: { id: string },
      v: { k: string; s?: string; l?: string; u?: string; p?: string; m?: string },
    ) => gql(user, START, v);
    const events = async (conversationId: string, type: string) =>
      (await outboxEvents(t.conversation.pool, conversationId)).filter((e) => e.type === type);

    it('titles a conversation from a unit "<subject> · <unit>" in the learner’s language and carries the unit', async () => {
      const mona = await learner({ language: 'ar', educationalStage: 'high', academicYear: '2' });
      const ar = await startFrom(mona, { k: 'SCHOOL', s: 'high-2-math', u: 'high-2-math-calculus' });
      expect(ar.errors).toBeUndefined();
      expect(ar.data!.startConversation).toMatchObject({
        title: 'الرياضيات · التفاضل والتكامل: النهايات والاشتقاق',
        mode: 'EXPLAIN',
        unitId: 'high-2-math-calculus',
        unitName: 'التفاضل والتكامل: النهايات والاشتقاق',
        projectId: null,
      });
      const sam = await learner({ language: 'en', educationalStage: 'primary', academicYear: '5' });
      const en = await startFrom(sam, {
        k: 'SCHOOL',
        s: 'primary-5-science',
        u: 'primary-5-science-electricity',
      });
      expect(en.data!.startConversation).toMatchObject({
        title: 'Science · Electricity and circuits',
        unitName: 'Electricity and circuits',
      });
      const topic = await startFrom(sam, { k: 'PROGRAMMING', l: 'python', u: 'python-loops' });
      expect(topic.data!.startConversation).toMatchObject({
        title: 'Python · Loops: for and while',
        unitId: 'python-loops',
        languageName: 'Python',
      });
    });

    it('refuses a unit without its subject, a unit of another subject and a project of another language, in the learner’s language, storing nothing', async () => {
      const mona = await learner({ language: 'ar' });
      const sam = await learner({ language: 'en' });
      const cases: [Parameters<typeof startFrom>[1], string][] = [
        [{ k: 'SCHOOL', u: 'high-1-physics-newton' }, 'unitId'],
        [{ k: 'SCHOOL', s: 'high-1-chemistry', u: 'high-1-physics-newton' }, 'unitId'],
        [{ k: 'SCHOOL', s: 'high-1-physics', u: 'no-such-unit' }, 'unitId'],
        [{ k: 'SCHOOL', s: 'high-1-physics', u: 'python-loops' }, 'unitId'],
        [{ k: 'SCHOOL', s: 'high-1-physics', p: 'python-calculator' }, 'projectId'],
        [{ k: 'PROGRAMMING', p: 'python-calculator' }, 'projectId'],
        [{ k: 'PROGRAMMING', l: 'java', p: 'python-calculator' }, 'projectId'],
        [{ k: 'PROGRAMMING', l: 'java', u: 'python-loops' }, 'unitId'],
        [{ k: 'PROGRAMMING', u: 'python-loops' }, 'unitId'],
        [{ k: 'PROGRAMMING', l: 'python', u: 'python-loops', p: 'python-calculator' }, 'projectId'],
      ];
      for (const [variables, field] of cases) {
        const [inArabic, inEnglish] = [await startFrom(mona, variables), await startFrom(sam, variables)];
        expect({ variables, error: inArabic.errors?.[0]?.extensions }).toEqual({
          variables,
          error: { code: 'BAD_USER_INPUT', field },
        });
        expect(inArabic.errors![0]!.message).toMatch(/[\u0600-\u06FF]/);
        expect(inEnglish.errors![0]!.message).toMatch(/^[^\u0600-\u06FF]+$/);
      }
      expect((await startFrom(sam, { k: 'SCHOOL', u: 'high-1-physics-newton' })).errors![0]!.message).toBe(
        'A unit needs its subject: choose the subject first',
      );
      for (const user of [mona, sam])
        expect(
          (await t.conversation.pool.query('SELECT id FROM conversations WHERE user_id = $1', [user.id]))
            .rows,
        ).toEqual([]);
    });

    it('reopens the empty conversation of the same subject and unit (or language and project), announcing each start once', async () => {
      const nour = await learner();
      const unit = { k: 'SCHOOL', s: 'high-1-physics', u: 'high-1-physics-newton' };
      const first = (await startFrom(nour, unit)).data!.startConversation;
      expect((await startFrom(nour, unit)).data!.startConversation.id).toBe(first.id);
      const otherUnit = (await startFrom(nour, { ...unit, u: 'high-1-physics-motion' })).data!
        .startConversation;
      expect(otherUnit.id).not.toBe(first.id);
      const subjectOnly = (await startFrom(nour, { k: 'SCHOOL', s: 'high-1-physics' })).data!
        .startConversation;
      expect([first.id, otherUnit.id]).not.toContain(subjectOnly.id);
      expect((await startFrom(nour, { k: 'SCHOOL', s: 'high-1-physics' })).data!.startConversation.id).toBe(
        subjectOnly.id,
      );
      // Reopened with a mode asked for: switched to it.
      const quiz = (await startFrom(nour, { ...unit, m: 'QUIZ' })).data!.startConversation;
      expect(quiz).toMatchObject({ id: first.id, mode: 'QUIZ' });
      const project = { k: 'PROGRAMMING', l: 'python', p: 'python-calculator' };
      const built = (await startFrom(nour, project)).data!.startConversation;
      expect(built).toMatchObject({ title: 'Calculator', projectId: 'python-calculator', mode: 'EXPLAIN' });
      expect((await startFrom(nour, project)).data!.startConversation.id).toBe(built.id);
      expect((await startFrom(nour, { ...project, p: 'python-guess' })).data!.startConversation.id).not.toBe(
        built.id,
      );
      // Once used, a click starts a fresh one.
      expect((await send(nour, first.id, '1700000000100')).errors).toBeUndefined();
      expect((await startFrom(nour, unit)).data!.startConversation.id).not.toBe(first.id);

      // ConversationStarted once per conversation (not on a reopening), keyed by it, naming its origin.
      expect(await events(first.id, ConversationStartedSchema.typeName)).toEqual([
        {
          type: ConversationStartedSchema.typeName,
          payload: {
            conversationId: first.id,
            userId: nour.id,
            kind: 'school',
            subjectId: 'high-1-physics',
            unitId: 'high-1-physics-newton',
            languageId: '',
            projectId: '',
            mode: 'explain',
          },
        },
      ]);
      expect(await events(built.id, ConversationStartedSchema.typeName)).toEqual([
        {
          type: ConversationStartedSchema.typeName,
          payload: expect.objectContaining({
            kind: 'programming',
            languageId: 'python',
            projectId: 'python-calculator',
            subjectId: '',
          }),
        },
      ]);
    });

    it('switches a conversation’s mode for its owner only, announcing each change once; the reply job carries it', async () => {
      const nour = await learner();
      const omar = await learner();
      const conv = (await startFrom(nour, { k: 'PROGRAMMING', l: 'javascript', m: 'CODE' })).data!
        .startConversation;
      expect(conv.mode).toBe('CODE');
      const SET =
        'mutation($id: ID!, $m: TeachingMode!) { setConversationMode(id: $id, mode: $m) { id mode } }';
      expect((await gql(omar, SET, { id: conv.id, m: 'QUIZ' })).errors?.[0]?.extensions.code).toBe(
        'NOT_FOUND',
      );
      expect((await gql(omar, SET, { id: 'not-a-uuid', m: 'QUIZ' })).errors?.[0]?.extensions.code).toBe(
        'NOT_FOUND',
      );
      expect((await gql(nour, SET, { id: conv.id, m: 'GUIDE' })).data).toEqual({
        setConversationMode: { id: conv.id, mode: 'GUIDE' },
      });
      expect((await gql(nour, SET, { id: conv.id, m: 'GUIDE' })).data).toEqual({
        setConversationMode: { id: conv.id, mode: 'GUIDE' },
      });
      expect(await events(conv.id, ConversationModeChangedSchema.typeName)).toEqual([
        {
          type: ConversationModeChangedSchema.typeName,
          payload: { conversationId: conv.id, userId: nour.id, mode: 'guide' },
        },
      ]);
      await send(nour, conv.id, '1700000000101', 'Explain this code');
      const [job] = await jobsOf(`${conv.id}_1700000000101`);
      expect(job!.data.mode).toBe('guide');
    });

    it('queues a reply from a unit with its mode and unit, and from a project with its title and steps, in the learner’s language', async () => {
      const mona = await learner({ language: 'ar', educationalStage: 'primary', academicYear: '4' });
      const unitConv = (
        await startFrom(mona, { k: 'SCHOOL', s: 'primary-4-math', u: 'primary-4-math-fractions', m: 'QUIZ' })
      ).data!.startConversation;
      await send(mona, unitConv.id, '1700000000102', 'ما الكسر؟');
      const [unitJob] = await jobsOf(`${unitConv.id}_1700000000102`);
      expect(unitJob!.data).toMatchObject({
        mode: 'quiz',
        learner: { language: 'ar', educationalStage: 'primary', academicYear: '4' },
        topic: {
          domain: 'school',
          subjectName: 'الرياضيات',
          subjectId: 'primary-4-math',
          unitId: 'primary-4-math-fractions',
          unitName: 'الكسور المتكافئة ومقارنتها',
        },
      });

      const sam = await learner({ language: 'en' });
      const projectConv = (await startFrom(sam, { k: 'PROGRAMMING', l: 'cpp', p: 'cpp-tictactoe' })).data!
        .startConversation;
      await send(sam, projectConv.id, '1700000000103', 'Start');
      const [projectJob] = await jobsOf(`${projectConv.id}_1700000000103`);
      expect(projectJob!.data.mode).toBe('explain');
      expect(projectJob!.data.topic).toEqual({
        domain: 'programming',
        languageName: 'C++',
        languageId: 'cpp',
        project: {
          id: 'cpp-tictactoe',
          title: 'Tic-tac-toe',
          steps: [
            'Represent the board as a 3 × 3 array',
            'Print the board',
            'Let X and O take turns on empty squares',
            'Check rows, columns and diagonals for a win',
            'Announce the winner or a draw',
          ],
        },
      });
    });

    it('announces MessageSent once per learner message, not for a Retry or a resend', async () => {
      const nour = await learner();
      const conv = (await startFrom(nour, { k: 'SCHOOL', s: 'high-1-biology', u: 'high-1-biology-cell' }))
        .data!.startConversation;
      const replyId = `${conv.id}_1700000000104`;
      await send(nour, conv.id, '1700000000104');
      await send(nour, conv.id, '1700000000104'); // the same message again: nothing new
      await publish(
        TOPICS.tutoringReply,
        conv.id,
        failedEvent({ replyId, conversationId: conv.id, userId: nour.id }),
      );
      // The learner's messages (a unit's conversation opens with the tutor's first turn).
      const own = async () => (await messages(conv.id)).filter((m) => m.sender === 'student');
      await eventually(own, (rows) => rows[0]?.status === 'failed');
      expect((await send(nour, conv.id, '1700000000104')).errors).toBeUndefined(); // the Retry
      expect(await own()).toEqual([{ id: '1700000000104', sender: 'student', status: 'sent', attempt: 2 }]);
      await send(nour, conv.id, '1700000000105', 'And the nucleus?');
      expect(await events(conv.id, MessageSentSchema.typeName)).toEqual([
        {
          type: MessageSentSchema.typeName,
          payload: {
            messageId: '1700000000104',
            conversationId: conv.id,
            userId: nour.id,
            subjectId: 'high-1-biology',
            unitId: 'high-1-biology-cell',
            languageId: '',
            mode: 'explain',
            hasImage: false,
          },
        },
        {
          type: MessageSentSchema.typeName,
          payload: expect.objectContaining({ messageId: '1700000000105' }),
        },
      ]);
      // A programming conversation's message names its language (progress files it without a lookup).
      const code = await start(nour, 'kind: PROGRAMMING, languageId: "python"');
      await send(nour, code.id, '1700000000106', 'What is a loop?');
      expect(await events(code.id, MessageSentSchema.typeName)).toEqual([
        {
          type: MessageSentSchema.typeName,
          payload: expect.objectContaining({ subjectId: '', languageId: 'python' }),
        },
      ]);
    });
  });
});
