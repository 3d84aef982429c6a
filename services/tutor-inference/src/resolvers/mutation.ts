import { SPEECH_CONTENT_TYPE, speechJobIdOf, speechKey, speechPathOf } from '@tutor/contracts';
import { badInput, enqueue, requireUser } from '@tutor/service-runtime';
import { GraphQLError } from 'graphql';
import { speechVoiceOf } from '../config';
import { SPEAKABLE_MAX_INPUT_CHARS, speakable } from '../domain/speakable';
import type { MutationResolvers } from '../generated/graphql';

export const Mutation: MutationResolvers = {
  async synthesizeSpeech(_, args, ctx) {
    requireUser(ctx);
    const { language } = args;
    if (language !== 'en' && language !== 'ar') throw badInput('language must be en or ar', 'language');
    if (args.text.length > SPEAKABLE_MAX_INPUT_CHARS)
      throw badInput(
        language === 'ar' ? 'هذا النص أطول من أن يُقرأ بصوت عالٍ' : 'This text is too long to read aloud',
        'text',
      );
    const text = speakable(args.text, language, ctx.config.SPEECH_MAX_CHARS);
    if (!text)
      throw badInput(
        language === 'ar'
          ? 'لا يوجد في هذا النص ما يُقرأ بصوت عالٍ'
          : 'There is nothing to read aloud in this text',
        'text',
      );
    const { provider, voice } = speechVoiceOf(ctx.config, language);
    // The job id is the cache key: the same text, voice and provider are synthesised once.
    const data = { text, voice, provider };
    const id = speechJobIdOf(data);
    const speech = { id, contentType: SPEECH_CONTENT_TYPE, url: speechPathOf(id) };
    if (await ctx.redis.exists(speechKey(id))) return speech;
    const job = await enqueue(ctx.speech.queue, 'synthesize-speech', data, id);
    // A job that failed (espeak-ng missing, say) keeps its id for a day: asking again runs it again.
    if (await job.isFailed()) await job.retry('failed');
    try {
      await job.waitUntilFinished(ctx.speech.events, ctx.config.REPLY_TIMEOUT_MS);
    } catch (err) {
      // The worker's reason (espeak-ng missing, a timeout) is an operator's matter, and says what to do.
      throw new GraphQLError(
        `${language === 'ar' ? 'القراءة بصوت عالٍ غير متاحة الآن' : 'Read aloud is unavailable right now'}: ${(err as Error).message}`,
        { extensions: { code: 'SPEECH_UNAVAILABLE' } },
      );
    }
    return speech;
  },
};
