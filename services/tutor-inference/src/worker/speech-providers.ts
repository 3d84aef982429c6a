import { spawn } from 'node:child_process';
import type { SpeechProvider } from '@tutor/contracts';
import { UnrecoverableError } from 'bullmq';
import type OpenAI from 'openai';
import type { Config } from '../config';

/** Makes a WAV of a text in one voice. */
export type Synthesize = (text: string, voice: string) => Promise<Buffer>;

/** OpenAI's text-to-speech (or the development model's stand-in for it). */
export function openaiSpeech(openai: OpenAI, config: Config): Synthesize {
  return async (text, voice) => {
    const response = await openai.audio.speech.create(
      { model: config.OPENAI_TTS_MODEL, voice: voice as 'alloy', input: text, response_format: 'wav' },
      { signal: AbortSignal.timeout(config.REPLY_TIMEOUT_MS) },
    );
    return Buffer.from(await response.arrayBuffer());
  };
}

/**
 * espeak-ng streams its WAV to stdout before it knows the length, so the RIFF and data sizes hold a placeholder;
 * they are set here, or players (and duration maths) read past the end.
 */
export function withWavSizes(wav: Buffer): Buffer {
  if (wav.length < 44 || wav.toString('latin1', 0, 4) !== 'RIFF' || wav.toString('latin1', 8, 12) !== 'WAVE')
    throw new Error('espeak-ng did not write a WAV file');
  const fixed = Buffer.from(wav);
  fixed.writeUInt32LE(fixed.length - 8, 4);
  for (let at = 12; at + 8 <= fixed.length; at += 8 + fixed.readUInt32LE(at + 4)) {
    if (fixed.toString('latin1', at, at + 4) === 'data') {
      fixed.writeUInt32LE(fixed.length - at - 8, at + 4);
      return fixed;
    }
  }
  throw new Error('espeak-ng wrote a WAV file without audio data');
}

/**
 * espeak-ng on this machine (offline): the text goes on stdin, never through a shell or an argument, so nothing
 * in it is read as an option; a run longer than ESPEAK_TIMEOUT_MS is killed. A missing program or voice is a
 * setup problem no retry fixes, so the job fails at once with what to do.
 */
export function espeakSpeech(config: Config): Synthesize {
  return (text, voice) =>
    new Promise<Buffer>((resolve, reject) => {
      const child = spawn(config.ESPEAK_PATH, ['-b', '1', '-v', voice, '--stdout'], {
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      const audio: Buffer[] = [];
      let errors = '';
      let settled = false;
      const finish = (error: Error | null, wav?: Buffer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(wav!);
      };
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        finish(new Error(`espeak-ng took longer than ${config.ESPEAK_TIMEOUT_MS} ms and was stopped`));
      }, config.ESPEAK_TIMEOUT_MS);
      child.stdout.on('data', (chunk: Buffer) => audio.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.on('error', (err: NodeJS.ErrnoException) =>
        finish(
          err.code === 'ENOENT'
            ? new UnrecoverableError(
                `${config.ESPEAK_PATH} is not installed: run npm start or npm test as root to install it, ` +
                  'or apt-get install espeak-ng (or set SPEECH_PROVIDER=openai with an OPENAI_API_KEY)',
              )
            : err,
        ),
      );
      child.on('close', (code) => {
        if (code !== 0)
          return finish(
            new UnrecoverableError(
              `espeak-ng voice ${voice} failed (exit ${code}): ${errors.trim() || 'no output'}`,
            ),
          );
        try {
          finish(null, withWavSizes(Buffer.concat(audio)));
        } catch (err) {
          finish(err as Error);
        }
      });
      // A stdin closed early (the program missing or failing) is reported by 'error' or 'close' above.
      child.stdin.on('error', () => undefined);
      child.stdin.end(text);
    });
}

/** Every provider the worker can use; the job says which one made (and names) its audio. */
export function speechProviders(openai: OpenAI, config: Config): Record<SpeechProvider, Synthesize> {
  return { openai: openaiSpeech(openai, config), espeak: espeakSpeech(config) };
}
