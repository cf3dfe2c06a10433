import { useState } from 'react';
import { EVENTS } from '@verse/shared/browser';
import type { DiscoveredVerse } from '@verse/shared/api/schemas/discovery';
import { toast } from '../../../ui/toast-store.ts';

/**
 * The save control on a verse card. Saving needs a subscription: a visitor gets a local visual
 * toggle and the upgrade toast whose Upgrade action opens the paywall (spec 000 §4 "Favorite toggle").
 */
export const SaveControl = ({ verse }: { verse: DiscoveredVerse }) => {
  const [marked, setMarked] = useState<string | null>(null);
  const saved = marked === verse.reference;
  return (
    <button
      type="button"
      className={`icon-btn save-control${saved ? ' is-saved' : ''}`}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${verse.reference} from favorites` : `Save ${verse.reference} to favorites`}
      onClick={() => {
        setMarked(saved ? null : verse.reference);
        if (!saved)
          toast({
            title: 'Upgrade to Unlock',
            description: 'Save unlimited verses to your favorites collection',
            action: { label: 'Upgrade', onClick: () => window.dispatchEvent(new Event(EVENTS.triggerPaywall)) },
          });
      }}
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
