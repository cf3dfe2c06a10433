import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DailyTenVerse } from '@verse/shared/api/schemas/daily-ten';
import { DAILY_TEN, TIMINGS } from '@verse/shared/constants';
import { DailyVerseCard } from '@/features/daily-ten/components/daily-verse-card.tsx';
import { FocusView } from '@/features/daily-ten/components/focus-view.tsx';
import { formatDhms } from '@/features/daily-ten/components/progress-parts.tsx';
import { NO_STATS, useDailyTen } from '@/features/daily-ten/daily-ten-store.ts';
import { toastCompleted, toastReadFailed } from '@/features/daily-ten/messages.ts';
import { useDailyTenLoading } from '@/features/daily-ten/use-daily-ten-loading.ts';
import { useCountdown } from '@/features/usage/countdown.ts';
import { immersivePath } from '@/features/verses/immersive-path.ts';
import { useUsagePolling } from '@/features/usage/use-usage-polling.ts';
import { errorMessage } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { toast } from '@/ui/toast-store.ts';
import '@/features/daily-ten/daily-ten.css';

const ShareDialog = lazy(() => import('@/features/verses/components/share-dialog.tsx'));

const hoursMinutes = (ms: number) => {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
};

const Celebration = ({ open, nextAt, onClose }: { open: boolean; nextAt: number; onClose(): void }) => {
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onClose, TIMINGS.celebrationCloseMs);
    return () => window.clearTimeout(timer);
  }, [open, onClose]);
  return (
    <Dialog open={open} onClose={onClose} title="Challenge Complete!" description={`New verses unlock in ${hoursMinutes(nextAt - Date.now())}`}>
      <Button block onClick={onClose}>
        Continue Journey
      </Button>
    </Dialog>
  );
};

const WeekCountdown = ({ nextAt }: { nextAt: number }) => {
  const left = useCountdown(nextAt, true);
  return (
    <p className="daily-page__countdown">
      <time dateTime={`PT${Math.ceil(left / 1000)}S`}>{formatDhms(left)}</time>
      <br />
      Fresh verses arrive every Sunday at midnight
    </p>
  );
};

