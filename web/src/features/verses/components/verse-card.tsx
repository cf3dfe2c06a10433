import type { Ref } from 'react';
import type { DiscoveredVerse, DiscoverySupport } from '@verse/shared/api/schemas/discovery';
import { SaveControl } from '@/features/favorites/components/save-control.tsx';
import type { AudioState } from '@/features/verses/audio/use-verse-audio.ts';
import { AudioButton } from './audio-button.tsx';
import { CopyIcon, ReflectIcon, ShareIcon } from './icons.tsx';
import { copyVerse } from '@/features/verses/copy-verse.ts';
import { quoteVerse } from '@/features/verses/quote.ts';

export interface VerseCardProps {
  verse: DiscoveredVerse;
  /** The verse of the day (no query): its pill and date line say so. */
  daily: boolean;
  audio: { state: AudioState; toggle(): void };
  onReflect(): void;
  onShare(): void;
  reflectRef?: Ref<HTMLButtonElement>;
  /** The search's word of support (e.g. the crisis line), shown above the verse. */
  support?: DiscoverySupport;
}

/** The pill of a verse with no topic (spec 000 §2). A value import from the discovery schema would bring zod into the page. */
const DAILY_VERSE_TAG = 'Daily Verse';

export const VerseCard = ({ verse, daily, audio, onReflect, onShare, reflectRef, support }: VerseCardProps) => (
  // Focusable from script: on a phone the answer takes the focus once it arrives.
  <article className="verse-card" aria-labelledby="verse-card-reference" tabIndex={-1}>
    {support && (
      <p className="verse-card__support" role="note">
        {support.message}
      </p>
    )}
    <header className="verse-card__top">
      <span className="verse-card__pill">{daily ? DAILY_VERSE_TAG : (verse.tags[0] ?? DAILY_VERSE_TAG)}</span>
      <SaveControl verse={verse} />
      <span className="verse-card__spacer" />
      <AudioButton state={audio.state} onToggle={audio.toggle} reference={verse.reference} />
    </header>
    <p className="verse-card__date">Today's Verse</p>
    <blockquote className="verse-card__quote scripture">
      <p className="verse-card__text">{quoteVerse(verse.text)}</p>
      <footer>
        <cite id="verse-card-reference" className="verse-card__reference">
          {verse.reference} <span className="verse-card__version">{verse.version.toUpperCase()}</span>
        </cite>
      </footer>
    </blockquote>
    {verse.reason && (
      <section className="verse-card__section">
        <h3 className="verse-card__label">Why this verse</h3>
        <p>{verse.reason}</p>
      </section>
    )}
    {verse.reflection && (
      <section className="verse-card__section">
        <h3 className="verse-card__label">Reflection</h3>
        <p>{verse.reflection}</p>
      </section>
    )}
    <div className="verse-card__actions">
      <button type="button" className="btn btn--secondary" onClick={onReflect} ref={reflectRef}>
        <ReflectIcon /> Reflect
      </button>
      <button type="button" className="btn btn--secondary" onClick={onShare}>
        <ShareIcon /> Share
      </button>
      <button type="button" className="btn btn--ghost" onClick={() => void copyVerse(verse)}>
        <CopyIcon /> Copy
      </button>
    </div>
  </article>
);

export const VerseCardSkeleton = () => (
  <div className="verse-card verse-card--skeleton" aria-hidden="true">
    <span className="skeleton skeleton--pill" />
    <span className="skeleton skeleton--line" />
    <span className="skeleton skeleton--text" />
    <span className="skeleton skeleton--text" />
    <span className="skeleton skeleton--text skeleton--short" />
    <span className="skeleton skeleton--line" />
  </div>
);

export const VerseEmptyState = () => <p className="verse-empty">Enter a query above to discover a meaningful verse</p>;
