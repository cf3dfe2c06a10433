import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, type Params } from 'react-router-dom';
import type { DiscoveredVerse } from '@verse/shared/api/schemas/discovery';
import type { WordMark } from '@verse/shared/api/schemas/speech';
import { fetchChapter, markChapterRead } from '@/features/bible/api.ts';
import { ChapterProgress, ThemeToggle, VersionSwitch } from '@/features/bible/components/reader-controls.tsx';
import { chaptersPath, placeAfter, placeBefore, versePath, type ReaderPlace } from '@/features/bible/reader-nav.ts';
import { useReaderPreferences } from '@/features/bible/reader-preferences.ts';
import { useChapter } from '@/features/bible/use-chapter.ts';
import { readAlongParts } from '@/features/bible/read-along.ts';
import { useReadAlong } from '@/features/bible/use-read-along.ts';
import { AudioButton } from '@/features/verses/components/audio-button.tsx';
import { ChevronLeft, ChevronRight, ShareIcon } from '@/features/verses/components/icons.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { Button } from '@/ui/button.tsx';
import '@/features/bible/bible.css';

const ShareDialog = lazy(() => import('@/features/verses/components/share-dialog.tsx'));

/** Chapters marked read in this page's life: reaching a last verse again sends nothing. */
const marked = new Set<string>();

/** The verse, with the word being spoken marked while it plays. */
const SpokenText = ({ text, marks, word }: { text: string; marks: WordMark[]; word: number }) =>
  marks.length === 0
    ? text
    : readAlongParts(text, marks).map((part, i) =>
        part.word === null ? (
          part.text
        ) : (
          <span key={i} className={`reader__word${part.word === word ? ' is-spoken' : ''}`}>
            {part.text}
          </span>
        ),
      );

const isTyping = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The verse is the page's largest paint: on a first visit, ask for its chapter while React renders, not after. */
export const prepare = (params: Params) => {
  if (params.book && Number(params.chapter) >= 1) void fetchChapter(params.book, Number(params.chapter), useReaderPreferences.getState().version).catch(() => undefined);
};

/** `/bible-reader/:book/:chapter/:verse` (spec 001 §2): one verse at a time, across chapters and books. */
export const Component = () => {
  const params = useParams();
  const navigate = useNavigate();
  const book = params.book ?? '';
  const chapterNumber = Number(params.chapter);
  const verseNumber = Number(params.verse);
  const { version, theme, setVersion, toggleTheme, setPlace } = useReaderPreferences();
  const loaded = useChapter(book, chapterNumber, version);
  const chapter = loaded.status === 'ready' ? loaded.chapter : undefined;
  const verse = chapter && Number.isInteger(verseNumber) ? chapter.verses[verseNumber - 1] : undefined;
  const [sharing, setSharing] = useState(false);

  const reference = chapter ? `${chapter.book} ${chapter.chapter}:${verseNumber}` : `${book.replace(/-/g, ' ')} ${params.chapter}:${params.verse}`;
  useDocumentTitle(`${reference} · Bible Reader · Verse`);

  const spoken = useMemo<DiscoveredVerse[]>(
    () => (verse?.text ? [{ reference, text: verse.text, version, reason: '', reflection: '', tags: [], theme: 'inspiration' }] : []),
    [reference, verse?.text, version],
  );
  const after = chapter && verse ? placeAfter(chapter, verseNumber) : null;
  const before = chapter && verse ? placeBefore(chapter, verseNumber) : null;
  const go = useCallback((place: ReaderPlace | null) => place && navigate(versePath(place)), [navigate]);
  const audio = useReadAlong(spoken[0], () => (after ? go(after) : audio.stop()));
  const close = chaptersPath(chapter?.book ?? book);

  useEffect(() => {
    if (!chapter || !verse) return;
    setPlace({ book: chapter.book, chapter: chapter.chapter, verse: verseNumber });
    const key = `${chapter.bookId}|${chapter.chapter}`;
    if (verseNumber === chapter.verses.length && !marked.has(key)) {
      marked.add(key);
      markChapterRead(chapter.bookId, chapter.chapter).catch(() => marked.delete(key));
    }
  }, [chapter, verse, verseNumber, setPlace]);

  // A layout effect: the keys act on the verse on screen from its first paint, however fast they come.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (sharing || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === 'ArrowRight') go(after);
      else if (event.key === 'ArrowLeft') go(before);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [after, before, go, sharing]);

  if (loaded.status === 'loading') {
    return <div className={`reader reader--${theme}`} aria-busy="true" aria-label="Loading the chapter" />;
  }
  if (loaded.status === 'error') {
    return (
      <div className={`reader reader--${theme}`}>
        <div className="reader__message" role="alert">
          <h1>The chapter did not load</h1>
          <p>Check your connection and try again.</p>
          <Button onClick={loaded.retry}>Try again</Button>
        </div>
      </div>
    );
  }
  if (!chapter || !verse) {
    return (
      <div className={`reader reader--${theme}`}>
        <div className="reader__message">
          <h1>Verse not found</h1>
          <p>{reference} is not in the {version} Bible.</p>
          <Link className="btn btn--primary" to={close}>
            Back to Chapters
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className={`reader reader--${theme}`}>
      <div className="reader__top">
        <Link className="icon-btn reader__icon" to={close} aria-label={`Close and go back to the chapters of ${chapter.book}`}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </Link>
        <p className="reader__chapter-title">{chapter.title}</p>
        <VersionSwitch version={version} onChange={setVersion} />
        <ThemeToggle theme={theme} onToggle={toggleTheme} />
      </div>
      <article className="reader__verse" aria-labelledby="reader-reference">
        <h1 id="reader-reference" className="reader__reference">
          {reference}
        </h1>
        <p className="reader__text scripture">
          {verse.text ? <SpokenText text={verse.text} marks={audio.state === 'playing' ? audio.marks : []} word={audio.word} /> : `The ${version} text leaves this verse out; its words are part of a nearby verse.`}
        </p>
      </article>
      <ChapterProgress verse={verseNumber} total={chapter.verses.length} />
      <div className="reader__controls">
        <button type="button" className="icon-btn reader__step" onClick={() => go(before)} disabled={!before} aria-label="Previous verse" aria-keyshortcuts="ArrowLeft">
          <ChevronLeft />
        </button>
        <AudioButton state={audio.state} onToggle={audio.toggle} reference={reference} />
        <button type="button" className="icon-btn reader__icon" onClick={() => setSharing(true)} aria-label={`Share ${reference}`} disabled={!verse.text}>
          <ShareIcon />
        </button>
        <button type="button" className="icon-btn reader__step" onClick={() => go(after)} disabled={!after} aria-label="Next verse" aria-keyshortcuts="ArrowRight">
          <ChevronRight />
        </button>
      </div>
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog verse={spoken[0]} open onClose={() => setSharing(false)} />
        </Suspense>
      )}
    </div>
  );
};
