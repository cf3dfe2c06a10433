import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { TIMINGS } from '@verse/shared/constants';
import { corpusVerse, readableVersion } from '@/features/bible/corpus-verse.ts';
import { useReaderPreferences } from '@/features/bible/reader-preferences.ts';
import { markVerseRead } from '@/features/daily-ten/api.ts';
import { useDailyTen } from '@/features/daily-ten/daily-ten-store.ts';
import { copyVerse } from '@/features/verses/copy-verse.ts';
import { ChevronLeft, ChevronRight, CopyIcon, ShareIcon } from '@/features/verses/components/icons.tsx';
import { immersivePath } from '@/features/verses/immersive-path.ts';
import { ApiError } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { Button } from '@/ui/button.tsx';
import { toast } from '@/ui/toast-store.ts';
import '@/features/bible/bible.css';
import '@/ui/icon-button.css';

const ShareDialog = lazy(() => import('@/features/verses/components/share-dialog.tsx'));

/** Words shown beside scripture are ours; a link may carry at most this many characters of each. */
const NOTE_MAX = 600;
const note = (value: string | null) => (value ?? '').trim().slice(0, NOTE_MAX);

const whole = (value: string | null) => (value !== null && /^\d{1,3}$/.test(value) ? Number(value) : undefined);

/** Back where the reader came from inside Verse, else home. */
const useGoBack = () => {
  const navigate = useNavigate();
  return () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/'));
};

const markFailure = (error: unknown) => {
  if (error instanceof ApiError) return error.userMessage ?? 'Failed to mark as read';
  return error instanceof TypeError ? 'Network error occurred' : 'Failed to mark as read';
};

const LoadingVerse = () => {
  const goBack = useGoBack();
  const theme = useReaderPreferences((s) => s.theme);
  return (
    <div className={`reader reader--${theme}`}>
      <div className="reader__message" aria-busy="true">
        <p>Loading verse...</p>
        <Button variant="secondary" onClick={goBack}>
          Go Back
        </Button>
      </div>
    </div>
  );
};

/**
 * `/immersive-reader` (spec 001 §2, §4, §8): one verse full screen with its reflection, from a link's
 * query, in the reader's theme. The words shown as scripture are the corpus's: the link names the verse, the corpus says it.
 */
export const Component = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const reference = (params.get('verse') ?? '').trim().slice(0, 100);
  const linkText = (params.get('text') ?? '').trim();
  const version = readableVersion(params.get('version'));
  const reflection = note(params.get('reflection'));
  const tag = note(params.get('tag')).slice(0, 60);
  const index = whole(params.get('index'));
  const total = whole(params.get('total'));
  const daily = useDailyTen((s) => s.data);
  const theme = useReaderPreferences((s) => s.theme);
  const [text, setText] = useState<string | null | undefined>(undefined);
  const [marking, setMarking] = useState(false);
  const [sharing, setSharing] = useState(false);
  useDocumentTitle(`${reference || 'Immersive Reader'} · Verse`);

  useEffect(() => {
    if (!reference || !linkText) return;
    let alive = true;
    setText(undefined);
    corpusVerse(reference, version).then(
      (found) => alive && setText(found),
      // Offline: the words the link carries, as Verse wrote them into it.
      () => alive && setText(linkText),
    );
    return () => {
      alive = false;
    };
  }, [reference, linkText, version]);

  if (!reference || !linkText) return <Navigate replace to="/" />;
  if (text === undefined) return <LoadingVerse />;
  if (text === null) {
    return (
      <div className={`reader reader--${theme}`}>
        <div className="reader__message">
          <h1>Verse not found</h1>
          <p>“{reference}” is not a verse of the {version} Bible.</p>
          <Button onClick={() => navigate('/')}>Back to Home</Button>
        </div>
      </div>
    );
  }

  const verse = { reference, text, version, reason: note(params.get('reason')), reflection, tags: tag ? [tag] : [], theme: 'inspiration' as const };
  const neighbour = (step: -1 | 1) => {
    const target = index !== undefined ? daily?.verses[index + step] : undefined;
    navigate(target ? immersivePath({ reference: target.reference, text: target.text, version: target.version, reflection: target.reflection, tag: target.tags[0], index: index! + step, total }) : '/');
  };

  const markRead = async () => {
    if (index === undefined) return;
    setMarking(true);
    try {
      const answer = await markVerseRead(index);
      if (!answer) throw new Error('locked');
      toast({ title: 'Marked as read', description: 'Verse progress updated' });
      window.setTimeout(() => navigate('/'), TIMINGS.immersiveRedirectMs);
    } catch (error) {
      toast({ title: 'Error', description: markFailure(error), variant: 'destructive' });
      setMarking(false);
    }
  };

  return (
    <div className={`reader reader--${theme}`}>
      <div className="reader__top">
        <button type="button" className="icon-btn reader__icon" onClick={goBack} aria-label="Close the immersive reader">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
        <p className="reader__chapter-title">{index !== undefined && total ? `Verse ${index + 1} of ${total}` : ''}</p>
        <button type="button" className="icon-btn reader__icon" onClick={() => void copyVerse(verse)} aria-label={`Copy ${reference}`}>
          <CopyIcon />
        </button>
        <button type="button" className="icon-btn reader__icon" onClick={() => setSharing(true)} aria-label={`Share ${reference}`}>
          <ShareIcon />
        </button>
      </div>
      <article className="reader__verse" aria-labelledby="immersive-reference">
        {tag && <span className="reader__tag">{tag}</span>}
        <h1 id="immersive-reference" className="reader__reference">
          {reference} <span className="reader__version">{version}</span>
        </h1>
        <p className="reader__text scripture">{text}</p>
        {reflection && (
          <section className="reader__reflection">
            <h2>Reflection</h2>
            <p>{reflection}</p>
          </section>
        )}
      </article>
      <div className="reader__controls">
        <button type="button" className="icon-btn reader__step" onClick={() => neighbour(-1)} disabled={index === undefined || index <= 0} aria-label="Previous verse">
          <ChevronLeft />
        </button>
        {index !== undefined && (
          <Button onClick={() => void markRead()} disabled={marking}>
            Mark as Read
          </Button>
        )}
        <button type="button" className="icon-btn reader__step" onClick={() => neighbour(1)} disabled={index === undefined || total === undefined || index >= total - 1} aria-label="Next verse">
          <ChevronRight />
        </button>
      </div>
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog verse={verse} open onClose={() => setSharing(false)} />
        </Suspense>
      )}
    </div>
  );
};
