import { lazy, Suspense, useState } from 'react';
import type { DiscoveredVerse } from '@verse/shared/api/schemas/discovery';
import { useSession } from '@/features/session/session-store.ts';
import { showUpgradeToast } from '@/features/favorites/upgrade-toast.ts';

// A subscriber's control loads the favorites; nobody else needs them.
const SubscriberSaveControl = lazy(() => import('./subscriber-save-control.tsx').then((m) => ({ default: m.SubscriberSaveControl })));

/** The heart on a verse card: filled when saved. */
export const HeartButton = ({ reference, saved, busy, onClick }: { reference: string; saved: boolean; busy?: boolean; onClick?: () => void }) => (
  <button
    type="button"
    className={`icon-btn save-control${saved ? ' is-saved' : ''}`}
    aria-pressed={saved}
    aria-busy={busy}
    aria-label={saved ? `Remove ${reference} from favorites` : `Save ${reference} to favorites`}
    onClick={onClick}
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

/**
 * The save control on a verse card (spec 000 §4 "Favorite toggle"). A signed-in subscriber adds and
 * removes the verse; anyone else gets a local visual toggle and the upgrade toast. The server decides
 * entitlement: a refusal from it also ends in the upgrade toast.
 */
export const SaveControl = ({ verse }: { verse: DiscoveredVerse }) => {
  const canSave = useSession((s) => !!s.token && s.isSubscriber);
  const [localMark, setLocalMark] = useState<string | null>(null);
  // A tap while the subscriber's control loads is not lost: the control saves the verse once it is there.
  const [tappedWhileLoading, setTappedWhileLoading] = useState<string | null>(null);
  if (canSave) {
    return (
      <Suspense fallback={<HeartButton reference={verse.reference} saved={tappedWhileLoading === verse.reference} busy onClick={() => setTappedWhileLoading(verse.reference)} />}>
        <SubscriberSaveControl verse={verse} saveOnArrival={tappedWhileLoading === verse.reference} />
      </Suspense>
    );
  }
  const saved = localMark === verse.reference;
  const toggle = () => {
    setLocalMark(saved ? null : verse.reference);
    if (!saved) showUpgradeToast();
  };
  return <HeartButton reference={verse.reference} saved={saved} onClick={toggle} />;
};
