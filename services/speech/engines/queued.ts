import type { SpeechEngine } from '../domain/speak.ts';

/**
 * A local engine that speaks `slots` texts at a time: more requests wait their turn instead of all
 * starting at once on a small machine and running out of time together. The same text asked for
 * again while it is being spoken (or timed) is spoken (or timed) once.
 */
export const queued = (engine: SpeechEngine, slots = 2): SpeechEngine => {
  let running = 0;
  const waiting: (() => void)[] = [];
  const inFlight = new Map<string, Promise<unknown>>();
  const turn = () => (running < slots ? (running++, Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve)));
  const done = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  const inTurn = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const known = inFlight.get(key) as Promise<T> | undefined;
    if (known) return known;
    const running = (async () => {
      await turn();
      try {
        return await work();
      } finally {
        done();
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, running);
    return running;
  };
  return {
    voice: engine.voice,
    synthesize: (text) => inTurn(`audio|${text}`, () => engine.synthesize(text)),
    wordMarks: (text) => inTurn(`marks|${text}`, () => engine.wordMarks(text)),
  };
};
