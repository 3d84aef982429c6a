import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildASTSchema, executeSync, parse } from 'graphql';
import type { ViewerPlan, ViewerProfile } from '@tutor/contracts';
import { createLogger, createRedis, type CallerIdentity, type Redis } from '@tutor/service-runtime';
import { ViewerModel, viewerOf, type Viewer } from '../src/viewer/model';
import { answer, ViewerOperations } from '../src/viewer/operations';
import { ViewerStore } from '../src/viewer/store';

/** The viewer read model's store against real Redis (each test in a namespace of its own), and its operations. */
const log = createLogger('test', 'silent');
let redis: Redis;
beforeAll(() => {
  redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
});
afterAll(async () => {
  await redis.quit();
});

const storeOf = () => new ViewerStore(redis, 60_000, `viewer-test-${randomUUID()}:`);
const profile = (version: number, language: string | null = 'en'): ViewerProfile => ({
  version,
  email: 'a@example.com',
  name: 'A',
  picture: null,
  role: 'User',
  language,
  userType: 'student',
  learningDomain: 'school',
  educationalStage: 'high',
  academicYear: '2',
});
const plan = (version: number, remainingMessages: number): ViewerPlan => ({
  version,
  remainingMessages,
  subscriptionExpiresAt: null,
});
const own = { onlyIfHeld: false };
const refresh = { onlyIfHeld: true };

describe('viewer store (Redis)', () => {
  it('keeps the newest version of each state: an older one is ignored, a newer one wins', async () => {
    const store = storeOf();
    expect(await store.apply('u', 'profile', profile(3, 'ar'), own)).toBe(true);
    expect(await store.apply('u', 'profile', profile(2, 'en'), refresh)).toBe(false);
    expect(await store.apply('u', 'profile', profile(3, 'en'), refresh)).toBe(false); // same version: a redelivery
    expect((await store.read('u')).profile?.language).toBe('ar');
    expect(await store.apply('u', 'profile', profile(4, 'en'), refresh)).toBe(true);
    expect((await store.read('u')).profile).toEqual(profile(4, 'en'));
  });

  it('versions profile and plan apart (two owners, two counters)', async () => {
    const store = storeOf();
    await store.apply('u', 'profile', profile(7), own);
    expect(await store.apply('u', 'plan', plan(1, 9), own)).toBe(true);
    expect(await store.apply('u', 'plan', plan(0, 10), own)).toBe(false);
    expect(await store.read('u')).toEqual({ profile: profile(7), plan: plan(1, 9), deleted: false });
  });

  it('an event refreshes a held copy only: it never starts one (a replayed old event cannot come back)', async () => {
    const store = storeOf();
    expect(await store.apply('u', 'plan', plan(5, 3), refresh)).toBe(false);
    expect(await store.read('u')).toEqual({ profile: undefined, plan: undefined, deleted: false });
  });

  it('a fill racing an event: whichever lands second, the newer state stays', async () => {
    const store = storeOf();
    // The fill read version 4 before the change to 5; the change's event lands first, the fill after it.
    await store.apply('u', 'profile', profile(1), own);
    await store.apply('u', 'profile', profile(5, 'ar'), refresh);
    expect(await store.apply('u', 'profile', profile(4, 'en'), own)).toBe(false);
    expect((await store.read('u')).profile?.version).toBe(5);
    // Many writers at once, in any order: the highest version is what remains.
    const versions = Array.from({ length: 30 }, (_, i) => i + 6).sort(() => Math.random() - 0.5);
    await Promise.all(versions.map((v) => store.apply('u', 'profile', profile(v), own)));
    expect((await store.read('u')).profile?.version).toBe(35);
  });

  it('a deletion refuses every later state, a fill of the deleted user included', async () => {
    const store = storeOf();
    await store.apply('u', 'profile', profile(2), own);
    await store.markDeleted('u');
    expect(await store.apply('u', 'profile', profile(3), own)).toBe(false);
    expect(await store.apply('u', 'plan', plan(3, 1), own)).toBe(false);
    expect(await store.read('u')).toEqual({ profile: undefined, plan: undefined, deleted: true });
  });
});

