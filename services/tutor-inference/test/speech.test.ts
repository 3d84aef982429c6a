import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { speechJobIdOf, speechKey, type SpeechJobData } from '@tutor/contracts';
import { createRedis, loadConfig, type Redis } from '@tutor/service-runtime';
import type { Job } from 'bullmq';
import OpenAI from 'openai';
import { configSchema, speechProviderOf, speechVoiceOf } from '../src/config';
import { speakable } from '../src/domain/speakable';
import { speechHandler } from '../src/worker/speech-job';
import { speechProviders, type Synthesize } from '../src/worker/speech-providers';

/**
 * The speech job with no OpenAI key: espeak-ng on this machine (npm test installs it) makes a real WAV into the
 * real Redis cache, in Arabic and English, and its length follows the text.
 */
const configWith = (overrides: Record<string, string | undefined>) => {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    INTERNAL_SECRET: 'inference-test-secret-0123',
    ...overrides,
  };
  for (const key of ['OPENAI_API_KEY', 'SPEECH_PROVIDER', 'ESPEAK_PATH'])
    if (!(key in overrides)) delete env[key];
  return loadConfig(configSchema, env);
};

interface Wav {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataBytes: number;
  seconds: number;
}

/** Reads a RIFF/WAVE header chunk by chunk: the format, and the data chunk's length as a duration. */
function parseWav(audio: Buffer): Wav {
  expect(audio.toString('latin1', 0, 4)).toBe('RIFF');
  expect(audio.toString('latin1', 8, 12)).toBe('WAVE');
  expect(audio.readUInt32LE(4)).toBe(audio.length - 8);
  let fmt: Omit<Wav, 'dataBytes' | 'seconds'> | undefined;
  for (let at = 12; at + 8 <= audio.length; at += 8 + audio.readUInt32LE(at + 4)) {
    const id = audio.toString('latin1', at, at + 4);
    if (id === 'fmt ')
      fmt = {
        format: audio.readUInt16LE(at + 8),
        channels: audio.readUInt16LE(at + 10),
        sampleRate: audio.readUInt32LE(at + 12),
        bitsPerSample: audio.readUInt16LE(at + 22),
      };
    if (id === 'data') {
      const dataBytes = audio.readUInt32LE(at + 4);
      expect(at + 8 + dataBytes).toBe(audio.length); // the length told is the length there
      expect(fmt).toBeDefined();
      const bytesPerSecond = fmt!.sampleRate * fmt!.channels * (fmt!.bitsPerSample / 8);
      return { ...fmt!, dataBytes, seconds: dataBytes / bytesPerSecond };
    }
  }
  throw new Error('no data chunk');
}

describe('speech: the provider chosen by configuration', () => {
  it('is espeak-ng without an OpenAI key and OpenAI with one; SPEECH_PROVIDER overrides both', () => {
    expect(speechProviderOf(configWith({}))).toBe('espeak');
    expect(speechProviderOf(configWith({ OPENAI_API_KEY: 'sk-test' }))).toBe('openai');
    expect(speechProviderOf(configWith({ OPENAI_API_KEY: 'sk-test', SPEECH_PROVIDER: 'espeak' }))).toBe(
      'espeak',
    );
    expect(speechProviderOf(configWith({ SPEECH_PROVIDER: 'openai' }))).toBe('openai');
    expect(() => configWith({ SPEECH_PROVIDER: 'festival' })).toThrow(/SPEECH_PROVIDER/);
  });

  it('reads each language in its configured voice', () => {
    const espeak = configWith({});
    expect(speechVoiceOf(espeak, 'ar')).toEqual({ provider: 'espeak', voice: 'ar' });
    expect(speechVoiceOf(espeak, 'en')).toEqual({ provider: 'espeak', voice: 'en-us' });
    expect(speechVoiceOf(configWith({ ESPEAK_VOICE_EN: 'en-gb' }), 'en').voice).toBe('en-gb');
    const openai = configWith({ OPENAI_API_KEY: 'sk-test', OPENAI_TTS_VOICE_AR: 'nova' });
    expect(speechVoiceOf(openai, 'ar')).toEqual({ provider: 'openai', voice: 'nova' });
    expect(speechVoiceOf(openai, 'en')).toEqual({ provider: 'openai', voice: 'alloy' }); // OPENAI_TTS_VOICE
  });

  it('names espeak audio apart from OpenAI audio of the same text and voice', () => {
    const text = 'hello';
    expect(speechJobIdOf({ text, voice: 'ar', provider: 'espeak' })).not.toBe(
      speechJobIdOf({ text, voice: 'ar', provider: 'openai' }),
    );
    // OpenAI's ids are those of before providers existed, so audio cached then is still found.
    expect(speechJobIdOf({ text, voice: 'alloy', provider: 'openai' })).toBe(
      speechJobIdOf({ text, voice: 'alloy' }),
    );
  });
});

