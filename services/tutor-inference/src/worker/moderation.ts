import type OpenAI from 'openai';
import type { Config } from '../config';
import {
  checkLocally,
  findsPersonalData,
  verdictOf,
  type Moderate,
  type SafetyCategory,
  type SafetyVerdict,
} from '../domain/moderation';
import type { Logger } from '@tutor/service-runtime';

/** The provider in use: MODERATION_PROVIDER, else OpenAI's moderation with an OpenAI key and the local checker without. */
export const moderationProviderOf = (config: Config): 'local' | 'openai' =>
  config.MODERATION_PROVIDER ?? (config.OPENAI_API_KEY ? 'openai' : 'local');

/** OpenAI's categories (omni-moderation) as ours; illicit and the rest have no counterpart and are not flagged. */
const OPENAI_CATEGORIES: Record<string, SafetyCategory> = {
  'self-harm': 'self_harm',
  'self-harm/intent': 'self_harm',
  'self-harm/instructions': 'self_harm',
  sexual: 'sexual',
  'sexual/minors': 'sexual',
  violence: 'violence',
  'violence/graphic': 'violence',
  hate: 'hate_harassment',
  'hate/threatening': 'hate_harassment',
  harassment: 'hate_harassment',
  'harassment/threatening': 'hate_harassment',
};

/**
 * OpenAI's moderation endpoint, plus the local personal-data patterns (OpenAI has no such category). When the
 * endpoint fails the local checker answers, so an outage never lets a message through unchecked nor fails the
 * learner's reply.
 */
function openaiModeration(openai: OpenAI, config: Config, log: Logger): Moderate {
  return async (text, signal) => {
    try {
      const response = await openai.moderations.create(
        { model: config.OPENAI_MODERATION_MODEL, input: text },
        { signal, maxRetries: 1 },
      );
      const found: SafetyCategory[] = [];
      for (const result of response.results)
        for (const [name, flagged] of Object.entries(result.categories))
          if (flagged && OPENAI_CATEGORIES[name]) found.push(OPENAI_CATEGORIES[name]);
      if (findsPersonalData(text)) found.push('personal_data');
      return verdictOf(found);
    } catch (err) {
      if (signal?.aborted) throw err;
      log.warn({ err }, 'moderation endpoint failed: the local checker answers');
      return checkLocally(text);
    }
  };
}

/** The safety check the reply job runs, chosen by configuration. */
export function moderation(openai: OpenAI, config: Config, log: Logger): Moderate {
  if (moderationProviderOf(config) === 'openai') return openaiModeration(openai, config, log);
  return async (text) => checkLocally(text);
}

/**
 * The check of a reply while it streams, run on every piece the model sends (with the end of the text before it),
 * so it must be fast and local: the local checker, or with OpenAI as the provider only the personal-data
 * patterns (OpenAI judges its categories once the reply is whole, as before it is stored).
 */
export function streamingCheck(config: Config): (text: string) => SafetyVerdict {
  if (moderationProviderOf(config) === 'openai')
    return (text) => verdictOf(findsPersonalData(text) ? ['personal_data'] : []);
  return checkLocally;
}