/** `/daily-ten` (spec 001 §2): today's ten, one card or one verse at a time, with streak and week. */
export const Component = () => {
  useDocumentTitle('Daily Ten — Verse');
  useUsagePolling(TIMINGS.dailyTenUsagePollMs);
  const { status, data, reading, busy, load, read, skip, renew } = useDailyTen();
  const limited = useDailyTenLoading();
  const [focus, setFocus] = useState<number | null>(null);
  const [sharing, setSharing] = useState<DailyTenVerse | null>(null);
  const [celebrating, setCelebrating] = useState(false);

  const markRead = async (index: number) => {
    try {
      const completed = await read(index);
      if (completed) {
        toastCompleted();
        setFocus(null);
        setCelebrating(true);
      } else {
        toast({ title: 'Verse marked as read', description: 'Great progress! Keep going.' });
      }
    } catch {
      toastReadFailed();
    }
  };

  const skipVerse = async (index: number) => {
    try {
      await skip(index);
      toast({ title: 'Verse skipped', description: 'Verse replaced with a new one.' });
    } catch (error) {
      toast({ title: 'Could not skip', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const newVerses = async () => {
    try {
      await renew();
      toast({ title: 'New verses', description: "Today's ten were replaced with new ones." });
    } catch (error) {
      toast({ title: 'No new verses', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const closeFocus = useCallback(() => setFocus(null), []);
  const closeCelebration = useCallback(() => setCelebrating(false), []);

  if (status === 'locked' || (limited && status !== 'ready')) {
    return (
      <div className="page daily-page">
        <div className="daily-locked daily-locked--page">
          <h1 className="daily-locked__title">Daily Verses Locked</h1>
          <p>You've used all 4 interactions in your 48-hour window. Daily verses will unlock when your limit resets.</p>
          <Link className="btn btn--gold" to="/subscribe">
            Get Unlimited Access
          </Link>
          <p>Or wait for your interaction limit to reset in about 48 hours.</p>
        </div>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className="page daily-page">
        <div className="daily-error" role="alert">
          <p>Failed to load daily verses. Please try again.</p>
          <Button variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="page daily-page" aria-busy="true">
        <div className="daily-page__loading" role="status">
          <span className="daily-spinner" aria-hidden="true" />
          <p>Loading your daily verses...</p>
        </div>
      </div>
    );
  }

  const stats = data.stats ?? NO_STATS;
  const readCount = data.progress.filter(Boolean).length;
  const done = data.verses.length > 0 && readCount === data.verses.length && reading.length === 0;

  return (
    <div className="page daily-page">
      <header className="daily-page__head">
        <h1>Read. Reflect. Recite.</h1>
        <Button variant="secondary" disabled={busy} onClick={() => void newVerses()}>
          New Verses
        </Button>
      </header>
      <p className="daily-ten__theme">This week: {data.week.theme}</p>

      <div className="daily-goal">
        <div className="daily-goal__head">
          <strong>
            {readCount} of {DAILY_TEN.verses} verses read
          </strong>
        </div>
        <div className="daily-bar" role="meter" aria-label="Verses read today" aria-valuemin={0} aria-valuemax={DAILY_TEN.verses} aria-valuenow={readCount}>
          <span style={{ width: `${(readCount / DAILY_TEN.verses) * 100}%` }} />
        </div>
      </div>

      <dl className="daily-page__stats">
        <div>
          <dt>Total Read</dt>
          <dd>{stats.totalRead}</dd>
        </div>
        <div>
          <dt>Current Streak</dt>
          <dd>
            {stats.currentStreak} {stats.currentStreak === 1 ? 'day' : 'days'}
          </dd>
        </div>
        <div>
          <dt>This Week</dt>
          <dd>{stats.weeklyProgress}%</dd>
        </div>
      </dl>

      <WeekCountdown nextAt={data.week.nextAt} />

      {data.verses.length === 0 ? (
        <p className="daily-empty">No verses available today. Please try refreshing the page.</p>
      ) : done ? (
        <div className="daily-complete" role="status">
          <p className="daily-complete__title">Challenge Complete!</p>
          <p>You've read all ten of today's verses. New ones arrive tomorrow.</p>
        </div>
      ) : (
        <div className="daily-ten__cards">
          {data.verses.map((v, i) =>
            data.progress[i] && !reading.includes(i) ? null : (
              <DailyVerseCard
                key={v.id}
                verse={v}
                position={i + 1}
                label="theme"
                headingLevel={2}
                leaving={reading.includes(i)}
                actions={
                  <>
                    <Button onClick={() => void markRead(i)} aria-label={`Mark as Read: ${v.reference}`}>
                      Mark as Read
                    </Button>
                    <Button variant="secondary" onClick={() => setFocus(i)} aria-label={`Reflect on ${v.reference}`}>
                      Reflect
                    </Button>
                    <Link
                      className="btn btn--ghost"
                      to={immersivePath({ reference: v.reference, text: v.text, version: v.version, reason: v.reason, reflection: v.reflection, tag: v.tags[0], index: i, total: DAILY_TEN.verses })}
                      aria-label={`Read ${v.reference} in the immersive reader`}
                    >
                      Immersive
                    </Link>
                    <Button variant="ghost" disabled={busy} onClick={() => void skipVerse(i)} aria-label={`Skip ${v.reference}`}>
                      Skip
                    </Button>
                  </>
                }
              />
            ),
          )}
        </div>
      )}

      {focus !== null && (
        <FocusView verses={data.verses} index={focus} progress={data.progress} onGo={setFocus} onClose={closeFocus} onRead={(i) => void markRead(i)} onShare={setSharing} />
      )}
      <Celebration open={celebrating} nextAt={data.day.nextAt} onClose={closeCelebration} />
      <Suspense fallback={null}>{sharing && <ShareDialog verse={sharing} open onClose={() => setSharing(null)} />}</Suspense>
    </div>
  );
};
