import { UsageCard } from '../features/usage/components/usage-card.tsx';
import { VerseExperience } from '../features/verses/components/verse-experience.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { HomeIntro } from './home-intro.tsx';

export const Component = () => {
  useDocumentTitle('Verse — the right Bible verse for right now');
  return (
    <div className="page home">
      <HomeIntro />
      <VerseExperience usage={<UsageCard />} />
    </div>
  );
};
