import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { signedUp, startTestSystem } from '@tutor/test-kit';

/**
 * Read aloud when espeak-ng is missing (the whole system, no OpenAI key): the learner gets an error that says
 * what to install, never a hang; once the program is there, asking again reads the same text aloud.
 */
const SPEAK =
  'mutation($t: String!, $l: String!) { synthesizeSpeech(text: $t, language: $l) { url contentType } }';

describe('read aloud without espeak-ng (whole system)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tutor-espeak-'));
  // Not there yet: the worker is configured with a program that appears later in the test.
  const program = path.join(dir, 'espeak-ng');
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let learner: Awaited<ReturnType<typeof signedUp>>;
  beforeAll(async () => {
    system = await startTestSystem('speech', { ESPEAK_PATH: program, SPEECH_PROVIDER: 'espeak' });
    learner = await signedUp(system.gateway, 'reader@tutor.test', 'Reader');
  }, 120_000);
  afterAll(async () => {
    await system?.dispose();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('answers a clear error while the program is missing, and speech once it is installed', async () => {
    // Audio is cached in Redis by text (for a week, across systems): this run's text is its own.
    const text = `## Pythagoras, run ${randomInt(1e9)}\n\\( a^2 + b^2 = c^2 \\)`;
    const missing = await learner.gql(SPEAK, { t: text, l: 'en' });
    expect(missing.data).toBeNull();
    expect(missing.errors?.[0]?.extensions?.code).toBe('SPEECH_UNAVAILABLE');
    expect(missing.errors?.[0]?.message).toMatch(/^Read aloud is unavailable right now: .*is not installed/);
    expect(missing.errors?.[0]?.message).toMatch(/apt-get install espeak-ng/);

    // "Installed": the configured path now leads to Debian's program.
    const installed = spawnSync('sh', ['-c', 'command -v espeak-ng'], { encoding: 'utf8' }).stdout.trim();
    expect(installed).not.toBe('');
    symlinkSync(installed, program);
    const spoken = await learner.gql(SPEAK, { t: text, l: 'en' });
    expect(spoken.errors).toBeUndefined();
    const res = await learner.browser.request(`${system.gateway}${spoken.data!.synthesizeSpeech.url}`);
    const audio = Buffer.from(await res.arrayBuffer());
    expect(audio.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(audio.readUInt32LE(40)).toBeGreaterThan(22_050); // over half a second of 16-bit speech at 22 050 Hz
  }, 60_000);
});
