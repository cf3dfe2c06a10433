import { useEffect, useEffectEvent, useState } from 'react';
import type { DiscoveredVerse } from '@verse/shared/api/schemas/discovery';
import { toast } from '@/ui/toast-store.ts';
import { ApiError, errorMessage } from '@/lib/api.ts';
import { useFavorites } from '@/features/favorites/favorites-store.ts';
import { showUpgradeToast } from '@/features/favorites/upgrade-toast.ts';
import { HeartButton } from './save-control.tsx';

/**
 * A signed-in subscriber's save control: adds and removes the verse in their favorites. `saveOnArrival`:
 * the heart was tapped while this control loaded; once it knows whether the verse is saved, it saves it.
 */
export const SubscriberSaveControl = ({ verse, saveOnArrival = false }: { verse: DiscoveredVerse; saveOnArrival?: boolean }) => {
  const favoriteId = useFavorites((s) => s.saved[verse.reference]);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    const { add, remove } = useFavorites.getState();
    try {
      // Read when tapped, not from the last render: a tap made while the control loaded acts on what the check found.
      const savedId = useFavorites.getState().saved[verse.reference];
      if (savedId) {
        try {
          await remove({ id: savedId, verse_reference: verse.reference });
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

  const saveTappedHeart = useEffectEvent(() => {
    if (!useFavorites.getState().saved[verse.reference]) void toggle();
  });
  useEffect(() => {
    const { saved, check } = useFavorites.getState();
    const known = saved[verse.reference] === undefined ? check(verse.reference) : Promise.resolve();
    if (saveOnArrival) void known.then(saveTappedHeart);
  }, [verse.reference, saveOnArrival]);

  return <HeartButton reference={verse.reference} saved={!!favoriteId} busy={busy} onClick={toggle} />;
};
