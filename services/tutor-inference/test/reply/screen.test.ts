import { screenReply } from '../../src/worker/reply/stages/screen';
import { stageKit } from './stage-kit';

const EMAIL = 'write to me at nour.hassan@example.com';

describe('reply stage: screen', () => {
  const kit = stageKit();

  it('passes a clean reply (screened) and withholds a flagged one', async () => {
    const clean = kit.run();
    clean.write('A force is a push or a pull.');
    await screenReply.run(clean, kit.deps());
    expect(clean.state).toBe('screened');

    const flagged = kit.run();
    flagged.write(`Here: ${EMAIL}`);
    flagged.mark = { correct: true, reason: 'in the withheld text' };
    await screenReply.run(flagged, kit.deps({ screenPiece: () => ({ flagged: false, categories: [] }) }));
    expect(flagged.state).toBe('withheld');
    expect(flagged.mark).toBeUndefined();
    expect((await kit.entries(flagged)).map((e) => e.type)).toEqual(['chunk', 'reset', 'chunk']);
  });
});
