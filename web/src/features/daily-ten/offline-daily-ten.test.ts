import { describe, expect, it } from 'vitest';
import type { DailyTenResponse } from '@verse/shared/api/schemas/daily-ten';
import { keptOnDay } from './offline-daily-ten.ts';

// 2026-11-22 is a Sunday: the week runs to Saturday 2026-11-28.
const kept = {
  verses: [],
  progress: [true, true, false, false, false, false, false, false, false, false],
  stats: { totalRead: 12, currentStreak: 3, longestStreak: 5, weeklyProgress: 43, completedCount: 2 },
  day: { date: '2026-11-24', timeZone: 'UTC', nextAt: 0 },
  week: { start: '2026-11-22', theme: 'Hope', nextAt: 0 },
} satisfies DailyTenResponse;

describe("the week's ten kept for offline", () => {
  it('shows them as kept on the day they were kept', () => {
    expect(keptOnDay(kept, '2026-11-24')).toBe(kept);
  });

  it('shows the same verses on a later day of the week, with that day not yet read', () => {
    const later = keptOnDay(kept, '2026-11-28')!;
    expect(later.progress.filter(Boolean)).toEqual([]);
    expect(later.stats).toMatchObject({ completedCount: 0, totalRead: 12, currentStreak: 3 });
    expect(later.day.date).toBe('2026-11-28');
    expect(later.day.nextAt).toBe(new Date(2026, 10, 29).getTime());
  });

  it('has nothing for a day of another week, or a day before they were kept', () => {
    expect(keptOnDay(kept, '2026-11-29')).toBeUndefined();
    expect(keptOnDay(kept, '2026-11-23')).toBeUndefined();
    expect(keptOnDay(kept, '2026-11-21')).toBeUndefined();
  });
});
