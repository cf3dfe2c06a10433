import { describe, expect, it } from 'vitest';
import { THEMES, type Theme } from '@verse/shared/api/schemas/discovery';
import { addDays } from '@verse/shared/local-time';
import { planForWeek, WEEKS_WITHOUT_REPEAT } from './plan.ts';
import type { PoolVerse } from './pool.ts';

const pool = (n: number, themes: readonly Theme[] = THEMES): PoolVerse[] =>
  Array.from({ length: n }, (_, i) => ({
    reference: `Psalms ${1 + Math.floor(i / 20)}:${1 + (i % 20)}`,
    theme: themes[Math.floor((i * themes.length) / n)],
    tag: 'Hope',
    reason: 'This verse speaks.',
    reflection: 'Sit with it.',
  }));

const refs = (plan: ReturnType<typeof planForWeek>) => plan.days.flat();

describe('the weekly plan', () => {
  it('gives seven days of ten different verses, the same plan every time it is built', () => {
    const p = pool(687);
    const plan = planForWeek(p, '2026-11-29');
    expect(plan.days).toHaveLength(7);
    for (const day of plan.days) expect(day).toHaveLength(10);
    expect(new Set(refs(plan)).size).toBe(70);
    expect(planForWeek(p, '2026-11-29')).toEqual(plan);
  });

  it('repeats no verse within 8 weeks; the reserve lies outside the three weeks either side', () => {
    const p = pool(687);
    const weeks = Array.from({ length: 40 }, (_, i) => planForWeek(p, addDays('2026-11-29', 7 * i)));
    weeks.forEach((plan, i) => {
      const recent = new Set(weeks.slice(Math.max(0, i - (WEEKS_WITHOUT_REPEAT - 1)), i).flatMap(refs));
      for (const ref of refs(plan)) expect(recent.has(ref), `${plan.weekStart} ${ref}`).toBe(false);
      expect(plan.reserve).toHaveLength(40);
      const near = new Set(weeks.slice(Math.max(0, i - 3), i + 4).flatMap(refs));
      for (const ref of plan.reserve) expect(near.has(ref), `${plan.weekStart} reserve ${ref}`).toBe(false);
    });
  });

  it('names the week by the theme most of its verses carry, or the two that share it', () => {
    expect(planForWeek(pool(700, ['hope']), '2026-11-29').theme).toBe('Hope');
    const mixed = [...pool(35, ['hope']), ...pool(35, ['peace']).map((v) => ({ ...v, reference: `John ${v.reference}` })), ...pool(630, ['love']).map((v) => ({ ...v, reference: `Mark ${v.reference}` }))];
    // The week whose seventy verses are the first seventy of the pool.
    const first = [...Array(20).keys()].map((w) => planForWeek(mixed, addDays('2024-12-29', 7 * w))).find((p) => p.days[0][0] === mixed[0].reference)!;
    expect(first.theme).toBe('Hope and Peace');
  });

  it('refuses a pool too small for a week', () => {
    expect(() => planForWeek(pool(60), '2026-11-29')).toThrow(/needs 70/);
  });
});
