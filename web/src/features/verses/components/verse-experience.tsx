import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { DAILY_VERSE_QUERY, LAYOUT } from '@verse/shared/constants';
import { explainLimit, useUsage } from '@/features/usage/usage-store.ts';
import { cancelPrefetch, useVerses } from '@/features/verses/verse-store.ts';
import { DailyCountdown } from './daily-countdown.tsx';
import { SearchForm, SUBSCRIBER_LIMITED_PLACEHOLDER } from './search-form.tsx';
import { ThinkingAnimation } from './thinking-animation.tsx';
import { TrendingTags } from './trending-tags.tsx';
import { VerseCardSkeleton, VerseEmptyState } from './verse-card.tsx';
import { VerseCarousel } from './verse-carousel.tsx';
import '@/ui/button.css';
import '@/features/verses/verses.css';

const ReflectOverlay = lazy(() => import('./reflect-overlay.tsx'));
/** Below the spec's mobile breakpoint, or a touch screen. */
const PHONE = `(max-width: ${LAYOUT.mobileBreakpointPx - 1}px), (pointer: coarse)`;
const ShareDialog = lazy(() => import('./share-dialog.tsx'));


/**
 * Ask, receive, read, listen, reflect, share: the search form, the verse carousel and trending
 * searches. `usage` is where the usage card goes, between the form and the verse.
 */
export const VerseExperience = ({ usage }: { usage?: ReactNode }) => {
  const { query, pending, verses, support, index, status, loadingMore, error, search, go, goTo, remix } = useVerses();
  const limited = useUsage((s) => s.limitReached);
  const subscriber = useUsage((s) => s.isSubscriber);
  const [reflecting, setReflecting] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [shareMounted, setShareMounted] = useState(false);
  const reflectButton = useRef<HTMLButtonElement>(null);
  const results = useRef<HTMLElement>(null);
  const asked = useRef<string | null>(null);

  const loading = status === 'loading';
  // The verse of the day loads on its own; a search typed meanwhile takes over instead of waiting.
  const searching = loading && pending !== DAILY_VERSE_QUERY;
  const daily = query === DAILY_VERSE_QUERY;
  const verse = verses[index];

  useEffect(() => {
    if (useVerses.getState().status === 'idle') void search('');
    return cancelPrefetch;
  }, [search]);

  // On a small screen the answer lands below the fold: bring it up once it is there. On a phone the
  // answer also takes the focus (the keyboard closes, a screen reader reads it); elsewhere the focus
  // stays in the search box for the next question.
  useEffect(() => {
    if (status !== 'ready' || asked.current === null) return;
    const answered = query === asked.current;
    asked.current = null;
    if (!answered) return;
    if (window.matchMedia(PHONE).matches) results.current?.querySelector<HTMLElement>('.verse-card')?.focus({ preventScroll: true });
    const top = results.current?.getBoundingClientRect().top;
    if (top === undefined || top < window.innerHeight * 0.5) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    results.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }, [status, query]);

  const ask = (q: string) => {
    asked.current = q.trim() || DAILY_VERSE_QUERY;
    void search(q);
  };

  const closeReflect = useCallback(() => {
    setReflecting(false);
    requestAnimationFrame(() => reflectButton.current?.focus());
  }, []);
  const reloadDaily = useCallback(() => void search(''), [search]);

  return (
    <>
      <SearchForm loading={searching} limited={limited} limitedPlaceholder={subscriber ? SUBSCRIBER_LIMITED_PLACEHOLDER : undefined} onSearch={ask} onLimited={explainLimit} />
      {usage}

      <section ref={results} className="verse-results" aria-labelledby="verse-results-title" aria-busy={loading || loadingMore}>
        <h2 id="verse-results-title" className="visually-hidden">
          Your verse
        </h2>
        {loading && <ThinkingAnimation />}
        {error && (
          <p className="verse-results__error" role="alert">
            {error}
          </p>
        )}
        {verse && !searching ? (
          <VerseCarousel
            support={support}
            verses={verses}
            index={index}
            daily={daily}
            keysEnabled={!reflecting && !sharing}
            onGo={go}
            onGoTo={goTo}
            onRemix={remix}
            onReflect={() => setReflecting(true)}
            onShare={() => {
              setShareMounted(true);
              setSharing(true);
            }}
            reflectRef={reflectButton}
          />
        ) : loading || status === 'idle' ? (
          <VerseCardSkeleton />
        ) : (
          <VerseEmptyState />
        )}
        {daily && verse && !loading && <DailyCountdown onMidnight={reloadDaily} />}
      </section>
      <TrendingTags disabled={searching || limited} onPick={(q) => (limited ? explainLimit() : ask(q))} />

      <Suspense fallback={null}>
        {reflecting && verse && <ReflectOverlay verse={verse} onClose={closeReflect} />}
        {shareMounted && verse && <ShareDialog verse={verse} open={sharing} onClose={() => setSharing(false)} />}
      </Suspense>
    </>
  );
};
