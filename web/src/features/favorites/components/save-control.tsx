import { useEffect, useState } from 'react';
import type { DiscoveredVerse } from '@verse/shared/api/schemas/discovery';
import { toast } from '@/ui/toast-store.ts';
import { ApiError, errorMessage } from '@/lib/api.ts';
import { useSession } from '@/features/session/session-store.ts';
import { useFavorites } from '@/features/favorites/favorites-store.ts';
import { showUpgradeToast } from '@/features/favorites/upgrade-toast.ts';

/**
 * The save control on a verse card (spec 000 §4 "Favorite toggle"). A signed-in subscriber adds and
 * removes the verse; anyone else gets a local visual toggle and the upgrade toast. The server decides
 * entitlement: a refusal from it also ends in the upgrade toast.
 */
export const SaveControl = ({ verse }: { verse: DiscoveredVerse }) => {
  const canSave = useSession((s) => !!s.token && s.isSubscriber);
  const favoriteId = useFavorites((s) => s.saved[verse.reference]);
  const [localMark, setLocalMark] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (canSave && useFavorites.getState().saved[verse.reference] === undefined) void useFavorites.getState().check(verse.reference);
  }, [canSave, verse.reference]);

  const saved = canSave ? !!favoriteId : localMark === verse.reference;

  const toggle = async () => {
    if (!canSave) {
      setLocalMark(saved ? null : verse.reference);
      if (!saved) showUpgradeToast();
      return;
    }
    if (busy) return;
    setBusy(true);
    const { add, remove } = useFavorites.getState();
    try {
      if (favoriteId) {
        try {
          await remove({ id: favoriteId, verse_reference: verse.reference });
          toast({ title: 'Removed from Favorites', description: 'Verse removed from your favorites collection' });
        } catch {
          toast({ title: 'Failed to Remove', description: 'Could not remove verse from favorites', variant: 'destructive' });
        }
        return;
      }
      try {
        await add({
          verse_reference: verse.reference,
          verse_text: verse.text,
          verse_version: verse.version,
          verse_reason: verse.reason,
          verse_reflection: verse.reflection,
          source: 'discovery',
        });
        toast({ title: 'Added to Favorites', description: 'Verse saved to your favorites collection' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) showUpgradeToast();
        else toast({ title: 'Failed to Save', description: errorMessage(error, 'Could not add verse to favorites'), variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`icon-btn save-control${saved ? ' is-saved' : ''}`}
      aria-pressed={saved}
      aria-busy={busy}
      aria-label={saved ? `Remove ${verse.reference} from favorites` : `Save ${verse.reference} to favorites`}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
};
