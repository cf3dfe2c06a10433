import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

const TITLES: Record<string, string> = {
  '/daily-ten': 'Daily Ten',
  '/immersive-reader': 'Immersive Reader',
  '/bible-reader': 'Bible Reader',
  '/genesis-chapters': 'Genesis Chapters',
  '/account': 'Your Account',
  '/recommendations': 'Verse+ Recommendations',
  '/subscribe': 'Subscribe',
};

/** Routes whose feature has not been built yet say so plainly instead of pretending to work. */
export const Component = () => {
  const { pathname } = useLocation();
  const title = TITLES[pathname] ?? (pathname.startsWith('/bible-reader/') ? 'Bible Reader' : 'Verse');
  useDocumentTitle(`${title} · Verse`);
  return (
    <div className="page">
      <h1>{title}</h1>
      <p>This part of Verse is not open yet. Until it is, you can find a verse for today on the home page.</p>
      <Link to="/" className="btn btn--secondary">
        Back to Home
      </Link>
    </div>
  );
};
