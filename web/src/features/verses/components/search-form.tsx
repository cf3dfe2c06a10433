import { useEffect, useId, useState, type FormEvent } from 'react';
import { TIMINGS } from '@verse/shared/constants';
import { ensureFingerprint } from '@/lib/device-id.ts';

const PROMPTS = [
  'Ask me questions',
  'Tell me how you feel',
  'Ask me about verses',
  'Tell me what verse you want',
  'Not sure? Ask me anything',
] as const;

const LIMITED_PLACEHOLDER = 'Upgrade for unlimited searches';
/** A subscriber at the daily cap already has the plan: the box says when searching comes back. */
export const SUBSCRIBER_LIMITED_PLACEHOLDER = 'Daily limit reached: your searches reset tomorrow';

/** Cycles the prompts every 6 s with a 1 s fade; holds still while `paused`. */
const useRotatingPrompt = (paused: boolean) => {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (paused) {
      setVisible(true);
      return;
    }
    let fade: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setVisible(false);
      fade = setTimeout(() => {
        setIndex((i) => (i + 1) % PROMPTS.length);
        setVisible(true);
      }, TIMINGS.placeholderFadeMs);
    }, TIMINGS.placeholderRotateMs);
    return () => {
      clearInterval(timer);
      clearTimeout(fade);
    };
  }, [paused]);
  return { prompt: PROMPTS[index], visible };
};

export interface SearchFormProps {
  loading: boolean;
  /** At the usage limit: the box explains why and a submit opens the paywall instead. */
  limited: boolean;
  /** What the box says at the limit (the upgrade line unless told otherwise). */
  limitedPlaceholder?: string;
  onSearch(query: string): void;
  onLimited(): void;
}

export const SearchForm = ({ loading, limited, limitedPlaceholder = LIMITED_PLACEHOLDER, onSearch, onLimited }: SearchFormProps) => {
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  const { prompt, visible } = useRotatingPrompt(focused || value !== '' || limited);
  const inputId = useId();

  useEffect(() => {
    if (limited) setValue('');
  }, [limited]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (limited) return onLimited();
    if (!loading) onSearch(value.trim());
  };

  return (
    <form className="search-form" role="search" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Ask a question, share a feeling, or name a topic or date
      </label>
      <div className="search-form__field">
        <input
          id={inputId}
          className="search-form__input"
          type="search"
          name="query"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={500}
          value={value}
          readOnly={limited}
          aria-describedby={limited ? `${inputId}-limit` : undefined}
          onChange={(e) => !limited && setValue(e.target.value)}
          onFocus={() => {
            setFocused(true);
            // Someone about to search: the fingerprint the search will carry takes a moment to work out.
            void ensureFingerprint();
          }}
          onBlur={() => setFocused(false)}
        />
        {value === '' &&
          (limited ? (
            <span id={`${inputId}-limit`} className="search-form__placeholder">
              {limitedPlaceholder}
            </span>
          ) : (
            // The rotating prompt is decoration (the input has its label), drawn by CSS from
            // data-prompt so that its fade is not read as faint text by contrast checkers.
            <span className={`search-form__placeholder${visible ? '' : ' is-hidden'}`} data-prompt={prompt} aria-hidden="true" />
          ))}
      </div>
      <button type="submit" className="btn btn--primary btn--block search-form__submit" disabled={loading}>
        {loading ? 'Discovering Your Bible Verse...' : 'Discover Your Verse'}
      </button>
    </form>
  );
};
