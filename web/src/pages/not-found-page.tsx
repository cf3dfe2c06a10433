import { Link } from 'react-router-dom';
import quotes from 'virtual:scripture-quotes';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import './not-found-page.css';

export const Component = () => {
  useDocumentTitle('Page Not Found · Verse');
  const { reference, text, version } = quotes.notFound;
  return (
    <div className="page not-found">
      <h1>Page Not Found</h1>
      <p>We couldn't find the page you were looking for.</p>
      <figure className="not-found__quote">
        <blockquote className="scripture">“{text}”</blockquote>
        <figcaption>
          {reference} · {version}
        </figcaption>
      </figure>
      <Link to="/" className="btn btn--primary">
        Return to Verse
      </Link>
    </div>
  );
};
