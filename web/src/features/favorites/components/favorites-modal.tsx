import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Favorite } from '@verse/shared/api/schemas/favorites';
import { LIMITS } from '@verse/shared/constants';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { toast } from '@/ui/toast-store.ts';
import { errorMessage } from '@/lib/api.ts';
import { useFavorites } from '@/features/favorites/favorites-store.ts';
import { useFavoritesModal } from '@/features/favorites/favorites-modal-store.ts';
import { immersivePath } from '@/features/verses/immersive-path.ts';
import './favorites-modal.css';

const share = async (f: Favorite) => {
  const text = `“${f.verse_text}” — ${f.verse_reference} (${f.verse_version})`;
  if (navigator.share) {
    try {
      await navigator.share({ title: f.verse_reference, text });
      return;
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied to clipboard', description: 'Verse copied successfully' });
  } catch {
    toast({ title: 'Could not copy', description: 'Select the verse text and copy it by hand.', variant: 'destructive' });
  }
};

const sourceLabel = (source: string) => source.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

const NotesEditor = ({ favorite, onDone }: { favorite: Favorite; onDone(): void }) => {
  const [notes, setNotes] = useState(favorite.user_notes);
  const [busy, setBusy] = useState(false);
  const over = notes.trim().length > LIMITS.favoriteNotesMax;
  const save = async () => {
    if (over || busy) return;
    setBusy(true);
    try {
      await useFavorites.getState().updateNotes(favorite.id, notes);
      toast({ title: 'Notes Updated' });
      onDone();
    } catch (error) {
      toast({ title: 'Failed to Update', description: errorMessage(error, 'Could not update notes'), variant: 'destructive' });
      setBusy(false);
    }
  };
  const counterId = `notes-count-${favorite.id}`;
  return (
    <div className="favorite__editor">
      <label className="favorite__label" htmlFor={`notes-${favorite.id}`}>
        Your Notes
      </label>
      <textarea
        id={`notes-${favorite.id}`}
        className="favorite__textarea"
        rows={4}
        value={notes}
        aria-describedby={counterId}
        aria-invalid={over}
        placeholder="What does this verse mean to you?"
        autoFocus
        onChange={(e) => setNotes(e.target.value)}
      />
      <p id={counterId} className={`favorite__counter${over ? ' favorite__counter--over' : ''}`} aria-live="polite">
        {notes.trim().length}/{LIMITS.favoriteNotesMax}
        {over && ` · Notes can be at most ${LIMITS.favoriteNotesMax} characters`}
      </p>
      <div className="favorite__actions">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={save} disabled={over || busy}>
          {busy ? 'Saving...' : 'Save Notes'}
        </Button>
      </div>
    </div>
  );
};

const FavoriteItem = ({ favorite, editing, onEdit, onDone }: { favorite: Favorite; editing: boolean; onEdit(): void; onDone(): void }) => {
  const { remove } = useFavorites.getState();
  const [removing, setRemoving] = useState(false);
  const onRemove = async () => {
    setRemoving(true);
    try {
      await remove(favorite);
      toast({ title: 'Removed from Favorites', description: 'Verse removed from your favorites collection' });
    } catch {
      toast({ title: 'Failed to Remove', description: 'Could not remove verse', variant: 'destructive' });
      setRemoving(false);
    }
  };
  return (
    <li className="favorite">
      <header className="favorite__head">
        <h3 className="favorite__reference scripture">{favorite.verse_reference}</h3>
        <span className="favorite__meta">
          {favorite.verse_version} · {sourceLabel(favorite.source)} · <time dateTime={favorite.created_at}>{new Date(favorite.created_at).toLocaleDateString()}</time>
        </span>
      </header>
      <blockquote className="favorite__text scripture">“{favorite.verse_text}”</blockquote>
      {favorite.verse_reason && (
        <>
          <h4 className="favorite__label">Why this verse</h4>
          <p className="favorite__body">{favorite.verse_reason}</p>
        </>
      )}
      {favorite.verse_reflection && (
        <>
          <h4 className="favorite__label">Reflection</h4>
          <p className="favorite__body">{favorite.verse_reflection}</p>
        </>
      )}
      {editing ? (
        <NotesEditor favorite={favorite} onDone={onDone} />
      ) : (
        <>
          <h4 className="favorite__label">Your Notes</h4>
          <p className={`favorite__body${favorite.user_notes ? '' : ' favorite__body--empty'}`}>{favorite.user_notes || 'No notes yet.'}</p>
          <div className="favorite__actions">
            <Link
              className="btn btn--ghost"
              to={immersivePath({ reference: favorite.verse_reference, text: favorite.verse_text, version: favorite.verse_version, reason: favorite.verse_reason, reflection: favorite.verse_reflection })}
              onClick={() => useFavoritesModal.getState().hide()}
              aria-label={`Read ${favorite.verse_reference} in the immersive reader`}
            >
              Read
            </Link>
            <Button variant="ghost" onClick={() => void share(favorite)}>
              Share
            </Button>
            <Button variant="ghost" onClick={onEdit}>
              Edit Notes
            </Button>
            <Button variant="ghost" onClick={onRemove} disabled={removing} aria-label={`Remove ${favorite.verse_reference}`}>
              Remove
            </Button>
          </div>
        </>
      )}
    </li>
  );
};

/** "Favorite Verses" (spec 000 §2): the subscriber's saved verses with their notes. */
export const FavoritesModal = () => {
  const { open: modalOpen, hide: hideModal } = useFavoritesModal();
  const { favorites, loading, loadError, offlineSince, waiting } = useFavorites();
  useEffect(() => {
    if (modalOpen) void useFavorites.getState().load();
  }, [modalOpen]);
  const [editing, setEditing] = useState<string | null>(null);
  const close = () => {
    hideModal();
    setEditing(null);
  };
  const count = favorites?.length ?? 0;
  return (
    <Dialog
      open={modalOpen}
      onClose={close}
      className="favorites"
      title={
        <>
          Favorite Verses{' '}
          <span className="favorites__count" aria-label={`${count} saved`}>
            {count}
          </span>
        </>
      }
    >
      {offlineSince ? (
        <p className="favorites__offline" role="status">
          You’re offline. These are your favorites as of {new Date(offlineSince).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}; changes you make
          here are sent when you’re back online.
        </p>
      ) : (
        waiting > 0 && (
          <p className="favorites__offline" role="status">
            {waiting === 1 ? 'A change' : `${waiting} changes`} made offline will be sent when the connection is back.
          </p>
        )
      )}
      {favorites === null && loading ? (
        <ul className="favorites__list" aria-busy="true" aria-label="Loading favorites">
          {[0, 1, 2].map((i) => (
            <li key={i} className="favorite favorite--skeleton" />
          ))}
        </ul>
      ) : favorites === null && loadError ? (
        <p className="favorites__error" role="alert">
          {loadError}
        </p>
      ) : count === 0 ? (
        <div className="favorites__empty">
          <h3>No Favorite Verses Yet</h3>
          <p>Tap the heart on any verse to keep it here, with your own notes.</p>
        </div>
      ) : (
        <ul className="favorites__list">
          {favorites!.map((f) => (
            <FavoriteItem key={f.id} favorite={f} editing={editing === f.id} onEdit={() => setEditing(f.id)} onDone={() => setEditing(null)} />
          ))}
        </ul>
      )}
    </Dialog>
  );
};
