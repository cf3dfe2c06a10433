import { useEffect, useRef } from 'react';
import type { DailyTenVerse } from '@verse/shared/api/schemas/daily-ten';
import { Button } from '@/ui/button.tsx';
import { copyVerse } from '@/features/verses/copy-verse.ts';
import { useVerseAudio } from '@/features/verses/audio/use-verse-audio.ts';
import { AudioButton } from '@/features/verses/components/audio-button.tsx';
import { themeLabel } from '@/features/daily-ten/messages.ts';

/**
 * One verse full screen (spec 001 §2 "focus view"): close, listen, share and copy, where it is in the
 * ten, its theme and reflection, Mark as Read ("Read ✓" once read), Previous and Next. Escape closes
 * it, the arrow keys move, and focus stays inside while it is open. Opening it fetches the audio of
 * all ten into the browser's audio store, so they can be listened to offline as well.
 */
export const FocusView = ({
  verses,
  index,
  progress,
  onGo,
  onClose,
  onRead,
  onShare,
}: {
  verses: DailyTenVerse[];
  index: number;
  progress: boolean[];
  onGo(index: number): void;
  onClose(): void;
  onRead(index: number): void;
  onShare(verse: DailyTenVerse): void;
}) => {
  const root = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const verse = verses[index];
  const last = verses.length - 1;
  const audio = useVerseAudio(verses, index);

  useEffect(() => {
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      else if (e.key === 'ArrowLeft' && index > 0) onGo(index - 1);
      else if (e.key === 'ArrowRight' && index < last) onGo(index + 1);
      else if (e.key === 'Tab') {
        const focusable = [...(root.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? [])];
        const first = focusable[0];
        const end = focusable[focusable.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          end?.focus();
        } else if (!e.shiftKey && document.activeElement === end) {
          e.preventDefault();
          first?.focus();
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, last, onClose, onGo]);

  return (
    <div ref={root} className="daily-focus" role="dialog" aria-modal="true" aria-labelledby="daily-focus-reference">
      <div className="daily-focus__bar">
        <span>
          {index + 1} of {verses.length}
        </span>
        <div className="daily-focus__tools">
          <AudioButton state={audio.state} onToggle={() => void audio.toggle()} reference={verse.reference} />
          <Button variant="ghost" onClick={() => onShare(verse)}>
            Share
          </Button>
          <Button variant="ghost" onClick={() => void copyVerse(verse)}>
            Copy
          </Button>
          <Button ref={closeButton} variant="secondary" onClick={onClose} aria-label="Close focus view">
            Close
          </Button>
        </div>
      </div>
      <article className="daily-focus__body">
        <span className="daily-card__pill">{themeLabel(verse.theme)}</span>
        <h2 id="daily-focus-reference">
          {verse.reference} <span className="daily-card__version">{verse.version}</span>
        </h2>
        <blockquote className="daily-focus__text scripture">
          <p>{verse.text}</p>
        </blockquote>
        <p className="daily-focus__reflection">{verse.reflection}</p>
        {progress[index] ? (
          <Button variant="secondary" disabled>
            Read ✓
          </Button>
        ) : (
          <Button onClick={() => onRead(index)}>Mark as Read</Button>
        )}
      </article>
      <nav className="daily-focus__nav" aria-label="Daily Ten verses">
        <Button variant="secondary" disabled={index === 0} onClick={() => onGo(index - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={index === last} onClick={() => onGo(index + 1)}>
          Next
        </Button>
      </nav>
    </div>
  );
};
