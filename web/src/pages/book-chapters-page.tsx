import { useEffect, useState } from 'react';
import { Link, useParams, type Params } from 'react-router-dom';
import type { BookGuideResponse } from '@verse/shared/api/schemas/bible';
import { findBook } from '@verse/shared/scripture/books';
import { fetchBookGuide, fetchCompletedChapters } from '@/features/bible/api.ts';
import { versePath } from '@/features/bible/reader-nav.ts';
import { useReaderPreferences } from '@/features/bible/reader-preferences.ts';
import { KeepBookOffline } from '@/features/bible/components/keep-book-offline.tsx';
import { ApiError } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { Button } from '@/ui/button.tsx';
import '@/features/bible/bible.css';

type GuideState = { status: 'loading' } | { status: 'ready'; guide: BookGuideResponse } | { status: 'missing' } | { status: 'error' };

const Check = () => (
  <svg className="chapter-tile__check" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** On a first visit, the book's chapters are asked for while React renders, not after. */
export const prepare = (params: Params) => void fetchBookGuide(params.book ?? 'Genesis', useReaderPreferences.getState().version).catch(() => undefined);

/** `/genesis-chapters` and `/bible-reader/:book` (spec 001 §2): every chapter of a book, its title, its verses, and the ones read. */
export const Component = () => {
  const book = useParams().book ?? 'Genesis';
  const version = useReaderPreferences((s) => s.version);
  const [state, setState] = useState<GuideState>({ status: 'loading' });
  const [read, setRead] = useState<number[]>([]);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    fetchBookGuide(book, version).then(
      (guide) => alive && setState({ status: 'ready', guide }),
      (error: unknown) => alive && setState({ status: error instanceof ApiError && error.status < 500 ? 'missing' : 'error' }),
    );
    fetchCompletedChapters(book).then(
      (chapters) => alive && setRead(chapters),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [book, version, attempt]);

  const guide = state.status === 'ready' ? state.guide : undefined;
  // While loading, the grid already holds the book's number of chapters, so nothing below it moves.
  const known = findBook(book);
  useDocumentTitle(`${guide ? `${guide.name} Chapters` : 'Chapters'} · Bible Reader · Verse`);

  return (
    <div className="page bible-page">
      <Link className="bible-back" to="/bible-reader">
        ← All books
      </Link>
      {state.status === 'missing' ? (
        <>
          <h1>Book not found</h1>
          <p className="bible-page__lead">There is no book called “{book.replace(/-/g, ' ')}” in the Bible. Choose one from the list of books.</p>
        </>
      ) : state.status === 'error' ? (
        <div role="alert">
          <h1>Chapters</h1>
          <p className="bible-page__lead">The chapters did not load. Check your connection and try again.</p>
          <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>
        </div>
      ) : (
        <>
          <h1>{guide?.name ?? known?.name ?? book.replace(/-/g, ' ')}</h1>
          <p className="bible-page__lead bible-page__lead--reserved">{guide?.description ?? ' '}</p>
          <p className="chapter-progress" aria-live="polite">
            {guide ? `${read.length} / ${guide.chapters} chapters read` : '\u00a0'}
          </p>
          <ul className="chapter-grid" aria-busy={!guide} aria-label="Chapters">
            {guide
              ? guide.chapterList.map((c) => {
                  const done = read.includes(c.chapter);
                  return (
                    <li key={c.chapter}>
                      <Link
                        className={`chapter-tile${done ? ' is-read' : ''}`}
                        to={versePath({ book: guide.name, chapter: c.chapter, verse: 1 })}
                        aria-label={`Chapter ${c.chapter}: ${c.title}, ${c.verses} verses${done ? ', read' : ''}`}
                      >
                        <span className="chapter-tile__number">{c.chapter}</span>
                        <span className="chapter-tile__title">{c.title}</span>
                        <span className="chapter-tile__verses">{c.verses} verses</span>
                        {done && <Check />}
                      </Link>
                    </li>
                  );
                })
              : Array.from({ length: known?.chapters ?? 12 }, (_, i) => <li key={`loading-${i}`} className="bible-skeleton" />)}
          </ul>
          {guide && <KeepBookOffline book={guide.name} chapters={guide.chapters} version={version} />}
        </>
      )}
    </div>
  );
};
