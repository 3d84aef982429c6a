/** A short two-tone chime made with Web Audio (no sound file to fetch); failures are only logged. */
export function playNotification(): void {
  try {
    const context = new AudioContext();
    [880, 1320].forEach((frequency, i) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, context.currentTime + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + i * 0.18 + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(context.currentTime + i * 0.18);
      oscillator.stop(context.currentTime + i * 0.18 + 0.3);
    });
    window.setTimeout(() => void context.close(), 1000);
  } catch (err) {
    console.warn('notification sound', err);
  }
}
