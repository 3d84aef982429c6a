import { LearnerReinstatedSchema, LearnerSuspendedSchema, TOPICS } from '@tutor/contracts';
import { encodeEvent } from '@tutor/service-runtime';
import { eventually } from '@tutor/test-kit';
import { randomUUID } from 'node:crypto';
import { conversationHarness, FREE, PNG_BASE64 } from './support/harness';

describe('conversation: a suspended learner', () => {
  const t = conversationHarness();
  const { gql, publish, learner, remaining, start, send, messages, jobsOf } = t;

  it("refuses a suspended learner's send, image and start in their language, storing, charging and queueing nothing; reinstated, they send", async () => {
    const moderation = (schema: typeof LearnerSuspendedSchema | typeof LearnerReinstatedSchema, id: string) =>
      publish(
        TOPICS.adminModeration,
        id,
        encodeEvent(schema, { userId: id, actorId: randomUUID() }, { aggregateId: id, producer: 'test' })
          .bytes,
      );
    const SUSPENDED = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { suspended } } }';
    const suspended = async (user: { id: string }) =>
      (await gql(user, SUSPENDED, { r: [{ __typename: 'User', id: user.id }] })).data!._entities[0]
        .suspended as boolean;
    const [nour, mariam] = [await learner(), await learner({ language: 'ar' })];
    const convs = [await start(nour), await start(mariam)];
    expect(await suspended(nour)).toBe(false);
    await moderation(LearnerSuspendedSchema, nour.id);
    await moderation(LearnerSuspendedSchema, mariam.id);
    await moderation(LearnerSuspendedSchema, mariam.id); // a redelivery changes nothing
    await eventually(() => suspended(mariam), Boolean);
    await eventually(() => suspended(nour), Boolean);

    const reasons = [
      "Your account has been suspended, so you can't send messages for now. Please ask a parent or teacher to contact us.",
      'تم إيقاف حسابك مؤقتًا، لذلك لا يمكنك إرسال الرسائل الآن. اطلب من أحد والديك أو معلمك التواصل معنا.',
    ];
    for (const [i, user] of [nour, mariam].entries()) {
      const conv = convs[i]!;
      const refused = await send(user, conv.id, 'm-suspended');
      expect(refused.errors?.[0]).toMatchObject({ message: reasons[i], extensions: { code: 'FORBIDDEN' } });
      const image = await gql(
        user,
        'mutation($c: ID!, $i: String!) { sendImage(conversationId: $c, messageId: "m-image", imageBase64: $i) { replyId } }',
        { c: conv.id, i: PNG_BASE64 },
      );
      expect(image.errors?.[0]).toMatchObject({ message: reasons[i], extensions: { code: 'FORBIDDEN' } });
      const started = await gql(user, 'mutation { startConversation(kind: SCHOOL) { id } }');
      expect(started.errors?.[0]).toMatchObject({ message: reasons[i], extensions: { code: 'FORBIDDEN' } });
      expect(await messages(conv.id)).toEqual([]);
      expect(await jobsOf(`${conv.id}_m-suspended`)).toHaveLength(0);
      expect(await remaining(user)).toBe(FREE);
    }
    // Only the learner (and the owner) reads it.
    const other = await gql(nour, SUSPENDED, { r: [{ __typename: 'User', id: mariam.id }] });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    await moderation(LearnerReinstatedSchema, nour.id);
    await eventually(
      () => suspended(nour),
      (s) => !s,
    );
    expect((await send(nour, convs[0]!.id, 'm-back')).errors).toBeUndefined();
    expect(await remaining(nour)).toBe(FREE - 1);
    expect(await suspended(mariam)).toBe(true);
  });
});
