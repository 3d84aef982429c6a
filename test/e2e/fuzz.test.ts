import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { Kind, parse, type FieldDefinitionNode, type TypeNode } from 'graphql';
import { z } from 'zod';
import { CONTRACT, type RouteContract } from '../../gateway/src/facade/contract';
import { OWNER_EMAIL, signedUp, startTestSystem, type Gql } from '@tutor/test-kit';

/**
 * Bad input, generated: every /auth/* route and every GraphQL mutation gets wrong types, missing and extra fields,
 * huge strings, control and bidirectional characters, malformed JSON and wrong content types. Whatever comes in,
 * the answer is never a 5xx, no process crashes, and a refused request changes nothing (the caller's whole state,
 * read back through the API, is the same before and after).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\u202e\u2066evil\u2069', // bidi overrides and isolates
  '\u200f\u200e\u061c', // right-to-left and left-to-right marks
  '\r\n\t\u0007\u001b[31m',
  '\ud800', // a lone surrogate
  '{"__proto__":{"polluted":true}}',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  'مرحبا',
  'NaN',
  '-1',
  '1e309',
);
const huge = fc.integer({ min: 5_000, max: 300_000 }).map((n) => 'x'.repeat(n));
const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  nasty,
  huge,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }) },
);

/** A generated value as it would travel in a URL. */
const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** Objects with the route's own field names (each maybe missing, each of any type) plus strangers. */
function bodyFor(route: RouteContract, known: Record<string, fc.Arbitrary<unknown>>) {
  const shape = route.request instanceof z.ZodObject ? Object.keys(route.request.shape) : [];
  const fields = Object.fromEntries(
    shape.map((k) => [k, known[k] ? fc.oneof(known[k], value) : value] as const),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 2 }),
    )
    .map(([own, extra]) => ({ ...extra, ...own }));
}

