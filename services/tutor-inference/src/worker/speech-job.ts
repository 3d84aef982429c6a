import { speechKey, SPEECH_TTL_SECONDS } from '@tutor/contracts';
import type { JobHandler, Redis } from '@tutor/service-runtime';
import type OpenAI from 'openai';
import type { Config } from '../config';

/** Synthesises speech once per (text, voice): the job id is their hash and the audio is cached under it. */
export function speechHandler({
  redis,
  openai,
  config,
}: {
  redis: Redis;
  openai: OpenAI;
  config: Config;
}): JobHandler<'synthesize-speech'> {
  return async (job) => {
    const key = speechKey(job.id!);
    if (await redis.exists(key)) return { id: job.id };
    const response = await openai.audio.speech.create(
      {
        model: config.OPENAI_TTS_MODEL,
        voice: job.data.voice as 'alloy',
        input: job.data.text,
        response_format: 'wav',
      },
      { signal: AbortSignal.timeout(config.REPLY_TIMEOUT_MS) },
    );
    const audio = Buffer.from(await response.arrayBuffer());
    await redis.set(key, audio, 'EX', SPEECH_TTL_SECONDS);
    return { id: job.id };
  };
}
