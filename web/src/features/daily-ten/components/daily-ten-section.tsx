import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { DailyTenVerse } from '@verse/shared/api/schemas/daily-ten';
import { DAILY_TEN, TIMINGS } from '@verse/shared/constants';
import { peekDeviceId } from '@/lib/device-id.ts';
import { Button } from '@/ui/button.tsx';
import { toast } from '@/ui/toast-store.ts';
import { triggerPaywall } from '@/lib/app-events.ts';
import { useCountdown } from '@/features/usage/countdown.ts';
import { NO_STATS, useDailyTen } from '@/features/daily-ten/daily-ten-store.ts';
import { toastCompleted, toastReadFailed } from '@/features/daily-ten/messages.ts';
import { useDailyTenLoading } from '@/features/daily-ten/use-daily-ten-loading.ts';
import { DailyVerseCard } from './daily-verse-card.tsx';
import { formatHms, GoalBar } from './progress-parts.tsx';
import '@/ui/button.css';
import '@/features/daily-ten/daily-ten.css';

const ReflectOverlay = lazy(() => import('@/features/verses/components/reflect-overlay.tsx'));
const ShareDialog = lazy(() => import('@/features/verses/components/share-dialog.tsx'));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The fixed words of the progress share card (spec 001 §2). */
const PROGRESS_SHARE_TEXT = "I'm reading the Daily Ten on Verse: ten Bible verses a day. Read. Reflect. Recite.";

const FEATURES = [
  { title: 'Daily Verses', text: 'Ten verses a day around one theme a week, new every Sunday at midnight.' },
  { title: 'Personalized Verses', text: 'Tell Verse how you feel or what you ask, and get the verses that speak to it.' },
  { title: 'Community Verses', text: 'See what others are searching for and the verses that helped them.' },
];

const shareProgress = async () => {
  const data = { title: 'Verse — Daily Ten', text: PROGRESS_SHARE_TEXT, url: window.location.origin };
  try {
    if (navigator.share) return await navigator.share(data);
    await navigator.clipboard.writeText(`${data.text} ${data.url}`);
    toast({ title: 'Copied to clipboard', description: 'Share it wherever you like' });
  } catch {
    /* the person closed the share sheet */
  }
};

const Complete = ({ nextAt }: { nextAt: number }) => {
  const left = useCountdown(nextAt, true);
  const findMore = () => {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' });
    document.querySelector<HTMLInputElement>('.search-form input')?.focus({ preventScroll: true });
  };
  return (
    <div className="daily-complete" role="status">
      <p className="daily-complete__title">Daily Ten Complete!</p>
      <p>
        Ten new verses in <time dateTime={`PT${Math.ceil(left / 1000)}S`}>{formatHms(left)}</time>
      </p>
      <Button onClick={findMore}>Find More Verses</Button>
    </div>
  );
};

/**
 * The home page's Daily Ten (spec 001 §2): today's ten with progress toward today, the year, the
 * streak and the week; mark read hides a card at once and the server's answer updates the numbers.
 */
const DailyTenSection = () => {
  const { status, data, error, reading, load, read } = useDailyTen();
  const limited = useDailyTenLoading();
  const [reflecting, setReflecting] = useState<DailyTenVerse | null>(null);
  const [sharing, setSharing] = useState<DailyTenVerse | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const markRead = async (index: number) => {
    try {
      const [completed] = await Promise.all([read(index), sleep(TIMINGS.dailyTenHideMs)]);
      if (completed) toastCompleted();
    } catch {
      toastReadFailed();
    }
  };

  const closeOverlay = useCallback(() => {
    setReflecting(null);
    requestAnimationFrame(() => returnFocus.current?.focus());
  }, []);

  const stats = data?.stats ?? NO_STATS;
  const readCount = data ? data.progress.filter(Boolean).length : 0;
  const locked = status === 'locked' || (limited && status !== 'ready');
  const unread = data ? data.verses.map((v, i) => ({ v, i })).filter(({ i }) => !data.progress[i] || reading.includes(i)) : [];

  return (
    <section className="daily-ten" aria-labelledby="daily-ten-title" aria-busy={status === 'loading'}>
      <div className="daily-ten__head">
        <h2 id="daily-ten-title">Daily Ten</h2>
        {data && <p className="daily-ten__theme">This week: {data.week.theme}</p>}
      </div>

      {status === 'error' ? (
        <div className="daily-error" role="alert">
          <p className="daily-error__title">Daily Verses Error</p>
          <p>{error || 'Failed to load daily verses'}</p>
          <p className="daily-error__device">Device: {peekDeviceId() ?? 'not set yet'}</p>
          <Button variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className={`daily-ten__body${locked ? ' daily-ten__body--locked' : ''}`}>
          <GoalBar label="Today" value={readCount} goal={DAILY_TEN.verses} />
          <div className="daily-ten__goals">
            <GoalBar label="Lifetime" value={stats.totalRead} goal={DAILY_TEN.annualGoal} />
            <GoalBar label="Streak" value={stats.currentStreak} goal={DAILY_TEN.streakGoalDays} unit="days" />
            <GoalBar label="This week" value={Math.round((stats.weeklyProgress * DAILY_TEN.weekDays) / 100)} goal={DAILY_TEN.weekDays} unit="days" />
          </div>

          {status === 'loading' || status === 'idle' ? (
            <div className="daily-card daily-card--skeleton" aria-hidden="true" />
          ) : data && readCount === DAILY_TEN.verses && reading.length === 0 ? (
            <Complete nextAt={data.day.nextAt} />
          ) : (
            <div className="daily-ten__cards">
              {unread.map(({ v, i }) => (
                <DailyVerseCard
                  key={v.id}
                  verse={v}
                  position={i + 1}
                  label="tag"
                  showReason
                  leaving={reading.includes(i)}
                  actions={
                    <>
                      <Button
                        variant="secondary"
                        aria-label={`Reflect on ${v.reference}`}
                        onClick={(e) => {
                          returnFocus.current = e.currentTarget;
                          setReflecting(v);
                        }}
                      >
                        Reflect
                      </Button>
                      <Button onClick={() => void markRead(i)} aria-label={`Mark as read: ${v.reference}`}>
                        Mark as read
                      </Button>
                      <Button variant="ghost" onClick={() => setSharing(v)} aria-label={`Share ${v.reference}`}>
                        Share
                      </Button>
                    </>
                  }
                />
              ))}
            </div>
          )}
          {data && (
            <Button variant="ghost" className="daily-ten__share-progress" onClick={() => void shareProgress()}>
              Share my Daily Ten
            </Button>
          )}

          {locked && (
            <div className="daily-locked" role="region" aria-label="Daily Verses Locked">
              <p className="daily-locked__title">Daily Verses Locked</p>
              <p>Your free searches are used up. Daily verses unlock when your limit resets.</p>
              <Button variant="gold" onClick={triggerPaywall}>
                Unlock Now
              </Button>
            </div>
          )}
        </div>
      )}

      <ul className="daily-features" aria-label="What Verse offers">
        {FEATURES.map((f) => (
          <li key={f.title}>
            <h3>{f.title}</h3>
            <p>{f.text}</p>
          </li>
        ))}
      </ul>

      <Suspense fallback={null}>
        {reflecting && <ReflectOverlay verse={reflecting} onClose={closeOverlay} />}
        {sharing && <ShareDialog verse={sharing} open onClose={() => setSharing(null)} />}
      </Suspense>
    </section>
  );
};

export default DailyTenSection;
