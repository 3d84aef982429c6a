import { loadConfig } from '@tutor/service-runtime';
import type OpenAI from 'openai';
import { log } from '@tutor/test-kit';
import { configSchema } from '../../src/config';
import { moderation, moderationProviderOf } from '../../src/worker/moderation';

const configWith = (env: Record<string, string>) =>
  loadConfig(configSchema, { NODE_ENV: 'test', INTERNAL_SECRET: 'inference-test-secret-0123', ...env });

/** OpenAI's moderation endpoint, answering with the given categories (or failing), recording what it was asked. */
function endpoint(answer: Record<string, boolean> | Error) {
  const asked: { model: string; input: string }[] = [];
  const openai = {
    moderations: {
      create: async (body: { model: string; input: string }) => {
        asked.push(body);
        if (answer instanceof Error) throw answer;
        return { results: [{ flagged: Object.values(answer).some(Boolean), categories: answer }] };
      },
    },
  };
  return { openai: openai as unknown as OpenAI, asked };
}

describe('moderation providers', () => {
  it('is OpenAI with a key and local without one, unless MODERATION_PROVIDER says otherwise', () => {
    expect(moderationProviderOf(configWith({}))).toBe('local');
    expect(moderationProviderOf(configWith({ OPENAI_API_KEY: 'sk-test' }))).toBe('openai');
    expect(
      moderationProviderOf(configWith({ OPENAI_API_KEY: 'sk-test', MODERATION_PROVIDER: 'local' })),
    ).toBe('local');
    expect(() => configWith({ MODERATION_PROVIDER: 'openai' })).toThrow(/MODERATION_PROVIDER/);
  });

  it('maps OpenAI’s categories to ours, most urgent first, and adds personal data from the local patterns', async () => {
    const { openai, asked } = endpoint({
      harassment: true,
      'self-harm/intent': true,
      sexual: false,
      violence: false,
      illicit: true, // no counterpart: not flagged
    });
    const moderate = moderation(openai, configWith({ OPENAI_API_KEY: 'sk-test' }), log);
    expect(await moderate('call me on 01012345678')).toEqual({
      flagged: true,
      categories: ['self_harm', 'hate_harassment', 'personal_data'],
    });
    expect(asked).toEqual([{ model: 'omni-moderation-latest', input: 'call me on 01012345678' }]);

    const onlyIllicit = moderation(
      endpoint({ illicit: true }).openai,
      configWith({ OPENAI_API_KEY: 'k' }),
      log,
    );
    expect(await onlyIllicit('how do plants grow?')).toEqual({ flagged: false, categories: [] });
  });

  it('falls back to the local checker when the endpoint fails, so nothing goes unchecked', async () => {
    const { openai, asked } = endpoint(new Error('503 Service Unavailable'));
    const moderate = moderation(openai, configWith({ OPENAI_API_KEY: 'sk-test' }), log);
    expect(await moderate('I want to kill myself')).toEqual({ flagged: true, categories: ['self_harm'] });
    expect(await moderate('How do I kill the process on port 3000?')).toEqual({
      flagged: false,
      categories: [],
    });
    expect(asked).toHaveLength(2);
  });

  it('never calls OpenAI with the local provider', async () => {
    const { openai, asked } = endpoint({ sexual: true });
    const moderate = moderation(
      openai,
      configWith({ OPENAI_API_KEY: 'sk-test', MODERATION_PROVIDER: 'local' }),
      log,
    );
    expect(await moderate('send nudes')).toEqual({ flagged: true, categories: ['sexual'] });
    expect(asked).toHaveLength(0);
  });
});
