import { createHash } from 'node:crypto';
import { badInput, enqueue, requireUser } from '@tutor/service-runtime';
import { speakable } from '../domain/prompt';
import type { MutationResolvers } from '../generated/graphql';
import { SPEECH_CONTENT_TYPE, speechKey } from '../worker/speech-job';

export const Mutation: MutationResolvers = {
  async synthesizeSpeech(_, args, ctx) {
    requireUser(ctx);
    if (!['en', 'ar'].includes(args.language)) throw badInput('language must be en or ar', 'language');
    const text = speakable(args.text, ctx.config.SPEECH_MAX_CHARS);
    if (!text) throw badInput('There is nothing to read aloud in this text', 'text');
    const voice = ctx.config.OPENAI_TTS_VOICE;
    // The job id is the cache key: the same text and voice are synthesised once.
    const id = createHash('sha256').update(`${voice}\n${text}`).digest('hex').slice(0, 40);
    const speech = { id, contentType: SPEECH_CONTENT_TYPE, url: `/media/speech/${id}` };
    if (await ctx.redis.exists(speechKey(id))) return speech;
    const job = await enqueue<'speech'>(ctx.speech.queue, 'synthesize-speech', { text, voice }, id);
    await job.waitUntilFinished(ctx.speech.events, ctx.config.REPLY_TIMEOUT_MS);
    return speech;
  },
};
