import { describe, expect, it } from 'vitest';
import { addDays, localDate } from '@verse/shared/local-time';
import { readingStats, type DayRecord } from './streaks.ts';

const read = (day: string, zone = 'America/New_York', n = 10): DayRecord => ({ day, read: n, zone });
/** Reads on each listed day, in one zone. */
const days = (start: string, offsets: number[], zone?: string) => offsets.map((o) => read(addDays(start, o), zone));

describe('reading streaks', () => {
  it('counts consecutive days read; today unread breaks nothing yet', () => {
    const records = days('2026-11-20', [0, 1, 2, 3]);
    expect(readingStats(records, '2026-11-23')).toMatchObject({ currentStreak: 4, longestStreak: 4, totalRead: 40 });
    expect(readingStats(records, '2026-11-24')).toMatchObject({ currentStreak: 4 });
  });

  it('one missed day in a week is bridged; the streak counts the days read', () => {
    const records = days('2026-11-20', [0, 1, 3, 4]);
    expect(readingStats(records, '2026-11-24').currentStreak).toBe(4);
  });

  it('two missed days in a row end the streak, and the longest is kept', () => {
    const records = [...days('2026-11-10', [0, 1, 2, 3, 4]), ...days('2026-11-18', [0, 1])];
    expect(readingStats(records, '2026-11-19')).toMatchObject({ currentStreak: 2, longestStreak: 5 });
  });

  it('a second missed day within 7 days of the first ends the streak; after a week another is forgiven', () => {
    // Missed the 12th and the 15th: the second comes 3 days after the first grace.
    const broken = days('2026-11-10', [0, 1, 3, 4, 6, 7]);
    expect(readingStats(broken, '2026-11-17').currentStreak).toBe(2);
    // Missed the 12th and the 20th: 8 days apart, both forgiven.
    const kept = days('2026-11-10', [0, 1, 3, 4, 5, 6, 7, 8, 9, 11, 12]);
    expect(readingStats(kept, '2026-11-22').currentStreak).toBe(11);
  });

  it('a day the Daily Ten was locked never breaks a streak and uses no grace', () => {
    const records = [...days('2026-11-20', [0, 1, 4]), { day: '2026-11-22', read: 0, locked: true, zone: 'America/New_York' }];
    // The 22nd was locked, the 23rd missed (forgiven): still one streak.
    expect(readingStats(records, '2026-11-24').currentStreak).toBe(3);
  });

  it('a flight from Los Angeles to London does not break it, though a local day went missing', () => {
    const records = [read('2026-11-20', 'America/Los_Angeles'), read('2026-11-21', 'America/Los_Angeles'), read('2026-11-23', 'Europe/London'), read('2026-11-24', 'Europe/London')];
    // The 22nd was lost in the air; a grace day is still free for later.
    expect(readingStats(records, '2026-11-24').currentStreak).toBe(4);
    expect(readingStats([...records, read('2026-11-26', 'Europe/London')], '2026-11-26').currentStreak).toBe(5);
  });

  it('counts local days across daylight-saving changes in both directions', () => {
    // One read each evening at 21:00 New York time, through both changes of 2026.
    for (const [from, to] of [['2026-03-05T02:00:00Z', '2026-03-12T02:00:00Z'], ['2026-10-29T01:00:00Z', '2026-11-05T02:00:00Z']]) {
      const records: DayRecord[] = [];
      for (let t = Date.parse(from); t <= Date.parse(to); t += 24 * 3600_000) records.push(read(localDate(t, 'America/New_York')));
      const today = records[records.length - 1].day;
      expect(readingStats(records, today).currentStreak).toBe(records.length);
    }
  });

  it('runs across the year end', () => {
    const records = days('2026-12-29', [0, 1, 2, 3, 4]);
    expect(readingStats(records, '2027-01-02')).toMatchObject({ currentStreak: 5 });
  });

  it('this week is the days read since Sunday, out of 7', () => {
    // 2026-11-22 is a Sunday.
    const records = days('2026-11-19', [0, 1, 2, 3, 4]);
    expect(readingStats(records, '2026-11-23').weeklyProgress).toBe(29);
    expect(readingStats([], '2026-11-23')).toEqual({ totalRead: 0, currentStreak: 0, longestStreak: 0, weeklyProgress: 0 });
  });
});
