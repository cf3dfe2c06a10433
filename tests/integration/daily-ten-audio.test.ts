import { describe, expect, it } from 'vitest';
import { addDays } from '@verse/shared/local-time';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { parseCanonicalReference } from '@verse/shared/scripture/reference';
import { planStore } from '../../services/daily-ten/store.ts';
import { prewarmWeek } from '../../services/speech/prewarm.ts';
import { api } from '../support/api.ts';

const text = (reference: string) => loadCorpus('WEB').text(parseCanonicalReference(reference)!)!;

describe("speaking the Daily Ten's week ahead", () => {
  it('speaks every verse of a published week once, and a listener then gets the stored audio at once', async () => {
    // A week far ahead, published by hand with three verses nobody has asked to hear.
    const weekStart = addDays('2031-01-05', 7 * Math.floor(Math.random() * 500));
    const days = [['Numbers 6:24'], ['Numbers 6:25'], [], [], [], [], []];
    await planStore.publish({ weekStart, theme: 'Peace', days, reserve: ['Numbers 6:26'] }, Date.now());

    expect(await prewarmWeek(weekStart)).toMatchObject({ spoken: 3, alreadyStored: 0, failed: 0 });
    expect(await prewarmWeek(weekStart)).toMatchObject({ spoken: 0, alreadyStored: 3, failed: 0 });

    const heard = await api('POST', '/api/tts', { body: { reference: 'Numbers 6:25', version: 'WEB', text: text('Numbers 6:25') } });
    expect(heard.status).toBe(200);
    expect(heard.headers.get('x-audio-cache')).toBe('hit');
  }, 60_000);

  it('has nothing to do for a week not published yet', async () => {
    expect(await prewarmWeek('2099-12-27')).toEqual({ weekStart: '2099-12-27', spoken: 0, alreadyStored: 0, failed: 0 });
  });
});
