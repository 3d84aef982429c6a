import { canMoveReply, REPLY_MOVES, REPLY_STATES, type ReplyState } from '@tutor/contracts';
import type { Pool } from '@tutor/service-runtime';
import { closeReply, CLOSING_STAGES, WRITING_STAGES, writeReply } from '../../src/worker/reply/pipeline';
import { modelSaying, stageKit } from './stage-kit';

const EMAIL = 'write to me at nour.hassan@example.com';

describe('the reply lifecycle (contracts)', () => {
  it('reaches every state from accepted, and ends only at done', () => {
    const seen = new Set<ReplyState>(['accepted']);
    const next: ReplyState[] = ['accepted'];
    while (next.length)
      for (const to of REPLY_MOVES[next.pop()!]) if (!seen.has(to)) next.push(seen.add(to) && to);
    expect([...seen].sort()).toEqual([...REPLY_STATES].sort());
    expect(REPLY_STATES.filter((s) => REPLY_MOVES[s].length === 0)).toEqual(['done']);
  });

  it('refuses a move the table does not list', () => {
    expect(canMoveReply('stopped', 'refunded')).toBe(true); // stopped before its first word
    expect(canMoveReply('screened', 'refunded')).toBe(false); // a screened reply is charged
  });
});

describe('the reply pipeline', () => {
  const kit = stageKit();

  it('moves a reply only as the lifecycle allows', () => {
    expect(() => kit.run().moveTo('done')).toThrow('A reply cannot move from streaming to done');
  });

  it('lists the stages in order', () => {
    expect(WRITING_STAGES.map((s) => s.name)).toEqual([
      'moderate the input',
      'mark a quiz answer',
      'build the prompt',
      'stream',
    ]);
    expect(CLOSING_STAGES.map((s) => s.name)).toEqual(['screen', 'finish']);
  });

  it('skips the writing stages after one that says enough, and closes the reply', async () => {
    const reply = kit.run({ history: [{ role: 'user', content: EMAIL }] });
    const { openai, asked } = modelSaying('never asked');
    const finished: string[] = [];
    // Finish records into a list instead of PostgreSQL.
    const deps = kit.deps({ openai, pool: recorder(finished) });
    await writeReply(reply, deps);
    expect(asked).toEqual([]);
    expect(finished).toEqual(['completed']);
  });

  it('ignores a Stop that lands once the closing stages began: the whole reply is not marked stopped', async () => {
    const reply = kit.run();
    reply.write('A force is a push or a pull.');
    const finished: string[] = [];
    const closing = closeReply(reply, kit.deps({ pool: recorder(finished) }));
    expect(reply.stop()).toBe(false);
    await closing;
    expect(reply.stopped).toBe(false);
    expect(reply.state).toBe('screened');
    expect(finished).toEqual(['completed']);
  });
});

/** A pool that records the outcome `finish` writes (the `replies` row's status) and says it was new. */
function recorder(into: string[]) {
  return {
    query: async (_text: string, values: unknown[]) => {
      into.push(String(values[3]));
      return { rows: [{ reply_id: values[0] }], rowCount: 1 };
    },
  } as unknown as Pool;
}
