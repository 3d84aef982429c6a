import { SPEECH_PROVIDERS, type SpeechProvider } from '@tutor/contracts';
import { commonEnvSchema, env, productionGuards } from '@tutor/service-runtime';
import { z } from 'zod';
import { modelPricesSetting } from './domain/usage';

export const configSchema = commonEnvSchema
  .extend({
    TUTOR_INFERENCE_PORT: env.port(4003),
    /** api: the subgraph; worker: the BullMQ workers (one image, the role chosen by environment). */
    INFERENCE_ROLE: z.enum(['api', 'worker']).default('api'),
    INFERENCE_WORKER_PORT: env.port(4006),
    /** Without a key the local development model answers (tools/dev-model); production refuses that. */
    OPENAI_API_KEY: env.optionalString(),
    OPENAI_BASE_URL: env.optionalString(),
    DEV_MODEL_PORT: env.port(4010),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    OPENAI_VISION_MODEL: z.string().default('gpt-4o-mini'),
    OPENAI_TTS_MODEL: z.string().default('gpt-4o-mini-tts'),
    OPENAI_TTS_VOICE: z.string().default('alloy'),
    /** OpenAI voices per reply language (OPENAI_TTS_VOICE when unset). */
    OPENAI_TTS_VOICE_AR: env.optionalString(),
    OPENAI_TTS_VOICE_EN: env.optionalString(),
    /** Who reads aloud: unset means `openai` with an OpenAI key and `espeak` (offline, on the worker) without. */
    SPEECH_PROVIDER: z.enum(SPEECH_PROVIDERS).optional(),
    /** The espeak-ng program and its voice per reply language (`espeak-ng --voices` lists them). */
    ESPEAK_PATH: z.string().min(1).default('espeak-ng'),
    ESPEAK_VOICE_AR: z.string().min(1).default('ar'),
    ESPEAK_VOICE_EN: z.string().min(1).default('en-us'),
    /** Longest one espeak-ng run may take before it is stopped and the speech job fails. */
    ESPEAK_TIMEOUT_MS: env.int(30_000, 100),
    REPLY_CONCURRENCY: env.int(8, 1),
    SPEECH_CONCURRENCY: env.int(2, 1),
    /** Longest a reply may take, including the model's stream. */
    REPLY_TIMEOUT_MS: env.int(120_000, 1000),
    /** How often a worker checks whether the learner pressed Stop on the replies it is writing (one MGET per poll). */
    REPLY_STOP_POLL_MS: env.int(200, 10),
    /** Tokens arriving within this window after the first are written as one stream entry (0: no wait). */
    REPLY_FLUSH_MS: env.int(25, 0),
    /** A job whose worker stops renewing its lock this long is taken over by another worker. */
    JOB_LOCK_MS: env.int(30_000, 1000),
    /** Conversation history kept in the prompt, in approximate tokens (newest turns first). */
    REPLY_HISTORY_TOKENS: env.int(3000, 100),
    SPEECH_MAX_CHARS: env.int(4000, 10),
    /** Who checks learners' messages and the model's replies: unset means `openai` with an OpenAI key, `local` without. */
    MODERATION_PROVIDER: z.enum(['local', 'openai']).optional(),
    OPENAI_MODERATION_MODEL: z.string().min(1).default('omni-moderation-latest'),
    /**
     * The help line a learner who writes about self-harm is given. Default: Egypt's Child Helpline 16000 (the
     * National Council for Childhood and Motherhood; free, every day, all day; see ADR 17 for the sources).
     */
    SAFETY_HELPLINE: z.string().min(1).max(100).default('16000'),
    /** Prices per model in USD (domain/usage.ts): JSON, the named models over the built-in list prices. */
    MODEL_PRICES: modelPricesSetting,
  })
  .superRefine(productionGuards)
  .superRefine((cfg, ctx) => {
    if (cfg.MODERATION_PROVIDER === 'openai' && !cfg.OPENAI_API_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['MODERATION_PROVIDER'],
        message: 'OpenAI moderation needs OPENAI_API_KEY (or MODERATION_PROVIDER=local)',
      });
    if (cfg.NODE_ENV === 'production' && !cfg.OPENAI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message: 'production needs a real model (the development model is for development)',
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

/** The model endpoint: OpenAI (or a compatible server at OPENAI_BASE_URL) with a key; the dev model without. */
export function modelEndpoint(config: Config): { baseURL: string; apiKey: string } {
  if (config.OPENAI_API_KEY)
    return { baseURL: config.OPENAI_BASE_URL ?? 'https://api.openai.com/v1', apiKey: config.OPENAI_API_KEY };
  return {
    baseURL: config.OPENAI_BASE_URL ?? `http://127.0.0.1:${config.DEV_MODEL_PORT}/v1`,
    apiKey: 'development',
  };
}

/** The speech provider in use: SPEECH_PROVIDER, else OpenAI with a key and espeak-ng (offline) without one. */
export const speechProviderOf = (config: Config): SpeechProvider =>
  config.SPEECH_PROVIDER ?? (config.OPENAI_API_KEY ? 'openai' : 'espeak');

/** The voice that reads a reply in this language, for the provider in use. */
export function speechVoiceOf(
  config: Config,
  language: 'ar' | 'en',
): { provider: SpeechProvider; voice: string } {
  const provider = speechProviderOf(config);
  if (provider === 'espeak')
    return { provider, voice: language === 'ar' ? config.ESPEAK_VOICE_AR : config.ESPEAK_VOICE_EN };
  const voice =
    (language === 'ar' ? config.OPENAI_TTS_VOICE_AR : config.OPENAI_TTS_VOICE_EN) ?? config.OPENAI_TTS_VOICE;
  return { provider, voice };
}
