import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { BibleBook } from '@verse/shared/api/schemas/bible';
import { fetchBooks, fetchReadingProgress } from '@/features/bible/api.ts';
import { bookPathName, chaptersPath, versePath } from '@/features/bible/reader-nav.ts';
import { useReaderPreferences } from '@/features/bible/reader-preferences.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { Button } from '@/ui/button.tsx';
import '@/features/bible/bible.css';

const TESTAMENTS = ['Old Testament', 'New Testament'] as const;

const BookTile = ({ book, read }: { book: BibleBook; read: number }) => (
  <Link className="book-tile" to={chaptersPath(book.name)} aria-label={`${book.name}, ${book.chapters} chapters${read ? `, ${read} read` : ''}`}>
    <span className="book-tile__name">{book.name}</span>
    <span className="book-tile__meta">{read ? `${read} / ${book.chapters} read` : `${book.chapters} chapters`}</span>
    {read > 0 && (
      <span className="book-tile__bar">
        <span style={{ width: `${(read / book.chapters) * 100}%` }} />
      </span>
    )}
  </Link>
);

const BookTiles = ({ books, read, className }: { books: BibleBook[]; read(book: BibleBook): number; className: string }) => (
  <ul className={className}>
    {books.map((b) => (
      <li key={b.id}>
        <BookTile book={b} read={read(b)} />
      </li>
    ))}
  </ul>
);

/** Books in order, grouped by their kind (Law, History, …) as they come. */
const byGenre = (books: BibleBook[]) => {
  const groups = new Map<string, BibleBook[]>();
  for (const b of books) groups.set(b.genre, [...(groups.get(b.genre) ?? []), b]);
  return [...groups];
};

/** On a first visit, the books are asked for while React renders, not after. */
export const prepare = () => void fetchBooks().catch(() => undefined);

/** `/bible-reader` (spec 001 §2): the book being read now, what comes next, and every book with its progress. */
export const Component = () => {
  useDocumentTitle('Bible Reader · Verse');
  const place = useReaderPreferences((s) => s.place);
  const [books, setBooks] = useState<BibleBook[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [progress, setProgress] = useState<Record<string, number[]>>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    setFailed(false);
    fetchBooks().then(
      (answer) => alive && setBooks(answer.books),
      () => alive && setFailed(true),
    );
    fetchReadingProgress().then(
      (answer) => alive && setProgress(answer),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [attempt]);

  const current = books?.find((b) => bookPathName(b.name).toLowerCase() === bookPathName(place?.book ?? 'Genesis').toLowerCase()) ?? books?.[0];
  const next = books && current ? books.slice(books.indexOf(current) + 1, books.indexOf(current) + 4) : [];
  const readIn = (book: BibleBook) => progress[book.id]?.length ?? 0;
  const resume = place && current && bookPathName(place.book).toLowerCase() === bookPathName(current.name).toLowerCase() ? place : null;

  return (
    <div className="page bible-page">
      <h1>Bible Reader</h1>
      <p className="bible-page__lead">Read the whole Bible one verse at a time, in the World English Bible or the King James Version, and listen as you go.</p>
      {failed ? (
        <div role="alert">
          <p>The books did not load. Check your connection and try again.</p>
          <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>
        </div>
      ) : !books || !current ? (
        <div className="bible-landing-skeleton" aria-busy="true" aria-label="Loading the books">
          <div className="bible-skeleton" />
        </div>
      ) : (
        <>
          <section className="now-reading" aria-labelledby="now-reading-book">
            <p className="now-reading__label">Now Reading</p>
            <h2 id="now-reading-book" className="now-reading__book">
              {current.name}
            </h2>
            <p className="now-reading__meta">
              {current.chapters} chapters · {current.genre} · {readIn(current)} / {current.chapters} read
            </p>
            <p className="now-reading__meta">{current.description}</p>
            <div className="now-reading__actions">
              <Link className="btn btn--gold" to={versePath(resume ?? { book: current.name, chapter: 1, verse: 1 })}>
                {resume ? `Continue at ${current.name} ${resume.chapter}:${resume.verse}` : `Start ${current.name}`}
              </Link>
              <Link className="btn btn--secondary" to={chaptersPath(current.name)}>
                All chapters
              </Link>
            </div>
          </section>
          {next.length > 0 && (
            <section className="bible-section" aria-labelledby="coming-next">
              <h2 id="coming-next">Coming Next</h2>
              <BookTiles className="coming-next" books={next} read={readIn} />
            </section>
          )}
          {TESTAMENTS.map((testament) => (
            <section key={testament} className="bible-section" aria-labelledby={`testament-${testament.split(' ')[0]}`}>
              <h2 id={`testament-${testament.split(' ')[0]}`}>{testament}</h2>
              {byGenre(books.filter((b) => b.testament === testament)).map(([genre, group]) => (
                <div key={genre}>
                  <h3>{genre}</h3>
                  <BookTiles className="book-list" books={group} read={readIn} />
                </div>
              ))}
            </section>
          ))}
        </>
      )}
    </div>
  );
};
