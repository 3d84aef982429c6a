import { speechKey, SPEECH_TTL_SECONDS, type SpeechProvider } from '@tutor/contracts';
import type { JobHandler, Queryable, Redis } from '@tutor/service-runtime';
import type { Config } from '../config';
import { recordUsage } from '../data/usage';
import type { Synthesize } from './speech-providers';

/**
 * Synthesises speech once per (provider, voice, text): the job id is their hash and the audio is cached under it.
 * The job names its provider (the API chose it from configuration); jobs from before providers are OpenAI's.
 * Each synthesis is recorded in characters (its billing unit), for the day only: the audio is shared by every
 * learner who asks for the same text, so it belongs to no learner or plan. Without `usage` nothing is recorded.
 */
export function speechHandler({
  redis,
  providers,
  usage,
}: {
  redis: Redis;
  providers: Record<SpeechProvider, Synthesize>;
  usage?: { db: Queryable; config: Config };
}): JobHandler<'synthesize-speech'> {
  return async (job) => {
    const key = speechKey(job.id!);
    if (await redis.exists(key)) return { id: job.id };
    const provider = job.data.provider ?? 'openai';
    const audio = await providers[provider](job.data.text, job.data.voice);
    await redis.set(key, audio, 'EX', SPEECH_TTL_SECONDS);
    if (usage) {
      const model = provider === 'openai' ? usage.config.OPENAI_TTS_MODEL : provider;
      const call = { kind: 'speech' as const, model, tokensIn: 0, tokensOut: 0, images: 0, estimated: false };
      await recordUsage(
        usage.db,
        { callId: job.id!, plan: 'unknown' },
        [{ ...call, speechCharacters: job.data.text.length }],
        usage.config.MODEL_PRICES,
      );
    }
    return { id: job.id };
  };
}
