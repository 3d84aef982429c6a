/** Read-aloud audio: made once per (text, voice) by the speech job, cached in Redis, served by the gateway. */

/** The engines that make speech: OpenAI's text-to-speech, or espeak-ng on the worker itself (offline). */
export const SPEECH_PROVIDERS = ['openai', 'espeak'] as const;
export type SpeechProvider = (typeof SPEECH_PROVIDERS)[number];

/** Data of a `synthesize-speech` job; its job id is the hash of the three, which names the audio. */
export interface SpeechJobData {
  text: string;
  /** A voice of the provider: OpenAI's `alloy`, or an espeak-ng voice such as `ar` or `en-us`. */
  voice: string;
  /** Absent in jobs queued before providers existed: those are OpenAI's. */
  provider?: SpeechProvider;
}

/** A speech id: the first 40 hex digits of the SHA-256 of the voice and text. */
export const SPEECH_ID = /^[0-9a-f]{40}$/;
export const speechKey = (id: string) => `speech:${id}`;
export const SPEECH_CONTENT_TYPE = 'audio/wav';
export const SPEECH_TTL_SECONDS = 7 * 24 * 3600;
export const speechPathOf = (id: string) => `/media/speech/${id}`;
