import { useDocumentTitle } from '../lib/use-document-title.ts';

export const Component = () => {
  useDocumentTitle('Verse — the right Bible verse for right now');
  return (
    <div className="page">
      <h1 className="scripture">Find the verse for right now</h1>
      <p>Tell Verse how you feel, ask a question, or name a topic or a date.</p>
    </div>
  );
};
