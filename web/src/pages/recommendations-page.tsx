import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Recommendation } from '@verse/shared/api/schemas/discovery';
import { LIMITS } from '@verse/shared/constants';
import { useReaderPreferences } from '@/features/bible/reader-preferences.ts';
import { usePaywall } from '@/features/paywall/paywall-store.ts';
import { fetchRecommendations, voteOnRecommendation } from '@/features/recommendations/api.ts';
import { useUsage } from '@/features/usage/usage-store.ts';
import { immersivePath } from '@/features/verses/immersive-path.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { Button } from '@/ui/button.tsx';
import { toast } from '@/ui/toast-store.ts';
import '@/features/recommendations/recommendations.css';

type ListState = { status: 'loading' } | { status: 'ready'; items: Recommendation[] } | { status: 'error'; message: string };

const EXPLAINED = [
  ['Daily Guidance', 'Verses for where you are this week, drawn from what you have been searching for.'],
  ['Personal Touch', 'Every “helpful” moves similar verses up; every “not helpful” takes a verse out of your list.'],
  ['Community Favorites', 'With nothing to go on yet, you start with verses of encouragement, hope, strength and peace.'],
  ['Related Themes', 'Themes close to yours widen the list, so it never keeps saying the same thing.'],
] as const;

const LockIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path d="M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
  </svg>
);

const SelectedVerse = ({ verse, onVote, voting }: { verse: Recommendation | null; onVote(helpful: boolean): void; voting: boolean }) => (
  <section className="rec-selected" aria-labelledby="rec-selected-title" aria-live="polite">
    {verse ? (
      <>
        <span className="rec-pill">{verse.tags[0] ?? verse.theme}</span>
        <h2 id="rec-selected-title" className="rec-selected__reference">
          {verse.reference} <span className="rec-selected__version">{verse.version}</span>
        </h2>
        <blockquote className="rec-selected__text scripture">{verse.text}</blockquote>
        {verse.reason && <p className="rec-selected__reason">{verse.reason}</p>}
        {verse.reflection && <p className="rec-selected__reflection">{verse.reflection}</p>}
        <div className="rec-selected__actions">
          <Link
            className="btn btn--secondary"
            to={immersivePath({ reference: verse.reference, text: verse.text, version: verse.version, reason: verse.reason, reflection: verse.reflection, tag: verse.tags[0] })}
          >
            Read in the immersive reader
          </Link>
        </div>
        <div className="rec-vote" role="group" aria-label="Was this helpful?">
          <span>Was this helpful?</span>
          <Button variant="secondary" disabled={voting} onClick={() => onVote(true)}>
            Yes
          </Button>
          <Button variant="ghost" disabled={voting} onClick={() => onVote(false)}>
            No
          </Button>
        </div>
      </>
    ) : (
      <>
        <h2 id="rec-selected-title" className="rec-selected__reference">
          Your verse
        </h2>
        <p className="rec-selected__empty">Choose a verse from your recommendations to read it here.</p>
      </>
    )}
  </section>
);

/** `/recommendations` (spec 001 §2): Verse+ (BETA), verses chosen for this browser, open to subscribers. */
export const Component = () => {
  useDocumentTitle('Verse+ Recommendations · Verse');
  const version = useReaderPreferences((s) => s.version);
  const { isSubscriber, loaded } = useUsage();
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [selected, setSelected] = useState<Recommendation | null>(null);
  const [voting, setVoting] = useState(false);

  const load = useCallback(async () => {
    try {
      setList({ status: 'ready', items: await fetchRecommendations(version) });
    } catch (error) {
      setList({ status: 'error', message: (error as Error).message });
    }
  }, [version]);

  useEffect(() => {
    void useUsage.getState().refresh();
    void load();
  }, [load]);

  const locked = !loaded || !isSubscriber;
  const choose = (verse: Recommendation) => (locked ? usePaywall.getState().show() : setSelected(verse));

  const vote = async (helpful: boolean) => {
    if (!selected) return;
    setVoting(true);
    try {
      await voteOnRecommendation(selected.reference, helpful);
      toast({ title: 'Thank you', description: helpful ? 'You will see more verses like this one.' : 'We will show you other verses instead.' });
      setSelected(null);
      await load();
    } catch {
      toast({ title: 'Your answer was not saved', description: 'Please try again.', variant: 'destructive' });
    } finally {
      setVoting(false);
    }
  };

  return (
    <div className="page rec-page">
      <Link className="rec-back" to="/">
        ← Back to Home
      </Link>
      <h1>
        Verse+ <span className="rec-beta">BETA</span>
      </h1>
      <p className="rec-lead">Verses chosen for you from what you search for and what you tell us helped.</p>
      {/* Shown until the allowance says "subscriber", so the list below never moves down when it loads. */}
      {locked && (
        <p className="rec-locked-note">
          <LockIcon /> Recommendations are part of Verse+. Choose one to see the plans.
        </p>
      )}
      <SelectedVerse verse={selected} onVote={(helpful) => void vote(helpful)} voting={voting} />

      <section className="rec-list-section" aria-labelledby="rec-list-title">
        <h2 id="rec-list-title">Recommended for you</h2>
        {list.status === 'error' ? (
          <div role="alert">
            <p>{list.message}</p>
            <Button variant="secondary" onClick={() => void load()}>
              Try again
            </Button>
          </div>
        ) : list.status === 'loading' ? (
          <ul className="rec-list" aria-busy="true" aria-label="Loading recommendations">
            {Array.from({ length: LIMITS.recommendationsMax }, (_, i) => (
              <li key={i} className="rec-skeleton" />
            ))}
          </ul>
        ) : list.items.length === 0 ? (
          <p>No recommendations available at the moment.</p>
        ) : (
          <ul className={`rec-list${locked ? ' is-locked' : ''}`}>
            {list.items.map((item) => (
              <li key={item.reference}>
                <button
                  type="button"
                  className={`rec-item${selected?.reference === item.reference ? ' is-selected' : ''}`}
                  onClick={() => choose(item)}
                  aria-label={`${item.reference}, ${Math.round(item.relevanceScore * 100)}% match${locked ? ', Verse+ only' : ''}`}
                >
                  <span className="rec-item__top">
                    <span className="rec-item__reference">{item.reference}</span>
                    <span className="rec-item__score">{Math.round(item.relevanceScore * 100)}% match</span>
                  </span>
                  <span className="rec-item__theme">{item.tags[0] ?? item.theme}</span>
                  <span className="rec-item__text">{item.text}</span>
                  {locked && <LockIcon />}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="rec-explained" aria-labelledby="rec-how">
        <h2 id="rec-how">How recommendations work</h2>
        <div className="rec-grid">
          {EXPLAINED.map(([title, text]) => (
            <div key={title} className="rec-card">
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          ))}
        </div>
      </section>
      <p className="rec-anonymous">Anonymous: recommendations use this browser’s searches and votes only, never your name or email.</p>
    </div>
  );
};