describe('viewer model', () => {
  const user = { id: 'u', email: 'a@example.com', role: 'User' as const };

  it('fills a miss once through federation, however many read at once, then answers from the copy', async () => {
    const store = storeOf();
    let fills = 0;
    const model = new ViewerModel(
      store,
      async (_query: string, caller: CallerIdentity) => {
        fills++;
        await new Promise((r) => setTimeout(r, 20));
        // What the data source does with the states the subgraphs hand out beside their answers.
        await model.shared({ u: { profile: profile(1), plan: plan(1, 10) } }, caller);
        return { data: { me: viewerOf('u', profile(1), plan(1, 10)) } };
      },
      log,
    );
    const reads = await Promise.all(Array.from({ length: 5 }, () => model.read(user)));
    expect(fills).toBe(1);
    for (const r of reads) expect(r?.remainingMessages).toBe(10);
    expect((await model.read(user))?.language).toBe('en');
    expect(fills).toBe(1);
  });

  it("stores someone else's state only over a copy it holds (the owner's decision on a learner)", async () => {
    const store = storeOf();
    const model = new ViewerModel(store, async () => ({ data: { me: null } }), log);
    const owner: CallerIdentity = { issuer: 'gateway', user: { id: 'o', email: 'o@x', role: 'Owner' } };
    await model.shared({ learner: { plan: plan(2, 0) } }, owner);
    expect((await store.read('learner')).plan).toBeUndefined();
    await store.apply('learner', 'plan', plan(1, 5), own);
    await model.shared({ learner: { plan: plan(2, 0) } }, owner);
    expect((await store.read('learner')).plan).toEqual(plan(2, 0));
  });

  it('derives the plan from its end and the clock, as billing does', () => {
    const later = new Date(Date.now() + 3600_000).toISOString();
    const running = viewerOf('u', profile(1), {
      version: 1,
      remainingMessages: 4,
      subscriptionExpiresAt: later,
    });
    expect(running).toMatchObject({
      plan: 'Monthly',
      isSubscribed: true,
      expiresAt: later,
      remainingMessages: 4,
    });
    const ended = viewerOf('u', profile(1), {
      version: 1,
      remainingMessages: 4,
      subscriptionExpiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(ended).toMatchObject({ plan: 'Free', isSubscribed: false, expiresAt: null });
    expect(viewerOf('u', { ...profile(1), academicYear: null }, plan(1, 1)).hasStudentDetails).toBe(false);
  });
});

describe('viewer operations', () => {
  const schema = buildASTSchema(
    parse(`
      type Query { me: User, conversations: [String!]! }
      enum Role { Owner User }
      enum PlanType { Free Monthly }
      type User {
        id: ID! email: String! name: String! picture: String role: Role! language: String userType: String
        learningDomain: String educationalStage: String academicYear: String grammaticalGender: String
        hasStudentDetails: Boolean!
        plan: PlanType! isSubscribed: Boolean! remainingMessages: Int! expiresAt: String suspended: Boolean!
        progress: String
      }
    `),
  );
  const ops = new ViewerOperations();
  ops.setSchema(schema);
  const viewer = viewerOf('u', profile(1), plan(1, 7)) as Viewer;
  const run = (query: string, operationName?: string) => {
    const p = ops.planFor(query, operationName);
    return p && JSON.stringify(answer(p, viewer));
  };

  it("answers the web app's Me query (fragment, __typename) in execution order", () => {
    const web = readFileSync(`${__dirname}/../../web/src/auth/graphql/me.graphql`, 'utf8').replace(
      /\bsuspended\b/g,
      '', // a field another change may add goes through federation, tested below
    );
    const q = ops.planFor(web, 'Me');
    expect(q).toBeDefined();
    const data = answer(q!, viewer) as { me: Record<string, unknown> };
    expect(Object.keys(data.me).slice(0, 3)).toEqual(['id', 'email', 'name']);
    expect(data.me.remainingMessages).toBe(7);
  });

  it('answers exactly what GraphQL execution answers: aliases, repeated keys, fragments, __typename, order', () => {
    for (const [query, operationName] of [
      ['{ __typename a: me { n: name, __typename ...on User { id n: name } } b: me { plan } }'],
      ['query X { me { id } } query Y { me { email } a: me { ... { role } } }', 'Y'],
      ['{ me { ...F expiresAt } me { isSubscribed ...F } } fragment F on User { remainingMessages picture }'],
    ] as [string, string?][]) {
      const executed = executeSync({
        schema,
        document: parse(query),
        operationName,
        rootValue: { me: viewer },
      });
      expect(run(query, operationName)).toBe(JSON.stringify(executed.data));
    }
  });

  it('leaves everything else to federation: other fields, directives, variables, mutations, invalid text', () => {
    for (const query of [
      '{ me { id suspended } }',
      '{ me { progress } }',
      '{ me { id } conversations }',
      'query($s: Boolean!) { me { id @include(if: $s) } }',
      'mutation { x }',
      '{ me { nope } }',
      '{ me { id ',
      'query X { me { id } } query Y { me { id } }', // two operations, none named
      '{ __schema { types { name } } }',
    ])
      expect(ops.planFor(query, undefined)).toBeUndefined();
  });
});
