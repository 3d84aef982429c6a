import { USAGE_INTERNAL, type UsageFigures } from '@tutor/contracts';
import { createInternalClient, DEV_INTERNAL_SECRET } from '@tutor/service-runtime';
import { eventually, signedUp, OWNER_EMAIL, startTestSystem } from '@tutor/test-kit';

/**
 * A scripted day of replies from the development model (issue 35): free and monthly learners each send a set
 * number of messages through the whole system, and the usage totals per learner, per day and per plan are exact.
 * The expected figures are worked out here from the development model's documented counting (docs/tuning.md: a
 * token is a word with the whitespace after it; prompt tokens are those of every message the model is sent) and
 * the configured prices, from what the learner sees: their messages and the replies.
 */
const PRICES = { 'gpt-4o-mini': { input: 0.15, output: 0.6 } };
/** The cost in units of 1e-8 USD (exact in integers at these prices), and as the contract writes it. */
const costUnits = (tokensIn: number, tokensOut: number) => BigInt(tokensIn * 15 + tokensOut * 60);
const usd = (units: bigint) => `${units / 100_000_000n}.${String(units % 100_000_000n).padStart(8, '0')}00`;
const count = (text: string) => (text.match(/\S+\s*|\s+/g) ?? []).length;

const ECHO = '[[echo:prompt]]';
const SEND = `mutation($c: ID!, $m: ID!, $t: String!) {
  sendMessage(conversationId: $c, messageId: $m, content: $t) { message { id } } }`;
const MESSAGES = `query($id: ID!) { conversation(id: $id) { messages { id sender status content } } }`;

/** Who sends what: the first message of each asks the model to echo its system prompt, so the test knows it. */
const SCRIPT = [
  { email: 'amal@usage.test', name: 'Amal', monthly: false, asks: ['What is a list?', 'And a tuple?'] },
  { email: 'badr@usage.test', name: 'Badr', monthly: false, asks: ['How do I write a loop in Python?'] },
  {
    email: 'camelia@usage.test',
    name: 'Camelia',
    monthly: true,
    asks: ['What is recursion?', 'Show me a base case', 'Why does my function never stop?'],
  },
];

type Gql = Awaited<ReturnType<typeof signedUp>>['gql'];
interface Expected {
  replies: number;
  tokensIn: number;
  tokensOut: number;
  cost: bigint;
}
const figures = ({ replies, tokensIn, tokensOut, cost }: Expected): UsageFigures => ({
  replies,
  tokensIn,
  tokensOut,
  images: 0,
  speechCharacters: 0,
  costUsd: usd(cost),
});
const add = (a: Expected, b: Expected): Expected => ({
  replies: a.replies + b.replies,
  tokensIn: a.tokensIn + b.tokensIn,
  tokensOut: a.tokensOut + b.tokensOut,
  cost: a.cost + b.cost,
});
const NONE: Expected = { replies: 0, tokensIn: 0, tokensOut: 0, cost: 0n };

