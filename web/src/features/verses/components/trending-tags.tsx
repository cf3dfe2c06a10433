import { useEffect, useState } from 'react';
import { fetchTrendingTags, type TrendingTag } from '@/features/verses/api.ts';

export interface TrendingTagsProps {
  disabled: boolean;
  onPick(query: string): void;
}

/** The fade at the strip's right edge (3rem). */
const FADE_PX = 48;

/**
 * The strip scrolls sideways on a phone: a tag reached by Tab that is cut off or under the fade
 * comes to the start (the strip snaps to tag starts, so "just enough" would snap back). Only a tag
 * reached by keyboard: one pressed with a mouse is focused between press and release, and moving
 * it then would release the button over another tag, losing the click.
 */
const showWhole = (tag: HTMLElement) => {
  if (!tag.matches(':focus-visible')) return;
  const list = tag.closest('ul')?.getBoundingClientRect();
  const box = tag.getBoundingClientRect();
  if (list && (box.left < list.left || box.right > list.right - FADE_PX)) tag.scrollIntoView({ block: 'nearest', inline: 'start' });
};

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
                onFocus={(e) => showWhole(e.currentTarget)}
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
