import { useEffect, useRef } from 'react';
import type { DiscoveredVerse } from '@verse/shared/api/schemas/discovery';
import './reflect-overlay.css';
import { quoteVerse } from '@/features/verses/quote.ts';

/**
 * Full-screen Reflect mode: only the verse, over a slowly drifting gradient. Escape or the close
 * button ends it; the page behind does not scroll while it is open.
 */
const ReflectOverlay = ({ verse, onClose }: { verse: DiscoveredVerse; onClose(): void }) => {
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    close.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
      } else if (e.key === 'Tab') {
        e.preventDefault();
        close.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  return (
    <div className="reflect" role="dialog" aria-modal="true" aria-labelledby="reflect-reference">
      <div className="reflect__glow reflect__glow--a" aria-hidden="true" />
      <div className="reflect__glow reflect__glow--b" aria-hidden="true" />
      <div className="reflect__glow reflect__glow--c" aria-hidden="true" />
      <button ref={close} type="button" className="reflect__close" aria-label="Close reflection" onClick={onClose}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <figure className="reflect__body">
        <figcaption id="reflect-reference" className="reflect__reference">
          {verse.reference} <span>{verse.version.toUpperCase()}</span>
        </figcaption>
        <blockquote className="reflect__text scripture">
          <p>{quoteVerse(verse.text)}</p>
        </blockquote>
      </figure>
    </div>
  );
};

export default ReflectOverlay;
