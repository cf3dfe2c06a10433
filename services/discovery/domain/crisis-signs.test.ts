import { describe, expect, it } from 'vitest';
import { signsTogether } from './crisis-signs.ts';
import { crisisText } from './crisis-text.ts';

const together = (query: string) => signsTogether(crisisText(query));

describe('crisis said by two signs together', () => {
  it.each([
    // Despair and a last goodbye.
    ["what's the point of anything, i'm checking out soon", true],
    ["i'm done fighting, tonight i let go", true],
    // Despair and the means.
    ["i'm worthless and i keep staring at the pills", true],
    // Putting things in order, twice.
    ['giving my cat to my neighbor and writing my will at 24', true],
    // Being gone, twice.
    ["nobody will notice when i'm not around anymore", true],
    // Each alone is an everyday sentence.
    ["what's the point of anything", false],
    ["i'm checking out soon", false],
    ['writing my will after my first baby was born', false],
    ['i keep standing at the edge of the platform', false],
  ])('"%s" → %s', (query, heard) => expect(together(query)).toBe(heard));

  it('counts one sign once, however many kinds its words belong to', () => {
    // "counted my pills" is a preparation and names the means, in the same words.
    expect(together('i counted my pills to see if i need a refill')).toBe(false);
    expect(together("i counted my pills again tonight, there's enough")).toBe(true);
  });

  it('hears no means in the same words spoken of something else', () => {
    expect(together('feeling hopeless about finding a job, i keep driving past the bridge on my commute')).toBe(false);
    expect(together('feeling hopeless, i keep driving to the bridge')).toBe(true);
  });

  it('hears youth only with affairs put in order', () => {
    expect(together("i'm 16 and i already wrote what i want played at my funeral")).toBe(true);
    expect(together("i'm 60 and i already wrote what i want played at my funeral")).toBe(false);
    expect(together('i am 20 and feeling hopeless about college')).toBe(false);
  });

  it('hears an everyday reason given with the signs', () => {
    expect(together('writing my will and giving my things to my kids as i get older')).toBe(false);
    expect(together("i deleted all my accounts today, this is the last thing i'm doing online before my digital detox")).toBe(false);
    expect(together("i deleted all my accounts today, this is the last thing i'm doing online")).toBe(true);
  });
});
