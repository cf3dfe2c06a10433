import { useEffect, useState } from 'react';
import type { BibleVersion } from '@verse/shared/constants';
import { Button } from '@/ui/button.tsx';
import { canKeepBooks, isBookKept, keepBook } from '../keep-book.ts';

type Keeping = { status: 'idle' | 'kept' | 'failed' } | { status: 'keeping'; done: number };

/** "Keep for offline reading" under a book's chapters: the whole book, read later without a connection. */
export const KeepBookOffline = ({ book, chapters, version }: { book: string; chapters: number; version: BibleVersion }) => {
  const [state, setState] = useState<Keeping>({ status: 'idle' });
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    setAvailable(canKeepBooks());
    setState({ status: isBookKept(book, version) ? 'kept' : 'idle' });
  }, [book, version]);
  if (!available) return null;

  const keep = async () => {
    setState({ status: 'keeping', done: 0 });
    try {
      await keepBook(book, chapters, version, (done) => setState({ status: 'keeping', done }));
      setState({ status: 'kept' });
    } catch {
      setState({ status: 'failed' });
    }
  };
  return (
    <div className="keep-book">
      <p className="keep-book__status" aria-live="polite">
        {state.status === 'keeping'
          ? `Keeping ${book} for offline reading… ${state.done} of ${chapters} chapters`
          : state.status === 'kept'
            ? `${book} is kept on this device: every chapter opens without a connection.`
            : state.status === 'failed'
              ? `Not every chapter of ${book} could be kept. Check your connection and try again.`
              : '\u00a0'}
      </p>
      {(state.status === 'idle' || state.status === 'failed') && (
        <Button variant="secondary" onClick={() => void keep()}>
          {state.status === 'failed' ? 'Try again' : 'Keep for offline reading'}
        </Button>
      )}
    </div>
  );
};
