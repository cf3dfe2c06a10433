import { describe, expect, it } from 'vitest';
import { classifyQuery } from './classify.ts';
import { calendarIndex, dateInQuery, localDate, withoutDates } from './dates.ts';
import { closestWord, editDistance } from './fuzzy.ts';
import { analyzeQuery, wordsMistakenForTypos } from './query.ts';
import { topicReason } from './reasons.ts';
import { hash } from './text.ts';
import { stem } from './stem.ts';
import { buildSynonyms } from './synonyms.ts';
import { words } from './text.ts';
import { rankTrending, TRENDING_MIN_SEARCHES, TRENDING_TAGS, trendingTagFor } from './trending.ts';
import { relevanceScore } from './recommendations.ts';
import { readDevset } from '../../../tests/quality/evaluate.ts';

describe('reading a query', () => {
  it('writes out contractions and everyday spellings', () => {
    expect(words("Can't sleep, I’m worried about my mom's surgery")).toEqual(['can', 'not', 'sleep', 'i', 'am', 'worried', 'about', 'my', 'mother', 'surgery']);
    expect(words('cant')).toEqual(['can', 'not']);
    // Those whose apostrophe tells them from a word: "ill", "hell", "wed" and "were" stay words.
    expect(words("I'll be fine, he’ll call and we'd go; we're here")).toEqual(['i', 'will', 'be', 'fine', 'he', 'will', 'call', 'and', 'we', 'would', 'go', 'we', 'are', 'here']);
    expect(words('ill in hell we wed were')).toEqual(['ill', 'in', 'hell', 'we', 'wed', 'were']);
    expect(words('I want to give up')).toEqual(['i', 'want', 'to', 'giveup']);
    expect(words('giving thanks')).toEqual(['thanksgiving']);
  });

  it('stems the forms of a word to one stem', () => {
    expect(new Set(['worry', 'worried', 'worrying', 'worries'].map(stem)).size).toBe(1);
    expect(new Set(['forgive', 'forgiving', 'forgiveness', 'forgave', 'forgiven'].map(stem)).size).toBe(1);
    expect(stem('betrayal')).toBe(stem('betrayed'));
    expect(stem('died')).toBe(stem('death'));
    expect(stem('dying')).not.toBe(stem('died'));
    expect(stem('busy')).not.toBe(stem('business'));
    expect(stem('pentecostal')).not.toBe(stem('pentecost'));
  });

  it('tolerates typos by length', () => {
    expect(editDistance('anxeity', 'anxiety', 2)).toBe(1);
    expect(editDistance('forgivness', 'forgiveness', 2)).toBe(1);
    expect(closestWord('anxios', ['anxious', 'angry'])).toBe('anxious');
    expect(closestWord('sad', ['mad'])).toBeUndefined();
    expect(closestWord('qwxzzv', ['anxious'])).toBeUndefined();
  });

  it('finds the same closest word skipping words whose letters differ too much as trying every word', () => {
    // The scan without the skip: every word sharing a first letter, in order, the first of the closest.
    const tryingEvery = (word: string, vocabulary: string[]) => {
      const max = word.length < 4 ? 0 : word.length < 8 ? 1 : 2;
      let best: string | undefined;
      let bestDistance = max + 1;
      for (const candidate of max === 0 ? [] : vocabulary) {
        if (Math.abs(candidate.length - word.length) > max || candidate.length < 4) continue;
        if (candidate[0] !== word[0] && candidate[1] !== word[1] && candidate[0] !== word[1]) continue;
        const d = editDistance(word, candidate, bestDistance - 1);
        if (d < bestDistance) [best, bestDistance] = [candidate, d];
        if (bestDistance <= 1) break;
      }
      return bestDistance <= max ? best : undefined;
    };
    const vocabulary = [...new Set(readDevset().flatMap((r) => words(r.query)))];
    // Each word with a letter dropped, doubled, swapped with the next or changed, and two such typos in the longer words.
    const typos = (w: string) => [1, 2, 3].flatMap((i) => [w.slice(0, i) + w.slice(i + 1), w.slice(0, i) + w[i] + w.slice(i), w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2), w.slice(0, i) + 'e' + w.slice(i + 1)]);
    const misspelt = [...new Set(vocabulary.filter((w) => w.length >= 4).flatMap((w) => [...typos(w), ...typos(w).flatMap((t) => (t.length >= 8 ? typos(t).slice(0, 3) : []))]))];
    expect(misspelt.length).toBeGreaterThan(20_000);
    const differing = misspelt.filter((w) => closestWord(w, vocabulary) !== tryingEvery(w, vocabulary));
    expect(differing).toEqual([]);
  }, 60_000);

  it("corrects a word to Scripture's only when it is long and not inflected; to the library's always", () => {
    const vocabulary = { has: () => false, lists: [['anxious'], ['racket', 'speaking', 'nebuchadnezzar']] };
    const corrected = (query: string) => analyzeQuery(query, buildSynonyms(''), vocabulary)[0].corrected;
    expect(corrected('anxios')).toBe('anxious');
    expect(corrected('nebuchadnezer')).toBe('nebuchadnezzar');
    expect(corrected('jacket')).toBeUndefined();
    expect(corrected('speeking')).toBeUndefined();
  });

  it('knows which common words the correction would take for typos of other words', () => {
    const vocabulary = { has: (w: string) => w === 'abused', lists: [['abused', 'healthy', 'achieved'], []] };
    // "achieve" would only become its own inflection; "abused" is known already; "qwerty" is near nothing.
    expect(wordsMistakenForTypos(['amused', 'wealthy', 'achieve', 'abused', 'qwerty'], vocabulary)).toEqual(['amused', 'wealthy']);
  });

  it('classifies as spec 000 §5 says', () => {
    expect(classifyQuery('March 3')).toBe('date');
    expect(classifyQuery('12/25')).toBe('date');
    expect(classifyQuery('verse of the day')).toBe('date');
    expect(classifyQuery('i feel so anxious')).toBe('emotion');
    expect(classifyQuery('so much anger in me')).toBe('emotion');
    expect(classifyQuery('what is the rapture')).toBe('general');
  });

  it('finds dates: month names, ordinals, US month/day, and today only when nothing else is said', () => {
    const today = '2025-06-10';
    expect(dateInQuery('March 3', today)).toEqual({ month: 3, day: 3 });
    expect(dateInQuery('3rd of march', today)).toEqual({ month: 3, day: 3 });
    expect(dateInQuery('verse for dec. 25th', today)).toEqual({ month: 12, day: 25 });
    expect(dateInQuery('12/25', today)).toEqual({ month: 12, day: 25 });
    expect(dateInQuery('25/12', today)).toEqual({ month: 12, day: 25 });
    expect(dateInQuery('february 30', today)).toBeUndefined();
    expect(dateInQuery('may god bless you', today)).toBeUndefined();
    expect(dateInQuery('today', today)).toEqual({ month: 6, day: 10 });
    expect(dateInQuery('tomorrow', today)).toEqual({ month: 6, day: 11 });
    expect(withoutDates('My birthday is June 3rd')).toBe('my birthday is  ');
    expect(withoutDates('surgery on the 3rd of march, then 12/25')).toBe('surgery on  , then ');
    expect(dateInQuery('anxious about tomorrow', today, false)).toBeUndefined();
  });

  it('lays the calendar out on a leap year and reads the visitor’s local date', () => {
    expect(calendarIndex({ month: 1, day: 1 })).toBe(0);
    expect(calendarIndex({ month: 2, day: 29 })).toBe(59);
    expect(calendarIndex({ month: 3, day: 1 })).toBe(60);
    expect(calendarIndex({ month: 12, day: 31 })).toBe(365);
    const lateUtc = Date.parse('2025-03-03T23:30:00Z');
    expect(localDate(lateUtc)).toBe('2025-03-03');
    expect(localDate(lateUtc, { timeZone: 'Asia/Tokyo' })).toBe('2025-03-04');
    expect(localDate(lateUtc, { date: '2025-01-01', timeZone: 'Asia/Tokyo' })).toBe('2025-01-01');
  });
});

