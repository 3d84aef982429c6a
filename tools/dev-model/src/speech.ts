/**
 * A real, playable WAV (RIFF, 16-bit PCM mono): one short tone per word, so its length follows the text.
 */
export function speechWav(text: string, sampleRate = 16_000): Buffer {
  const words = Math.max(1, Math.min(200, text.split(/\s+/).filter(Boolean).length));
  const toneSamples = Math.floor(sampleRate * 0.12);
  const gapSamples = Math.floor(sampleRate * 0.05);
  const samples = words * (toneSamples + gapSamples);
  const pcm = Buffer.alloc(samples * 2);
  for (let w = 0; w < words; w++) {
    const frequency = 330 + (w % 5) * 55;
    const start = w * (toneSamples + gapSamples);
    for (let i = 0; i < toneSamples; i++) {
      const envelope = Math.min(1, i / 200, (toneSamples - i) / 200);
      pcm.writeInt16LE(
        Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 8000 * envelope),
        (start + i) * 2,
      );
    }
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}