describe('speech job with no OpenAI key (espeak-ng)', () => {
  let redis: Redis;
  const config = configWith({});
  // Never called for espeak jobs: an unreachable endpoint makes a wrong turn fail loudly.
  const openai = new OpenAI({ baseURL: 'http://127.0.0.1:9/v1', apiKey: 'unused', maxRetries: 0 });
  const calls = { espeak: 0, openai: 0 };
  const counted = (provider: keyof typeof calls, synthesize: Synthesize): Synthesize => {
    return (text, voice) => {
      calls[provider]++;
      return synthesize(text, voice);
    };
  };
  const providers = speechProviders(openai, config);
  const handle = (data: SpeechJobData, id: string) =>
    speechHandler({
      redis,
      providers: { espeak: counted('espeak', providers.espeak), openai: counted('openai', providers.openai) },
    })({ id, data } as Job<SpeechJobData>);

  beforeAll(() => {
    redis = createRedis(process.env.REDIS_URL!);
  });
  afterAll(() => redis?.disconnect());

  /** The reply text as the API makes it, synthesised by the job, read back from the Redis cache. */
  async function speak(markdown: string, language: 'ar' | 'en'): Promise<Wav> {
    const { provider, voice } = speechVoiceOf(config, language);
    const data = { text: speakable(markdown, language, config.SPEECH_MAX_CHARS), voice, provider };
    // A fresh id per run: an earlier run's cached audio must not answer for this one.
    const id = `${speechJobIdOf(data).slice(0, 30)}${randomUUID().slice(0, 10)}`;
    await handle(data, id);
    const audio = await redis.getBuffer(speechKey(id));
    expect(audio).not.toBeNull();
    return parseWav(audio!);
  }

  it.each([
    [
      'en',
      'Hello.',
      'Newton’s second law says that \\( F = ma \\): the net force on a body equals its mass times its acceleration, and \\( a^2 + b^2 = c^2 \\) in a right triangle.',
    ],
    [
      'ar',
      'مرحبا.',
      'ينص قانون نيوتن الثاني على أن \\( F = ma \\): القوة المحصلة على جسم تساوي كتلته في عجلته، وفي المثلث القائم \\( a^2 + b^2 = c^2 \\).',
    ],
  ] as const)(
    'speaks %s as a PCM WAV whose duration grows with the text',
    async (language, short, long) => {
      const espeakBefore = calls.espeak;
      const brief = await speak(short, language);
      const full = await speak(long, language);
      expect(calls.espeak - espeakBefore).toBe(2);
      expect(calls.openai).toBe(0);
      for (const wav of [brief, full]) {
        expect(wav).toMatchObject({ format: 1, channels: 1, bitsPerSample: 16 });
        expect(wav.sampleRate).toBeGreaterThanOrEqual(8000);
      }
      expect(brief.seconds).toBeGreaterThan(0.2); // a word is spoken, not silence
      expect(full.seconds).toBeGreaterThan(brief.seconds * 4);
    },
    60_000,
  );

  it('synthesises a (provider, voice, text) once: the cached audio answers the same job again', async () => {
    const data: SpeechJobData = { text: 'Once only.', voice: 'en-us', provider: 'espeak' };
    const id = randomUUID();
    const before = calls.espeak;
    await handle(data, id);
    const first = await redis.getBuffer(speechKey(id));
    await handle(data, id);
    expect(calls.espeak - before).toBe(1);
    expect((await redis.getBuffer(speechKey(id)))!.equals(first!)).toBe(true);
  }, 30_000);

  it('gives OpenAI the jobs that name it, and the jobs queued before providers existed', async () => {
    const asked: string[] = [];
    const openaiWav: Synthesize = async (text, voice) => {
      asked.push(`${voice}:${text}`);
      return Buffer.from('RIFF-from-openai');
    };
    const job = (data: SpeechJobData, id: string) =>
      speechHandler({ redis, providers: { espeak: providers.espeak, openai: openaiWav } })({
        id,
        data,
      } as Job<SpeechJobData>);
    const [named, older] = [randomUUID(), randomUUID()];
    await job({ text: 'Named.', voice: 'nova', provider: 'openai' }, named);
    await job({ text: 'Older.', voice: 'alloy' }, older);
    expect(asked).toEqual(['nova:Named.', 'alloy:Older.']);
    expect((await redis.getBuffer(speechKey(older)))!.toString()).toBe('RIFF-from-openai');
  });

  it('fails at once, saying how to install it, when espeak-ng is missing (never a hang)', async () => {
    const missing = speechProviders(openai, configWith({ ESPEAK_PATH: '/nonexistent/espeak-ng' }));
    await expect(missing.espeak('hello', 'en-us')).rejects.toThrow(
      /is not installed.*apt-get install espeak-ng/,
    );
    await expect(missing.espeak('hello', 'en-us')).rejects.toMatchObject({ name: 'UnrecoverableError' });
  });

  it('fails with espeak-ng’s reason for a voice it does not have', async () => {
    await expect(providers.espeak('hello', 'nosuchvoice')).rejects.toThrow(
      /voice nosuchvoice failed.*does not exist/,
    );
  });

  it('reads the text from stdin, so text that looks like options is spoken, not obeyed', async () => {
    const path = `/tmp/speech-test-${randomUUID()}.wav`;
    const wav = parseWav(await providers.espeak(`--version -w ${path}`, 'en-us'));
    expect(wav.seconds).toBeGreaterThan(0.5);
    expect(existsSync(path)).toBe(false);
  });
});