describe('bad input: no 5xx, no crash, nothing changed by a refused request', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let learner: Awaited<ReturnType<typeof signedUp>>;
  let owner: Awaited<ReturnType<typeof signedUp>>;
  let conversationId: string;
  const email = 'fuzzy@fuzz.test';

  beforeAll(async () => {
    system = await startTestSystem('fuzz', {
      DEV_MODEL_TTFT_MS: '5',
      DEV_MODEL_TOKENS_PER_SECOND: '2000',
      FREE_MESSAGES: '100000',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '0',
      RATE_LIMIT_CONCURRENT_REPLIES: '0',
    });
    learner = await signedUp(system.gateway, email, 'Fuzzy');
    owner = await signedUp(system.gateway, OWNER_EMAIL, 'Owner');
    await learner.gql('mutation { setLanguage(language: "en") { id } }');
    const started = await learner.gql(
      'mutation { startConversation(kind: PROGRAMMING, languageId: "python") { id } }',
    );
    conversationId = started.data!.startConversation.id;
    console.log(`fuzz seed ${seed} (FUZZ_SEED=${seed} repeats this run), ${RUNS} runs per target`);
  }, 120_000);

  afterAll(async () => {
    await system?.dispose();
  }, 60_000);

  /** Everything a request could change, read through the API as the learner and as the owner. */
  async function state() {
    const mine = await learner.gql(`{
      me { email name picture language userType learningDomain educationalStage academicYear
           plan isSubscribed remainingMessages expiresAt
           conversations { id title kind messages { id sender content status } } }
      paymentStatus { status ownerConfirmed } }`);
    const theirs = await owner.gql(`{
      paymentRequests { id email status logged }
      directoryUsers(pageSize: 200) { total users { id email name role } } }`);
    if (mine.errors || theirs.errors) throw new Error(JSON.stringify([mine.errors, theirs.errors]));
    return { mine: mine.data, theirs: theirs.data };
  }

  /** The state once an accepted request's consequences (replies, events) have all arrived. */
  async function settled() {
    const deadline = Date.now() + 30_000;
    let last = await state();
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      const now = await state();
      const waiting = now.mine?.me?.conversations.some((c: { messages: { status: string }[] }) =>
        c.messages.some((m) => m.status === 'sent'),
      );
      if ((!waiting && JSON.stringify(now) === JSON.stringify(last)) || Date.now() > deadline) return now;
      last = now;
    }
  }

  /** Sends one request; a 5xx fails; a refusal (4xx, or GraphQL errors without data) must leave state alone. */
  let current: Awaited<ReturnType<typeof state>> | undefined;
  async function probe(
    label: string,
    send: () => Promise<{ status: number; refused: boolean; body: string }>,
  ) {
    const before = (current ??= await settled());
    const { status, refused, body } = await send();
    if (status >= 500) throw new Error(`${label}: ${status} ${body.slice(0, 300)}`);
    if (refused) expect({ label, state: await state() }).toEqual({ label, state: before });
    else current = await settled();
  }

  const known = () => ({
    email: fc.constant(email),
    conversationId: fc.constant(conversationId),
    messageId: fc.string({ unit: fc.constantFrom(...'abc123-_.'), minLength: 1, maxLength: 10 }),
    language: fc.constantFrom('en', 'ar', 'English', 'Arabic', 'fr'),
  });

  it('every /auth/* route, with generated queries and bodies', async () => {
    const routes = Object.values(CONTRACT).filter((r) => r.access !== 'public') as RouteContract[];
    for (const route of routes) {
      const as = route.access === 'owner' ? owner : learner;
      // The owner's routes get a stranger's e-mail: with the learner's, deleting them is a legitimate success.
      const fields =
        route.access === 'owner' ? { ...known(), email: fc.constant('nobody@fuzz.test') } : known();
      await fc.assert(
        fc.asyncProperty(bodyFor(route, fields), async (input: Record<string, unknown>) => {
          const param = (name: string) => encodeURIComponent(text(input[name] ?? 'x'));
          const url = new URL(
            `${system.gateway}${route.path.replace(/:(\w+)/, (_, name: string) => param(name))}`,
          );
          if (route.method === 'get')
            for (const [k, v] of Object.entries(input)) url.searchParams.set(k, text(v));
          const res = await as.browser.json(
            route.method.toUpperCase(),
            url.toString(),
            route.method === 'get' ? undefined : input,
          );
          const body = await res.text();
          return probe(`${route.method} ${route.path}`, async () => ({
            status: res.status,
            refused: res.status >= 400,
            body,
          })).then(() => true);
        }),
        { numRuns: RUNS, seed, endOnFailure: true },
      );
    }
  }, 600_000);

  it('malformed JSON and wrong content types on every /auth/* write', async () => {
    const writes = Object.values(CONTRACT).filter((r) => r.method !== 'get') as RouteContract[];
    const token = () => decodeURIComponent(learner.browser.cookie('localhost', 'XSRF-TOKEN') ?? '');
    const raw = fc.tuple(
      fc.constantFrom(...writes),
      fc.oneof(
        fc.string({ maxLength: 60 }).map((s) => `{"email": ${s}`), // cut short
        fc.constantFrom('{', '[', 'null', '"x"', '{"a":1,}', '\u0000', '{"email":"a"}}', ''),
        fc.string({ unit: 'binary', maxLength: 200 }),
      ),
      fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'image/png',
      ),
    );
    await fc.assert(
      fc.asyncProperty(raw, async ([route, body, type]) => {
        await probe(`${route.method} ${route.path} as ${type}`, async () => {
          const res = await learner.browser.request(
            `${system.gateway}${route.path.replace(':conversationId', 'x')}`,
            {
              method: route.method.toUpperCase(),
              headers: { 'content-type': type, 'x-xsrf-token': token() },
              body,
            },
          );
          return { status: res.status, refused: res.status >= 400, body: await res.text() };
        });
        return true;
      }),
      { numRuns: RUNS * 10, seed, endOnFailure: true },
    );
  }, 600_000);

  /** Every mutation of the composed schema with its arguments' GraphQL types. */
  const mutations = (() => {
    const sdl = readFileSync(path.join(__dirname, '..', '..', 'gateway', 'supergraph.graphql'), 'utf8');
    const doc = parse(sdl);
    const fields: readonly FieldDefinitionNode[] = doc.definitions.flatMap((d) =>
      d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value === 'Mutation' ? (d.fields ?? []) : [],
    );
    const typeText = (t: TypeNode): string =>
      t.kind === Kind.NON_NULL_TYPE
        ? `${typeText(t.type)}!`
        : t.kind === Kind.LIST_TYPE
          ? `[${typeText(t.type)}]`
          : t.name.value;
    const leafSelection = (name: string) => {
      const type = doc.definitions.find(
        (d) => d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value === name,
      );
      return type ? '{ __typename }' : '';
    };
    const named = (t: TypeNode): string => (t.kind === Kind.NAMED_TYPE ? t.name.value : named(t.type));
    return fields.map((f) => ({
      name: f.name.value,
      args: (f.arguments ?? []).map((a) => ({ name: a.name.value, type: typeText(a.type) })),
      selection: leafSelection(named(f.type)),
    }));
  })();

  const typed = (type: string): fc.Arbitrary<unknown> => {
    const base = type.replace(/!$/, '');
    const of: fc.Arbitrary<unknown> =
      base === 'Int'
        ? fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31)))
        : base === 'Boolean'
          ? fc.boolean()
          : base === 'ID'
            ? fc.oneof(fc.constant(conversationId), fc.string({ maxLength: 40 }), nasty)
            : base.startsWith('[')
              ? fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 })
              : base === 'String'
                ? fc.oneof(
                    fc.string({ maxLength: 60 }),
                    nasty,
                    huge,
                    fc.constantFrom('en', 'ar', 'student', 'high', '1'),
                  )
                : fc.constantFrom('SCHOOL', 'PROGRAMMING', 'NAME', 'nope');
    return type.endsWith('!') ? of : fc.option(of, { nil: null });
  };

  it('every GraphQL mutation, with typed and mistyped variables, as a learner and as the owner', async () => {
    for (const m of mutations) {
      const query = `mutation Fuzz${m.args.length ? `(${m.args.map((a) => `$${a.name}: ${a.type}`).join(', ')})` : ''} {
        ${m.name}${m.args.length ? `(${m.args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : ''} ${m.selection} }`;
      const variables = fc.record(
        Object.fromEntries(
          m.args.map((a) => [a.name, fc.oneof({ weight: 3, arbitrary: typed(a.type) }, value)]),
        ),
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(variables, fc.boolean(), async (vars, asOwner) => {
          // The owner's writes with a learner's ids could delete them: the owner gets generated ids only.
          if (asOwner && Object.values(vars).includes(conversationId)) return true;
          const who = asOwner ? owner : learner;
          await probe(`${m.name} as ${asOwner ? 'owner' : 'learner'}`, async () => {
            const res = await who.browser.json('POST', `${system.gateway}/graphql`, {
              query,
              variables: vars,
            });
            const text = await res.text();
            let body: Gql = {};
            try {
              body = JSON.parse(text) as Gql;
            } catch {
              // not JSON: judged by its status alone
            }
            const internal = body.errors?.find((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
            if (internal) throw new Error(`${m.name}: internal error ${JSON.stringify(internal)}`);
            const refused = res.status >= 400 || (!!body.errors?.length && !body.data?.[m.name]);
            return { status: res.status, refused, body: text };
          });
          return true;
        }),
        { numRuns: RUNS, seed, endOnFailure: true },
      );
    }
  }, 600_000);

  it('text PostgreSQL cannot store (NUL) is refused at the edge with a 400 that says so', async () => {
    const rename = await learner.browser.json('POST', `${system.gateway}/graphql`, {
      query: 'mutation($id: ID!, $t: String!) { renameConversation(id: $id, title: $t) { id } }',
      variables: { id: conversationId, t: 'a\u0000b' },
    });
    expect(rename.status).toBe(400);
    expect(await rename.json()).toMatchObject({
      errors: [
        { message: 'Text must not contain NUL (U+0000) characters', extensions: { code: 'BAD_USER_INPUT' } },
      ],
    });
    const facade = await learner.browser.json('POST', `${system.gateway}/auth/set-user-type`, {
      email,
      userType: 'student\u0000',
    });
    expect(facade.status).toBe(400);
    expect(((await facade.json()) as { message: string }).message).toMatch(/NUL/);
  });

  it('nothing crashed', () => {
    expect(
      [...system.processes.values()].filter((p) => p.child.exitCode !== null).map((p) => p.spec.name),
    ).toEqual([]);
  });
});
