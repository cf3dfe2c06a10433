import type { SpeechEngine } from '../domain/speak.ts';

/**
 * A local engine that speaks `slots` texts at a time: more requests wait their turn instead of all
 * starting at once on a small machine and running out of time together. The same text asked for
 * again while it is being spoken is spoken once.
 */
export const queued = (engine: SpeechEngine, slots = 2): SpeechEngine => {
  let running = 0;
  const waiting: (() => void)[] = [];
  const inFlight = new Map<string, Promise<Uint8Array>>();
  const turn = () => (running < slots ? (running++, Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve)));
  const done = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    voice: engine.voice,
    synthesize(text) {
      const known = inFlight.get(text);
      if (known) return known;
      const spoken = (async () => {
        await turn();
        try {
          return await engine.synthesize(text);
        } finally {
          done();
          inFlight.delete(text);
        }
      })();
      inFlight.set(text, spoken);
      return spoken;
    },
  };
};
