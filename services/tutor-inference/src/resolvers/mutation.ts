import { SPEECH_CONTENT_TYPE, speechJobIdOf, speechKey, speechPathOf } from '@tutor/contracts';
import { badInput, enqueue, requireUser } from '@tutor/service-runtime';
import { speakable } from '../domain/prompt';
import type { MutationResolvers } from '../generated/graphql';

export const Mutation: MutationResolvers = {
  async synthesizeSpeech(_, args, ctx) {
    requireUser(ctx);
    if (!['en', 'ar'].includes(args.language)) throw badInput('language must be en or ar', 'language');
    const text = speakable(args.text, ctx.config.SPEECH_MAX_CHARS);
    if (!text) throw badInput('There is nothing to read aloud in this text', 'text');
    const voice = ctx.config.OPENAI_TTS_VOICE;
    // The job id is the cache key: the same text and voice are synthesised once.
    const id = speechJobIdOf({ voice, text });
    const speech = { id, contentType: SPEECH_CONTENT_TYPE, url: speechPathOf(id) };
    if (await ctx.redis.exists(speechKey(id))) return speech;
    const job = await enqueue(ctx.speech.queue, 'synthesize-speech', { text, voice }, id);
    await job.waitUntilFinished(ctx.speech.events, ctx.config.REPLY_TIMEOUT_MS);
    return speech;
  },
};
