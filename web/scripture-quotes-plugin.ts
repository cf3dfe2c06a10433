// Relative imports: Vite bundles its config with them, while workspace packages would be loaded untranspiled.
import type { Plugin } from 'vite';
import { loadCorpus } from '../shared/scripture/corpus.ts';
import { formatReference, parseCanonicalReference } from '../shared/scripture/reference.ts';

/** Verses the web shows without asking the API, quoted from the corpus at build time. */
const QUOTES = { notFound: 'Psalms 119:105', privacy: 'Proverbs 11:13', fallback: 'Isaiah 41:10' } as const;

const ID = 'virtual:scripture-quotes';

export const scriptureQuotes = (): Plugin => ({
  name: 'verse-scripture-quotes',
  resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
  load(id) {
    if (id !== `\0${ID}`) return undefined;
    const corpus = loadCorpus('WEB');
    const quotes = Object.fromEntries(
      Object.entries(QUOTES).map(([key, ref]) => {
        const parsed = parseCanonicalReference(ref);
        const text = parsed && corpus.text(parsed);
        if (!parsed || !text) throw new Error(`scripture quote ${ref} is not in the corpus`);
        return [key, { reference: formatReference(parsed), text, version: 'WEB' }];
      }),
    );
    return `export default ${JSON.stringify(quotes)};`;
  },
});