describe('words around a verse', () => {
  it('names the need and what the verse says, the same way every time', () => {
    const r = topicReason('grief after losing someone you love', 'promises that God is close to the broken-hearted', 'q|Psalms 34:18');
    expect(r).toMatch(/grief after losing someone you love/);
    expect(r).toMatch(/promises that God is close to the broken-hearted\.$/);
    expect(topicReason('grief after losing someone you love', 'promises that God is close to the broken-hearted', 'q|Psalms 34:18')).toBe(r);
    expect(hash('a')).not.toBe(hash('b'));
  });

  it('scores recommendations 0.9 minus 0.1 per position', () => {
    expect([0, 1, 2, 8].map(relevanceScore)).toEqual([0.9, 0.8, 0.7, 0.1]);
  });
});

describe('trending searches', () => {
  it('keeps the default order until there are enough recent searches', () => {
    const few = { searches: TRENDING_MIN_SEARCHES - 1, byTag: new Map([['What is the rapture?', TRENDING_MIN_SEARCHES - 1]]) };
    expect(rankTrending(few)).toEqual(TRENDING_TAGS);
    const enough = { searches: TRENDING_MIN_SEARCHES, byTag: new Map([...few.byTag, ['Bible verses about peace', 1]]) };
    const ranked = rankTrending(enough);
    expect(ranked[0].label).toBe('What is the rapture?');
    expect(ranked[1].label).toBe('Bible verses about peace');
    expect(ranked).toHaveLength(13);
    expect(ranked.slice(2).map((t) => t.label)).toEqual(TRENDING_TAGS.map((t) => t.label).filter((l) => l !== 'What is the rapture?' && l !== 'Bible verses about peace'));
  });

  it('counts a search for a tag by its words or its leading topic', async () => {
    const topicOf = async (q: string) => (/rapture|caught up/i.test(q) ? 'rapture' : undefined);
    await expect(trendingTagFor('what is the rapture', topicOf)).resolves.toBe('What is the rapture?');
    await expect(trendingTagFor('will we be caught up', topicOf)).resolves.toBe('What is the rapture?');
    await expect(trendingTagFor('recipes', topicOf)).resolves.toBeUndefined();
  });
});