describe('usage and cost of a scripted day of replies', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  beforeAll(async () => {
    system = await startTestSystem('usage', {
      MODEL_PRICES: JSON.stringify(PRICES),
      DEV_MODEL_TTFT_MS: '0',
      DEV_MODEL_TOKENS_PER_SECOND: '2000',
    });
  }, 120_000);
  afterAll(() => system?.dispose(), 60_000);

  /** Sends one message and waits for its reply; answers the conversation's messages, oldest first. */
  async function converse(gql: Gql, conversationId: string, messageId: string, text: string) {
    const sent = await gql(SEND, { c: conversationId, m: messageId, t: text });
    expect(sent.errors).toBeUndefined();
    return eventually(
      async () =>
        (await gql(MESSAGES, { id: conversationId })).data!.conversation.messages as {
          id: string;
          sender: string;
          status: string;
          content: string;
        }[],
      (ms) =>
        ms.some((m) => m.id === messageId && m.status === 'replied') &&
        ms.filter((m) => m.sender === 'model').length === ms.filter((m) => m.sender !== 'model').length,
      30_000,
    );
  }

  /** One learner's day: what each reply used, worked out from the prompt and the replies they saw. */
  async function learnersDay(script: (typeof SCRIPT)[number], owner: Gql) {
    const learner = await signedUp(system.gateway, script.email, script.name);
    await learner.gql('mutation { setLanguage(language: "en") { id } }');
    if (script.monthly) {
      await learner.gql('mutation { requestPayment { status } }');
      const confirmed = await owner(`mutation { confirmPayment(email: "${script.email}") { status } }`);
      expect(confirmed.data).toEqual({ confirmPayment: { status: 'confirmed' } });
    }
    const me = (await learner.gql('{ me { id isSubscribed } }')).data!.me as {
      id: string;
      isSubscribed: boolean;
    };
    expect(me.isSubscribed).toBe(script.monthly);
    const started = await learner.gql(
      'mutation { startConversation(kind: PROGRAMMING, languageId: "python") { id } }',
    );
    const conversationId = started.data!.startConversation.id as string;

    let messages: { sender: string; content: string }[] = [];
    for (const [i, text] of [ECHO, ...script.asks].entries())
      messages = await converse(learner.gql, conversationId, `m${i + 1}`, text);
    const prompt = messages[1]!.content.slice(`${ECHO}\n\n`.length);
    let total = NONE;
    let history = 0;
    for (let k = 0; k < messages.length; k += 2) {
      const [asked, reply] = [messages[k]!, messages[k + 1]!];
      expect([asked.sender, reply.sender]).toEqual(['student', 'model']);
      const tokensIn = count(prompt) + history + count(asked.content);
      const tokensOut = count(reply.content);
      total = add(total, { replies: 1, tokensIn, tokensOut, cost: costUnits(tokensIn, tokensOut) });
      history += count(asked.content) + count(reply.content);
    }
    expect(total.replies).toBe(script.asks.length + 1);
    return { userId: me.id, plan: script.monthly ? ('monthly' as const) : ('free' as const), total };
  }

  it('gives exact token and cost totals per learner, per day and per plan', async () => {
    const dayBefore = new Date().toISOString().slice(0, 10);
    const { gql: owner } = await signedUp(system.gateway, OWNER_EMAIL, 'The Owner');
    const days: Awaited<ReturnType<typeof learnersDay>>[] = [];
    for (const script of SCRIPT) days.push(await learnersDay(script, owner));
    const dayAfter = new Date().toISOString().slice(0, 10);

    const usage = createInternalClient(USAGE_INTERNAL, {
      baseUrl: system.url('tutor-inference'),
      secret: DEV_INTERNAL_SECRET,
      issuer: 'admin',
    });
    const all = days.reduce((sum, d) => add(sum, d.total), NONE);
    const totals = await eventually(
      () => usage.totals({}),
      (t) => t.perPlan.reduce((n, p) => n + p.replies, 0) === all.replies,
    );

    const byCost = [...days].sort(
      (a, b) => Number(b.total.cost - a.total.cost) || a.userId.localeCompare(b.userId),
    );
    expect(totals.perLearner).toEqual(
      byCost.map((d) => ({ userId: d.userId, plan: d.plan, ...figures(d.total) })),
    );
    const plan = (name: 'free' | 'monthly') =>
      days.filter((d) => d.plan === name).reduce((sum, d) => add(sum, d.total), NONE);
    expect(totals.perPlan).toEqual([
      { plan: 'free', ...figures(plan('free')) },
      { plan: 'monthly', ...figures(plan('monthly')) },
    ]);
    // The day is UTC's: one day, or two when the script ran across midnight (then the two add up to the whole).
    expect(totals.perDay.every((d) => d.day === dayBefore || d.day === dayAfter)).toBe(true);
    const perDay = totals.perDay.reduce(
      (sum, d) => add(sum, { replies: d.replies, tokensIn: d.tokensIn, tokensOut: d.tokensOut, cost: 0n }),
      NONE,
    );
    expect(perDay).toEqual({ ...all, cost: 0n });
    if (totals.perDay.length === 1) expect(totals.perDay[0]).toEqual({ day: dayBefore, ...figures(all) });

    // The same figures for the day asked for by name; a day without replies has none.
    expect((await usage.totals({ from: dayAfter, to: dayAfter })).perDay.map((d) => d.day)).toEqual([
      dayAfter,
    ]);
    expect(await usage.totals({ from: '2000-01-01', to: '2000-01-01' })).toEqual({
      perLearner: [],
      perDay: [],
      perPlan: [],
    });
  }, 240_000);
});
