import { useEffect, useRef } from 'react';
import { LIMITS, SUBSCRIBER_LIMIT_MESSAGE } from '@verse/shared/constants';
import { Button } from '@/ui/button.tsx';
import { useSession } from '@/features/session/session-store.ts';
import { formatCountdown, useCountdown } from '@/features/usage/countdown.ts';
import { useUsage } from '@/features/usage/usage-store.ts';
import { useUsagePolling } from '@/features/usage/use-usage-polling.ts';
import './usage-card.css';
import { triggerPaywall } from '@/lib/app-events.ts';

const FREE_WINDOW_MS = LIMITS.freeWindowHours * 3600_000;

/**
 * Spec 000 §2 "Usage card": the plan, searches left with a bar, Upgrade for non-subscribers, and at
 * the limit a countdown to the server's `resetsAt` ("Unlocks in:", or "Resets in:" for a
 * subscriber's day). Refetched every 5 s and on login/logout; at zero it refetches at once.
 */
export const UsageCard = () => {
  useUsagePolling();
  const { usageThisWeek, weeklyLimit, limitReached, isSubscriber, resetsAt, loaded, refresh } = useUsage();
  const target = limitReached ? (resetsAt ?? Date.now() + FREE_WINDOW_MS) : null;
  const left = useCountdown(target, limitReached);
  const annual = useSession((s) => s.profile?.subscription.planType === 'annual');

  useEffect(() => {
    if (limitReached && left === 0) void refresh();
  }, [limitReached, left, refresh]);

  // A non-subscriber who reaches the limit sees the paywall once (spec 000 §4 "Usage").
  const wasLimited = useRef(false);
  useEffect(() => {
    if (limitReached && !isSubscriber && loaded && !wasLimited.current) triggerPaywall();
    wasLimited.current = limitReached;
  }, [limitReached, isSubscriber, loaded]);

  const remaining = Math.max(0, weeklyLimit - usageThisWeek);
  const percent = weeklyLimit ? Math.min(100, (usageThisWeek / weeklyLimit) * 100) : 0;

  return (
    <section className="usage-card" aria-label="Your searches" aria-busy={!loaded}>
      <div className="usage-card__head">
        <p className="usage-card__plan">
          {isSubscriber && annual ? (
            'Annual Unlimited'
          ) : isSubscriber ? (
            <>
              Verse Full Access <span className="usage-card__badge">Pro</span>
            </>
          ) : (
            'Free Account'
          )}
        </p>
        {!isSubscriber && (
          <Button variant="gold" onClick={triggerPaywall}>
            Upgrade
          </Button>
        )}
      </div>
      {isSubscriber && <p className="usage-card__note">Unlimited verse discoveries</p>}
      <div className="usage-card__count">
        <span>{isSubscriber ? 'Daily Searches' : 'Searches left'}</span>
        <strong data-testid="usage-remaining">
          {remaining}/{weeklyLimit}
        </strong>
      </div>
      <div
        className={`usage-card__bar ${limitReached ? 'usage-card__bar--full' : ''}`}
        role="progressbar"
        aria-label="Searches used"
        aria-valuemin={0}
        aria-valuemax={weeklyLimit}
        aria-valuenow={usageThisWeek}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      {limitReached && isSubscriber && <p className="usage-card__note">{SUBSCRIBER_LIMIT_MESSAGE}</p>}
      {limitReached && (
        <p className="usage-card__countdown" role="timer" aria-live="off">
          {isSubscriber ? 'Resets in:' : 'Unlocks in:'} <time>{formatCountdown(left)}</time>
        </p>
      )}
    </section>
  );
};
