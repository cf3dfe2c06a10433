import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { EVENTS } from '@verse/shared/browser';
import { DAILY_VERSE_QUERY } from '@verse/shared/constants';
import { useUsage } from '../../usage/usage-store.ts';
import { useVerses } from '../verse-store.ts';
import { DailyCountdown } from './daily-countdown.tsx';
import { SearchForm } from './search-form.tsx';
import { ThinkingAnimation } from './thinking-animation.tsx';
import { TrendingTags } from './trending-tags.tsx';
import { VerseCardSkeleton, VerseEmptyState } from './verse-card.tsx';
import { VerseCarousel } from './verse-carousel.tsx';
import '../../../ui/button.css';
import '../verses.css';

const ReflectOverlay = lazy(() => import('./reflect-overlay.tsx'));
const ShareDialog = lazy(() => import('./share-dialog.tsx'));

const openPaywall = () => window.dispatchEvent(new Event(EVENTS.triggerPaywall));

/**
 * Ask, receive, read, listen, reflect, share: the search form, trending searches and the verse
 * carousel. `usage` is where the usage card goes, between the form and the trending searches.
 */
export const VerseExperience = ({ usage }: { usage?: ReactNode }) => {
  const { query, verses, index, status, loadingMore, error, search, go, goTo, remix } = useVerses();
  const limited = useUsage((s) => s.limitReached);
  const [reflecting, setReflecting] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [shareMounted, setShareMounted] = useState(false);
  const reflectButton = useRef<HTMLButtonElement>(null);

  const loading = status === 'loading';
  const daily = query === DAILY_VERSE_QUERY;
  const verse = verses[index];

  useEffect(() => {
    if (useVerses.getState().status === 'idle') void search('');
  }, [search]);

  const closeReflect = useCallback(() => {
    setReflecting(false);
    requestAnimationFrame(() => reflectButton.current?.focus());
  }, []);
  const reloadDaily = useCallback(() => void search(''), [search]);

  return (
    <>
      <SearchForm loading={loading} limited={limited} onSearch={(q) => void search(q)} onLimited={openPaywall} />
      {usage}
      <TrendingTags disabled={loading || limited} onPick={(q) => (limited ? openPaywall() : void search(q))} />

      <section className="verse-results" aria-label="Your verse" aria-busy={loading || loadingMore}>
        {loading && <ThinkingAnimation />}
        {error && (
          <p className="verse-results__error" role="alert">
            {error}
          </p>
        )}
        {verse ? (
          <VerseCarousel
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

      <Suspense fallback={null}>
        {reflecting && verse && <ReflectOverlay verse={verse} onClose={closeReflect} />}
        {shareMounted && verse && <ShareDialog verse={verse} open={sharing} onClose={() => setSharing(false)} />}
      </Suspense>
    </>
  );
};
