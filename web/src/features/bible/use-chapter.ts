import { useEffect, useState } from 'react';
import type { ChapterResponse } from '@verse/shared/api/schemas/bible';
import type { BibleVersion } from '@verse/shared/constants';
import { ApiError } from '@/lib/api.ts';
import { fetchChapter, loadedChapter } from './api.ts';

type ChapterState = { status: 'loading' } | { status: 'ready'; chapter: ChapterResponse } | { status: 'missing' } | { status: 'error'; retry(): void };

/**
 * A chapter in one version. A chapter loaded before (the one ahead is always fetched early) is
 * there on the first render, so moving into it never shows a loading state. Once a chapter is
 * ready, the chapters on either side are fetched too.
 */
export const useChapter = (book: string, chapter: number, version: BibleVersion): ChapterState => {
  const known = loadedChapter(book, chapter, version);
  const [answer, setAnswer] = useState<{ key: string; state: ChapterState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${book}|${chapter}|${version}|${attempt}`;

  useEffect(() => {
    if (known || !Number.isInteger(chapter) || chapter < 1) return;
    let alive = true;
    fetchChapter(book, chapter, version).then(
      (found) => alive && setAnswer({ key, state: { status: 'ready', chapter: found } }),
      (error: unknown) => {
        if (!alive) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setAnswer({ key, state: missing ? { status: 'missing' } : { status: 'error', retry: () => setAttempt((n) => n + 1) } });
      },
    );
    return () => {
      alive = false;
    };
  }, [book, chapter, version, known, key]);

  const ready = known ?? (answer?.key === key && answer.state.status === 'ready' ? answer.state.chapter : undefined);
  useEffect(() => {
    if (!ready) return;
    for (const side of [ready.next, ready.previous]) if (side) fetchChapter(side.bookId, side.chapter, version).catch(() => undefined);
  }, [ready, version]);

  if (ready) return { status: 'ready', chapter: ready };
  if (!Number.isInteger(chapter) || chapter < 1) return { status: 'missing' };
  return answer?.key === key ? answer.state : { status: 'loading' };
};
