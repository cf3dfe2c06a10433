import { UsageCard } from '../features/usage/components/usage-card.tsx';
import { VerseExperience } from '../features/verses/components/verse-experience.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export const Component = () => {
  useDocumentTitle('Verse — the right Bible verse for right now');
  return (
    <div className="page home">
      <header className="home__intro">
        <h1 className="home__title scripture">Find the verse for right now</h1>
        <p className="home__lead">Tell Verse how you feel, ask a question, or name a topic or a date.</p>
      </header>
      <VerseExperience usage={<UsageCard />} />
    </div>
  );
};
