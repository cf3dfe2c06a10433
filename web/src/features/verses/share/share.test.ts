import { describe, expect, it } from 'vitest';
import { cardFileName, FIXED_HASHTAGS, hashtags, shareCaption } from './caption.ts';
import { fitText, wrapWords, type Measure } from './fit-text.ts';

/** Every character is 0.5 em wide: predictable line breaks. */
const measure: Measure = (text, px) => text.length * px * 0.5;
const box = { boxWidth: 864, boxHeight: 702 };

describe('fitText', () => {
  it('keeps a short verse at 96 px', () => {
    const fit = fitText('Jesus wept.', measure, box);
    expect(fit.fontPx).toBe(96);
    expect(fit.lines).toEqual(['Jesus wept.']);
  });

  it('shrinks in 4 px steps to the largest size that fits in at most 4 lines', () => {
    const text = 'Trust in the LORD with all your heart, and don’t lean on your own understanding.';
    const fit = fitText(text, measure, box);
    expect(fit.fontPx).toBeLessThan(96);
    expect(fit.fontPx % 4).toBe(0);
    expect(fit.lines.length).toBeLessThanOrEqual(4);
    expect(fit.lines.join(' ')).toBe(text);
    expect(Math.max(...fit.lines.map((l) => measure(l, fit.fontPx)))).toBeLessThanOrEqual(864);
    const bigger = wrapWords(text, fit.fontPx + 4, 864, measure);
    expect(bigger.length > 4 || bigger.length * (fit.fontPx + 4) * 1.3 > 702).toBe(true);
  });

  it('stops at 48 px when a verse needs the full four lines there', () => {
    const text = Array.from({ length: 4 }, () => 'word '.repeat(7).trim()).join(' ');
    const fit = fitText(text, measure, box);
    expect(fit.fontPx).toBe(48);
    expect(fit.lines.length).toBe(4);
  });

  it('respects the height box as well as the line count', () => {
    const fit = fitText('a b c d', measure, { boxWidth: 100, boxHeight: 200 });
    expect(fit.lines.length * fit.lineHeightPx).toBeLessThanOrEqual(200);
  });

  it('keeps every word of a verse too long for the rule, below 48 px, within the box', () => {
    const text = 'word '.repeat(95).trim();
    const fit = fitText(text, measure, box);
    expect(fit.fontPx).toBeLessThan(48);
    expect(fit.fontPx).toBeGreaterThanOrEqual(20);
    expect(fit.lines.join(' ')).toBe(text);
    expect(fit.lines.length * fit.lineHeightPx).toBeLessThanOrEqual(702);
  });
});

describe('caption', () => {
  const verse = { reference: 'Psalms 119:105', text: 'Your word is a lamp to my feet, and a light for my path.', reason: 'Guidance and hope when the way is dark.' };

  it('has 9 fixed hashtags and up to 3 chosen by keyword', () => {
    expect(FIXED_HASHTAGS).toHaveLength(9);
    expect(hashtags(verse)).toEqual([...FIXED_HASHTAGS, '#Hope', '#Light']);
    const many = hashtags({ text: 'love peace hope strength prayer grace', reason: '' });
    expect(many).toHaveLength(12);
    expect(many.slice(9)).toEqual(['#Love', '#Peace', '#Hope']);
  });

  it('quotes the text, then a dash, the reference, the site and the hashtags', () => {
    const caption = shareCaption(verse, 'https://verse.example');
    expect(caption.startsWith(`"${verse.text}"\n— Psalms 119:105\n\nhttps://verse.example\n\n#BibleVerse`)).toBe(true);
    expect(caption.endsWith('#Light')).toBe(true);
  });

  it('names the file after the reference with dashes for other characters', () => {
    expect(cardFileName('Psalms 119:105')).toBe('verse-Psalms-119-105.png');
    expect(cardFileName('1 Corinthians 13:4-7')).toBe('verse-1-Corinthians-13-4-7.png');
  });
});
