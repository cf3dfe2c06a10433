import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, dayOfWeek, localDate, nextLocalMidnight, resolveTimeZone, startOfLocalDay, weekStartOf } from './local-time.ts';

const at = (iso: string) => Date.parse(iso);

describe('local days', () => {
  it.each([
    ['UTC', '2025-06-15T23:59:59Z', '2025-06-16T00:00:00Z'],
    ['UTC', '2025-06-15T00:00:00Z', '2025-06-16T00:00:00Z'],
    ['Asia/Kolkata', '2025-06-15T20:00:00Z', '2025-06-16T18:30:00Z'],
    ['Asia/Tokyo', '2025-06-15T14:59:00Z', '2025-06-15T15:00:00Z'],
    ['Pacific/Kiritimati', '2025-06-15T09:00:00Z', '2025-06-15T10:00:00Z'],
    ['Pacific/Pago_Pago', '2025-06-15T09:00:00Z', '2025-06-15T11:00:00Z'],
    // Clocks go forward in New York on 2025-03-09 at 02:00: the day is 23 hours long.
    ['America/New_York', '2025-03-09T06:00:00Z', '2025-03-10T04:00:00Z'],
    // Clocks go back on 2025-11-02 at 02:00: the day is 25 hours long.
    ['America/New_York', '2025-11-02T05:00:00Z', '2025-11-03T05:00:00Z'],
    // Santiago skips midnight on 2025-09-07 (00:00 becomes 01:00): the day starts at 04:00Z.
    ['America/Santiago', '2025-09-06T12:00:00Z', '2025-09-07T04:00:00Z'],
  ])('next midnight in %s after %s is %s', (tz, now, expected) => {
    expect(new Date(nextLocalMidnight(at(now), tz)).toISOString()).toBe(new Date(at(expected)).toISOString());
  });

  it('always lies in the future, within a day and a bit', () => {
    for (const tz of ['UTC', 'Europe/London', 'Australia/Lord_Howe', 'America/St_Johns', 'Asia/Kathmandu']) {
      for (let t = at('2025-01-01T00:00:00Z'); t < at('2026-01-01T00:00:00Z'); t += 7 * 3600_000 + 13 * 60_000) {
        const m = nextLocalMidnight(t, tz);
        expect(m).toBeGreaterThan(t);
        expect(m - t).toBeLessThanOrEqual(25 * 3600_000);
        expect(localDate(m, tz)).not.toBe(localDate(t, tz));
      }
    }
  });

  it('falls back to UTC for an unknown or missing time zone', () => {
    expect(resolveTimeZone(undefined)).toBe('UTC');
    expect(resolveTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(resolveTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });

  it.each([
    ['UTC', '2025-06-16', '2025-06-16T00:00:00Z'],
    ['America/Los_Angeles', '2025-06-16', '2025-06-16T07:00:00Z'],
    ['Europe/London', '2025-12-28', '2025-12-28T00:00:00Z'],
    ['Asia/Kolkata', '2025-06-16', '2025-06-15T18:30:00Z'],
    // The 23- and 25-hour days in New York start at ordinary midnights.
    ['America/New_York', '2025-03-09', '2025-03-09T05:00:00Z'],
    ['America/New_York', '2025-11-02', '2025-11-02T04:00:00Z'],
    // Santiago has no midnight on 2025-09-07: the day starts at 01:00 local.
    ['America/Santiago', '2025-09-07', '2025-09-07T04:00:00Z'],
  ])('a day in %s: %s starts at %s', (tz, date, expected) => {
    expect(new Date(startOfLocalDay(date, tz)).toISOString()).toBe(new Date(at(expected)).toISOString());
  });

  it('weeks run Sunday to Saturday, across months and years', () => {
    expect(dayOfWeek('2026-11-29')).toBe(0);
    expect(weekStartOf('2026-11-29')).toBe('2026-11-29');
    expect(weekStartOf('2026-12-05')).toBe('2026-11-29');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-27');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
  });
});
