import { sendMessage } from '../src/domain/send';
import { createBillingClient } from '../src/clients/billing';
import { createPracticeClient } from '../src/clients/practice';
import { conversationHarness, FREE } from './support/harness';

describe('conversation: credits: no credits left, billing out of reach', () => {
  const t = conversationHarness();
  const { learner, remaining, pastFairUse, start, send, messages, jobsOf } = t;

  it('refuses a free learner without credits with the spec’s message, storing and queueing nothing', async () => {
    const nour = await learner();
    const conv = await start(nour);
    for (let i = 0; i < FREE; i++) expect((await send(nour, conv.id, `m${i}`)).errors).toBeUndefined();
    const refused = await send(nour, conv.id, 'm-last');
    expect(refused.errors?.[0]).toMatchObject({
      message: "You've used all your free messages. Please upgrade your account.",
      extensions: { code: 'NO_CREDITS' },
    });
    expect((await messages(conv.id)).map((m) => m.id)).not.toContain('m-last');
    expect(await jobsOf(`${conv.id}_m-last`)).toHaveLength(0);
    expect(await remaining(nour)).toBe(0);
  });
  it('refuses a monthly learner past the fair-use ceiling in their language, with when it lifts, storing nothing', async () => {
    const refusal = { ceiling: 'MESSAGES' as const, limit: '30', liftsAt: '2030-03-11T00:00:00.000Z' };
    for (const [language, message] of [
      [
        'en',
        "You've reached today's fair-use limit on the monthly plan (30 messages). You can send again at 2:00 AM Cairo time.",
      ],
      [
        'ar',
        'لقد وصلت إلى حد الاستخدام العادل لهذا اليوم في الخطة الشهرية (عدد الرسائل: ٣٠). يمكنك الإرسال مرة أخرى الساعة ٢:٠٠ ص بتوقيت القاهرة.',
      ],
    ] as const) {
      const nour = await learner({ language });
      const conv = await start(nour);
      expect((await send(nour, conv.id, 'before')).errors).toBeUndefined();
      pastFairUse(nour, refusal);
      const refused = await send(nour, conv.id, 'past');
      expect(refused.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'FAIR_USE_LIMIT', ceiling: 'MESSAGES', limit: '30', liftsAt: refusal.liftsAt },
      });
      expect((await messages(conv.id)).map((m) => m.id)).toEqual(['before']);
      expect(await jobsOf(`${conv.id}_past`)).toHaveLength(0);
      // Once it lifts, the same message goes.
      pastFairUse(nour, undefined);
      expect((await send(nour, conv.id, 'past')).errors).toBeUndefined();
    }
  });
  it('refuses to send when billing cannot be reached, storing and queueing nothing', async () => {
    const nour = await learner();
    const conv = await start(nour);
    const unreachable = createBillingClient('http://127.0.0.1:9', t.secret, 'conversation', 2000);
    const deps = {
      pool: t.conversation.pool,
      redis: t.conversation.redis,
      billing: unreachable,
      // A plain message never asks practice: an unreachable one shows it is not needed.
      practice: createPracticeClient('http://127.0.0.1:9', t.secret, 'conversation', 2000),
      queue: t.queue,
      config: t.conversation.config as never,
    };
    await expect(
      sendMessage(deps, nour.id, { conversationId: conv.id, messageId: '42', content: 'hello' }),
    ).rejects.toMatchObject({ code: 'BILLING_UNAVAILABLE' });
    expect(await messages(conv.id)).toEqual([]);
    expect(await jobsOf(`${conv.id}_42`)).toHaveLength(0);
  });
});
