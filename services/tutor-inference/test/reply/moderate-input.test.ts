import { ar } from '../../src/domain/prompts/ar';
import { en } from '../../src/domain/prompts/en';
import { moderateInput } from '../../src/worker/reply/stages/moderate-input';
import { stageKit } from './stage-kit';

const EMAIL = 'write to me at nour.hassan@example.com';

describe('reply stage: moderate the input', () => {
  const kit = stageKit();

  it('lets a safe message through, writing nothing', async () => {
    const reply = kit.run();
    expect(await moderateInput.run(reply, kit.deps())).toBe('next');
    expect(reply.content).toBe('');
    expect(reply.state).toBe('streaming');
  });

  it('answers a flagged message kindly instead, and says the reply is written', async () => {
    const reply = kit.run({ history: [{ role: 'user', content: EMAIL }] });
    expect(await moderateInput.run(reply, kit.deps())).toBe('enough');
    expect(reply.flag).toEqual({ category: 'personal_data', source: 'message', text: EMAIL });
    expect(reply.state).toBe('withheld');
    expect(reply.content).toBe(en.safetyReply('personal_data', 'message', '16000'));
    expect(await kit.entries(reply)).toEqual([{ type: 'chunk', text: reply.content }]);
  });

  it('speaks to an Arabic learner by her grammatical gender', async () => {
    const learner = { name: 'مريم', language: 'ar' as const, gender: 'female' as const };
    const reply = kit.run({ learner, history: [{ role: 'user', content: EMAIL }] });
    await moderateInput.run(reply, kit.deps());
    expect(reply.content).toBe(ar.safetyReply('personal_data', 'message', '16000', 'female'));
    expect(reply.content).toContain('لا تشاركي');
    expect(ar.safetyReply('personal_data', 'message', '16000')).toContain('لا تشارك ');
  });
});
