import { describe, expect, it } from 'vitest';
import { isTypingTarget, shuffled, swipeHint, swipeStep, wrapIndex } from './carousel-nav.ts';
import { formatCountdown, localIsoDate, msUntilLocalMidnight } from './local-date.ts';
import { createQueryCache } from './query-cache.ts';
import { quoteVerse } from './quote.ts';
import { relatedQueries } from './related-topics.ts';

describe('query cache', () => {
  it('keeps 20 queries and drops the oldest', () => {
    const cache = createQueryCache<number>();
    for (let i = 0; i < 21; i++) cache.set(`q${i}`, i);
    expect(cache.size).toBe(20);
    expect(cache.get('q0')).toBeUndefined();
    expect(cache.get('q20')).toBe(20);
  });
  it('treats case and spacing as the same query and refreshes a re-set entry', () => {
    const cache = createQueryCache<string>(2);
    cache.set('Peace', 'a');
    cache.set('hope', 'b');
    cache.set('  peace ', 'c');
    cache.set('joy', 'd');
    expect(cache.get('PEACE')).toBe('c');
    expect(cache.has('hope')).toBe(false);
  });
});

describe('related topics', () => {
  it('are the first three related topics other than the one searched', () => {
    expect(relatedQueries('anxiety')).toEqual(['peace', 'hope', 'strength']);
    expect(relatedQueries(' Peace ')).toEqual(['hope', 'strength', 'comfort']);
    expect(relatedQueries('hope')).toEqual(['peace', 'strength', 'comfort']);
  });
});

describe('local date', () => {
  it('formats the local date and counts to local midnight', () => {
    const d = new Date(2025, 0, 6, 23, 59, 30);
    expect(localIsoDate(d)).toBe('2025-01-06');
    expect(msUntilLocalMidnight(d)).toBe(30_000);
    expect(msUntilLocalMidnight(new Date(2025, 0, 6, 0, 0, 0))).toBe(24 * 3600 * 1000);
  });
  it('formats a countdown as HH:MM:SS', () => {
    expect(formatCountdown(30_000)).toBe('00:00:30');
    expect(formatCountdown(5 * 3600_000 + 12 * 60_000 + 33_400)).toBe('05:12:34');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});

describe('carousel navigation', () => {
  it('wraps around both ends', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(2, 1, 5)).toBe(3);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
  it('shuffles into a permutation of the same items', () => {
    const items = [1, 2, 3, 4, 5];
    const out = shuffled(items, () => 0);
    expect(out).toEqual([2, 3, 4, 5, 1]);
    expect([...out].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });
  it('turns a swipe past 50 px into a step and hints after 20 px', () => {
    expect(swipeStep(-51, 5)).toBe(1);
    expect(swipeStep(60, 0)).toBe(-1);
    expect(swipeStep(-50, 0)).toBe(0);
    expect(swipeStep(-60, 80)).toBe(0);
    expect(swipeHint(-19)).toBeNull();
    expect(swipeHint(-21)).toBe('next');
    expect(swipeHint(25)).toBe('previous');
  });
  it('knows when the visitor is typing', () => {
    expect(isTypingTarget({ tagName: 'INPUT' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'BUTTON', isContentEditable: false } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('quoting a verse', () => {
  it('puts a verse in curly marks, or straight ones for plain text', () => {
    expect(quoteVerse('Jesus wept.')).toBe('“Jesus wept.”');
    expect(quoteVerse('Jesus wept.', 'straight')).toBe('"Jesus wept."');
  });
  it('adds no marks to a verse that holds its own quotation, so they never double up', () => {
    const genesis = 'She called the name of Yahweh who spoke to her, “You are a God who sees,” for she said, “Have I even stayed alive after seeing him?”';
    expect(quoteVerse(genesis)).toBe(genesis);
    expect(quoteVerse(genesis, 'straight')).toBe(genesis);
  });
});
