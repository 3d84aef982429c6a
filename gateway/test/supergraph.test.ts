import { readFileSync } from 'node:fs';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { composeSupergraph } from '../src/supergraph';
import { SUPERGRAPH_FILE } from '../src/subgraphs';

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
