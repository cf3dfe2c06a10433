import { useEffect, useRef, useState, type Ref, type TouchEvent } from 'react';
import { STORAGE_KEYS } from '@verse/shared/browser';
import { TIMINGS } from '@verse/shared/constants';
import type { DiscoveredVerse, DiscoverySupport } from '@verse/shared/api/schemas/discovery';
import { storage } from '@/lib/storage.ts';
import { useVerseAudio } from '@/features/verses/audio/use-verse-audio.ts';
import { isTypingTarget, swipeHint, swipeStep } from '@/features/verses/carousel-nav.ts';
import { ChevronLeft, ChevronRight } from './icons.tsx';
import { VerseCard } from './verse-card.tsx';

/** A whole chapter can be long: past this many verses the dots become a count. */
const MAX_DOTS = 10;

const NAV_HINT = 'Swipe left/right or use arrows to navigate • Double-click counter to remix';

export interface VerseCarouselProps {
  verses: DiscoveredVerse[];
  /** The search's word of support (the crisis line), shown on the card. */
  support?: DiscoverySupport | null;
  index: number;
  daily: boolean;
  /** Keyboard navigation is off while an overlay is open. */
  keysEnabled: boolean;
  onGo(step: number): void;
  onGoTo(index: number): void;
  onRemix(): void;
  onReflect(): void;
  onShare(): void;
  reflectRef?: Ref<HTMLButtonElement>;
}

/** The first time a visitor sees more than one verse, a hint shows for 5 s, once per browser. */
const useNavHint = (many: boolean) => {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!many || storage.get(STORAGE_KEYS.navHintSeen)) return;
    setShow(true);
    const timer = setTimeout(() => {
      setShow(false);
      storage.set(STORAGE_KEYS.navHintSeen, 'true');
    }, TIMINGS.navHintMs);
    return () => clearTimeout(timer);
  }, [many]);
  return show;
};

export const VerseCarousel = (props: VerseCarouselProps) => {
  const { verses, index, daily, keysEnabled, onGo, onGoTo, onRemix } = props;
  const many = verses.length > 1;
  const audio = useVerseAudio(verses, index);
  const hint = useNavHint(many);
  const lockedUntil = useRef(0);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const [lean, setLean] = useState<'next' | 'previous' | null>(null);

  const step = (n: number) => {
    const now = Date.now();
    if (now < lockedUntil.current) return;
    lockedUntil.current = now + TIMINGS.navLockMs;
    onGo(n);
  };

  useEffect(() => {
    if (!many || !keysEnabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
      if (e.key === 'ArrowLeft') onGo(-1);
      else if (e.key === 'ArrowRight') onGo(1);
      else if (e.key === 'r' || e.key === 'R') onRemix();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [many, keysEnabled, onGo, onRemix]);

  const onTouchStart = (e: TouchEvent) => {
    const t = e.touches[0];
    touch.current = many && t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchMove = (e: TouchEvent) => {
    const t = e.touches[0];
    if (touch.current && t) setLean(swipeHint(t.clientX - touch.current.x));
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touch.current;
    const t = e.changedTouches[0];
    touch.current = null;
    setLean(null);
    if (!start || !t) return;
    const n = swipeStep(t.clientX - start.x, t.clientY - start.y);
    if (n === 0) return;
    navigator.vibrate?.(TIMINGS.vibrationMs);
    step(n);
  };

  const verse = verses[index];
  if (!verse) return null;
  return (
    <div className="verse-carousel">
      <div
        className={`verse-carousel__stage${lean ? ` leans-${lean}` : ''}`}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => setLean(null)}
      >
        <VerseCard
          key={`${verse.reference}-${index}`}
          verse={verse}
          daily={daily}
          audio={audio}
          onReflect={props.onReflect}
          onShare={props.onShare}
          reflectRef={props.reflectRef}
          support={props.support ?? undefined}
        />
      </div>
      {many && (
        <nav className="verse-carousel__nav" aria-label="Verses">
          <button type="button" className="icon-btn verse-carousel__arrow" aria-label="Previous verse" onClick={() => step(-1)}>
            <ChevronLeft />
          </button>
          <div className="verse-carousel__dots" role="group" aria-label={`Verse ${index + 1} of ${verses.length}. Double-click to remix.`} onDoubleClick={onRemix}>
            {verses.length > MAX_DOTS ? (
              <span className="verse-carousel__count" aria-hidden="true">
                {index + 1} / {verses.length}
              </span>
            ) : (
              verses.map((v, i) => (
                <button
                  key={`${v.reference}-${i}`}
                  type="button"
                  className="verse-carousel__dot"
                  aria-label={`Verse ${i + 1}: ${v.reference}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => onGoTo(i)}
                />
              ))
            )}
          </div>
          <button type="button" className="icon-btn verse-carousel__arrow" aria-label="Next verse" onClick={() => step(1)}>
            <ChevronRight />
          </button>
        </nav>
      )}
      {hint && (
        <p className="verse-carousel__hint" role="status">
          {NAV_HINT}
        </p>
      )}
    </div>
  );
};
