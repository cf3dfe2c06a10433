import { lazy } from 'react';
import { UsageCard } from '@/features/usage/components/usage-card.tsx';
import { VerseExperience } from '@/features/verses/components/verse-experience.tsx';
import { useVerses } from '@/features/verses/verse-store.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { WhenNear } from '@/ui/when-near.tsx';
import { HomeIntro } from './home-intro.tsx';

const DailyTenSection = lazy(() => import('@/features/daily-ten/components/daily-ten-section.tsx'));

/** The verse of the day is the page's largest paint: ask for it while React renders, not after. */
export const prepare = () => {
  if (useVerses.getState().status === 'idle') void useVerses.getState().search('');
};

export const Component = () => {
  useDocumentTitle('Verse — the right Bible verse for right now');
  return (
    <div className="page home">
      <HomeIntro />
      <VerseExperience usage={<UsageCard />} />
      <WhenNear>
        <DailyTenSection />
      </WhenNear>
    </div>
  );
};
