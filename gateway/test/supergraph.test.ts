import { readFileSync } from 'node:fs';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { composeSupergraph } from '../src/graphql/composition';
import { SUPERGRAPH_FILE } from '../src/graphql/subgraphs';

describe('supergraph', () => {
  it('the committed supergraph.graphql is what the subgraph schemas compose to now', () => {
    expect(readFileSync(SUPERGRAPH_FILE, 'utf8')).toBe(composeSupergraph());
  });

  it('every subgraph contributes to the User entity', () => {
    const sdl = composeSupergraph();
    for (const graph of ['IDENTITY', 'CONVERSATION', 'TUTOR_INFERENCE', 'BILLING', 'ADMIN']) {
      expect(sdl).toMatch(new RegExp(`type User[\\s\\S]*@join__type\\(graph: ${graph}, key: "id"\\)`));
    }
  });

  it('a conflicting subgraph fails composition with a readable message', () => {
    const fed = 'extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])';
    const result = composeServices([
      {
        name: 'a',
        url: 'http://a',
        typeDefs: parse(
          `${fed} type User @key(fields: "id") { id: ID! name: String! } type Query { me: User }`,
        ),
      },
      {
        name: 'b',
        url: 'http://b',
        typeDefs: parse(`${fed} type User @key(fields: "id") { id: ID! name: Int! }`),
      },
    ]);
    expect(result.errors?.map((e) => e.message).join('\n')).toMatch(/User\.name/);
  });
});

describe('gateway configuration', () => {
  // Imported here to keep the supergraph tests above free of config concerns.
  const { configSchema } = jest.requireActual('../src/config') as typeof import('../src/config');

  it('refuses production without real Google settings and secrets', () => {
    const result = configSchema.safeParse({ NODE_ENV: 'production' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'GOOGLE_CLIENT_ID',
        'GOOGLE_CLIENT_SECRET',
        'GOOGLE_CALLBACK_URL',
        'SESSION_SECRET',
        'INTERNAL_SECRET',
      ]),
    );
  });

  it('accepts production with them', () => {
    const ok = configSchema.safeParse({
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_CALLBACK_URL: 'https://tutor.example/auth/google/callback',
      SESSION_SECRET: 'a-real-session-secret-123',
      INTERNAL_SECRET: 'a-real-internal-secret-123',
    });
    expect(ok.success).toBe(true);
  });
});
