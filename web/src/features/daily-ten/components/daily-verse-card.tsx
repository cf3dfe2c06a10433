import { useId, type ReactNode } from 'react';
import type { DailyTenVerse } from '@verse/shared/api/schemas/daily-ten';
import { themeLabel } from '@/features/daily-ten/messages.ts';

/**
 * One Daily Ten verse: its place in the ten, reference, tag or theme, the corpus text and, on the
 * home page, the reason. `leaving` fades and collapses it (the 600 ms of spec 001 §2).
 */
export const DailyVerseCard = ({
  verse,
  position,
  label,
  showReason,
  leaving,
  actions,
  headingLevel = 3,
}: {
  verse: DailyTenVerse;
  position: number;
  /** The pill: the first tag on the home page, the theme on `/daily-ten`. */
  label: 'tag' | 'theme';
  showReason?: boolean;
  leaving?: boolean;
  actions: ReactNode;
  /** 2 under the page's title, 3 inside the home page's section. */
  headingLevel?: 2 | 3;
}) => {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`daily-card${leaving ? ' daily-card--leaving' : ''}`} aria-labelledby={id} aria-hidden={leaving || undefined}>
      <div className="daily-card__top">
        <span className="daily-card__count">{position}/10</span>
        <span className="daily-card__pill">{label === 'tag' ? (verse.tags[0] ?? themeLabel(verse.theme)) : themeLabel(verse.theme)}</span>
      </div>
      <Heading id={id} className="daily-card__reference">
        {verse.reference} <span className="daily-card__version">{verse.version}</span>
      </Heading>
      <blockquote className="daily-card__text scripture">
        <p>{verse.text}</p>
      </blockquote>
      {showReason && <p className="daily-card__reason">{verse.reason}</p>}
      <div className="daily-card__actions">{actions}</div>
    </article>
  );
};
