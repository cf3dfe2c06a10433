import { useEffect, useState } from 'react';
import { fetchTrendingTags, type TrendingTag } from '../api.ts';

export interface TrendingTagsProps {
  disabled: boolean;
  onPick(query: string): void;
}

/** The 13 trending searches; each button runs its query. */
export const TrendingTags = ({ disabled, onPick }: TrendingTagsProps) => {
  const [tags, setTags] = useState<TrendingTag[] | null>(null);

  useEffect(() => {
    let alive = true;
    fetchTrendingTags().then(
      (t) => alive && setTags(t),
      () => alive && setTags([]),
    );
    return () => {
      alive = false;
    };
  }, []);

  if (tags && tags.length === 0) return null;
  return (
    <section className="trending" aria-labelledby="trending-title">
      <h2 id="trending-title" className="trending__title">
        Trending searches
      </h2>
      <ul className="trending__list" aria-busy={tags === null}>
        {(tags ?? Array.from({ length: 13 }, () => null)).map((tag, i) => (
          <li key={tag?.label ?? i}>
            {tag ? (
              <button
                type="button"
                className="trending__tag"
                disabled={disabled}
                onClick={() => onPick(tag.query)}
                // The strip scrolls sideways on a phone: keep the tag reached by Tab in sight.
                onFocus={(e) => e.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
              >
                {tag.label}
              </button>
            ) : (
              <span className="trending__tag trending__tag--skeleton" aria-hidden="true" />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
};
