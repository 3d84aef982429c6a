import { speechKey, SPEECH_TTL_SECONDS, type SpeechProvider } from '@tutor/contracts';
import type { JobHandler, Redis } from '@tutor/service-runtime';
import type { Synthesize } from './speech-providers';

/**
 * Synthesises speech once per (provider, voice, text): the job id is their hash and the audio is cached under it.
 * The job names its provider (the API chose it from configuration); jobs from before providers are OpenAI's.
 */
export function speechHandler({
  redis,
  providers,
}: {
  redis: Redis;
  providers: Record<SpeechProvider, Synthesize>;
}): JobHandler<'synthesize-speech'> {
  return async (job) => {
    const key = speechKey(job.id!);
    if (await redis.exists(key)) return { id: job.id };
    const synthesize = providers[job.data.provider ?? 'openai'];
    const audio = await synthesize(job.data.text, job.data.voice);
    await redis.set(key, audio, 'EX', SPEECH_TTL_SECONDS);
    return { id: job.id };
  };
}
