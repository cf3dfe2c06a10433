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
    // A sorry said last, beside the means; alone, or after a time set, it is an everyday apology.
    ['parked at the lookout. going over the edge tonight. sorry mom', true],
    ['my phone died and i missed curfew, sorry mom', false],
    ['god i hurt my friends feelings tonight please forgive me', false],
    // A burden, and affairs put in order: letters to one's own, the insurance money.
    ['burden to everyone. wrote letters to my kids. verses for heaven please', true],
    ["my kids will be fine without me, theyll have the insurance money", true],
    ['gave away my old clothes and wrote christmas letters to everyone', false],
    ['the team will be fine without me for a week, what about the insurance money', false],
    // Hastening it with the means.
    ['im 84 and tired of waiting for the lord, thinking of helping myself along with my pills', true],
    // A dying prayer beside the means; alone it is Stephen's.
    ['up on the roof of the parking garage, lord receive my spirit', true],
    ['lord jesus receive my spirit, what did stephen mean by it', false],
    // An exit that says it is not the everyday one; an exit strategy from a job is.
    ['planning my exit and not from my marriage', true],
    ['tired of pretending at work, planning my exit strategy', false],
    // Accounts closed and what is left given on, beside nothing left but going; a new home is a move.
    ['cancelled my subscriptions, nothing left to do but go', true],
    ['cancelled my subscriptions and signed for the new apartment, nothing left to do but wait', false],
    ["my brother gets my savings, i won't need it", true],
    ["grandma gets my savings to fix her roof, i won't need it till fall", false],
    // Being unwanted, and putting right the mistake of being born.
    ['my parents regret having me so im going to fix their mistake', true],
    // Seeing the dead again soon, with a mind made up; a visit decided on is a visit.
    ["going to see my wife again real soon, i've made up my mind", true],
    ["going to see grandma again soon at the nursing home, i've made up my mind to visit more", false],
    // Told in two words each, as a list: what is written and what is chosen; a will made by another and a wedding date are not.
    ['note written. spot picked. psalm for peace', true],
    ['the will made by my grandpa, spot picked for his ashes, verses on inheritance', false],
    ['wedding date picked, invitations written, verses for our marriage', false],
  ])('"%s" → %s', (query, heard) => expect(together(query)).toBe(heard));

  it('counts one sign once, however many kinds its words belong to', () => {
    // "counted my pills" is a preparation and names the means, in the same words.
    expect(together('i counted my pills to see if i need a refill')).toBe(false);
    expect(together("i counted my pills again tonight, there's enough")).toBe(true);
  });

  it('hears no means in the same words spoken of something else', () => {
    expect(together('feeling hopeless about finding a job, i keep driving past the bridge on my commute')).toBe(false);
    expect(together('feeling hopeless, i keep driving to the bridge')).toBe(true);
    expect(together('feeling worthless, my bullet journal helps')).toBe(false);
    expect(together('feeling worthless, i keep looking at the bullet')).toBe(true);
  });

  it.each([
    // A time set and the act said without its word, where they close the sentence.
    ['my countdown ends sunday and so do i', true],
    ['when the semester ends i end too', true],
    ["permadeath irl sounds peaceful, i'm doing it tonight", true],
    ["the holidays alone again, i'm ending it before christmas eve", true],
    ['three days left, then nothing', true],
    // A reason said after them, or words between, is everyday.
    ["tonight i'm gonna do it, i'm asking her to marry me", false],
    ['need strength to go through with it, the surgery is tonight', false],
    ['i will be gone at midnight and not coming back until sunday', false],
    ['imma end it with him tonight', false],
    // The act tells with the means; a time set with the means is a dose.
    ['the only way out is a bullet, i am doing it', true],
    ['i have the pills and i am going to end it', true],
    ['taking my pills tonight', false],
    ['tonight i will take my pills', false],
  ])('a plan: "%s" → %s', (query, heard) => expect(together(query)).toBe(heard));

  it('hears youth only with affairs put in order', () => {
    expect(together("i'm 16 and i already wrote what i want played at my funeral")).toBe(true);
    expect(together("i'm 60 and i already wrote what i want played at my funeral")).toBe(false);
    expect(together('i am 20 and feeling hopeless about college')).toBe(false);
  });

  it.each([
    // A mind made up and said so, beside affairs put in order or the means; each alone is everyday.
    ['my will is signed and the letters are written, just need to pick a day', true],
    ['the bridge is ten minutes away and it is already decided', true],
    ['we picked the date for the wedding, just need the courage to tell my mom', false],
    ['it is already decided, we are moving in june', false],
    // Drawn to the means: how quick it would be, leaning further over, the knives looked at differently now.
    ['i keep looking at the kitchen knives differently now', true],
    ['keep staring down from the top floor balcony thinking how quick it would be', true],
    ['the new kitchen knives would be so easy to sharpen', false],
    // Forgiveness asked ahead tells beside the means or a plan, not beside despair alone.
    ['will god forgive me if i swallow them all', true],
    ['i feel so worthless, will god forgive me', false],
    // Affairs put in order in new words, twice.
    ['found a good home for my rabbits and paid for my own cremation', true],
    ['paid for my own cremation years ago, estate planning is wise', false],
  ])('a mind made up, a pull toward the means, forgiveness asked ahead: "%s" → %s', (query, heard) => expect(together(query)).toBe(heard));

  it('hears an everyday reason given with the signs', () => {
    expect(together('writing my will and giving my things to my kids as i get older')).toBe(false);
    expect(together("i deleted all my accounts today, this is the last thing i'm doing online before my digital detox")).toBe(false);
    expect(together("i deleted all my accounts today, this is the last thing i'm doing online")).toBe(true);
  });
});
