import { z } from 'zod';

/**
 * A model's list prices in US dollars (what OpenAI bills in): per million prompt (`input`) and completion
 * (`output`) tokens, per million characters of speech, per image sent to a vision model (0 where the image is
 * billed as prompt tokens, as OpenAI's chat models do). A price not given is 0.
 */
const modelPrice = z.object({
  input: z.number().nonnegative().default(0),
  output: z.number().nonnegative().default(0),
  speechPerMillionChars: z.number().nonnegative().default(0),
  image: z.number().nonnegative().default(0),
});
export type ModelPrice = z.output<typeof modelPrice>;

/**
 * OpenAI's list prices (USD) for the configured defaults, as of November 2026: gpt-4o-mini $0.15 in / $0.60 out
 * per million tokens; gpt-4o-mini-tts billed here per character at tts-1's $15 per million (its per-minute price,
 * about $0.015, at some 1,000 characters a minute); moderation is free; espeak-ng runs locally.
 */
export const DEFAULT_MODEL_PRICES: Record<string, ModelPrice> = {
  'gpt-4o-mini': { input: 0.15, output: 0.6, speechPerMillionChars: 0, image: 0 },
  'gpt-4o-mini-tts': { input: 0, output: 0, speechPerMillionChars: 15, image: 0 },
};

/** MODEL_PRICES: JSON, model name to its prices; the named models replace the defaults', the others stay. */
export const modelPricesSetting = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (!text) return DEFAULT_MODEL_PRICES;
    try {
      return { ...DEFAULT_MODEL_PRICES, ...z.record(z.string(), modelPrice).parse(JSON.parse(text)) };
    } catch (err) {
      ctx.addIssue({
        code: 'custom',
        message: `must be JSON: {"<model>": {"input": 0.15, ...}}: ${String(err)}`,
      });
      return z.NEVER;
    }
  });

/** Which call of a reply a usage is: the reply itself (text or vision), its quiz mark, or a speech synthesis. */
export type CallKind = 'reply' | 'quiz_mark' | 'speech';

/** What one model call used: tokens, or units (images sent, characters spoken). */
export interface ModelUsage {
  kind: CallKind;
  model: string;
  tokensIn: number;
  tokensOut: number;
  images: number;
  speechCharacters: number;
  /** The API gave no usage (a stopped reply, whose last chunk never came): counted from the text instead. */
  estimated: boolean;
}

/** A model's prices; a model without any costs nothing (the development model under its own name, say). */
export const priceOf = (prices: Record<string, ModelPrice>, model: string): ModelPrice =>
  prices[model] ?? { input: 0, output: 0, speechPerMillionChars: 0, image: 0 };
