import { describe, expect, it } from 'vitest';
import { isGibberish } from './gibberish.ts';

describe('gibberish', () => {
  it.each(['asdkjh', 'qwerty', 'uiop', 'jfjfjf', 'hmm', 'zzzz', 'asdf', 'ghjk'])('%s is not a word', (w) => {
    expect(isGibberish(w)).toBe(true);
  });
  it.each(['anxious', 'covid', 'tattoo', 'rhythm', 'strength', 'lol', 'psalm', 'were', 'type', 'pretty', 'tree', 'angst', 'depressed'])('%s may be a word', (w) => {
    expect(isGibberish(w)).toBe(false);
  });
});
