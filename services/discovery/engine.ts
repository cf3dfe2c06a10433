import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BibleVersion } from '@verse/shared/constants';
import { corpusDir, loadCorpus } from '@verse/shared/scripture/corpus';
import { parseReferenceQuery } from '@verse/shared/scripture/parse-query';
import { logger } from '../kit/logger.ts';
import { discover, type DiscoverOptions, type EngineData } from './domain/engine.ts';
import { buildFullTextIndex, decodeIndex, encodeIndex, type FullTextIndex } from './domain/fulltext.ts';
import type { Knowledge } from './domain/knowledge.ts';
import { buildLibrary } from './domain/library.ts';
import { buildSynonyms } from './domain/synonyms.ts';
import { STOP_WORDS } from './domain/text.ts';
import { readKnowledge } from './knowledge-files.ts';

/**
 * The engine of this process: the corpus, the topical library and the full-text index, loaded on
 * first use. The full-text index is read from `generated/` when it was built for this corpus and
 * this tokenizer, and built (then saved, where the file system allows) otherwise.
 */

const GENERATED = join(import.meta.dirname, 'generated');

/** Changes whenever the corpus or the code that turns text into terms changes. */
const indexSignature = (): string => {
  const h = createHash('sha256');
  const corpusFile = join(corpusDir(), 'web.json');
  if (existsSync(corpusFile)) {
    const st = statSync(corpusFile);
    h.update(`${st.size}:${st.mtimeMs}`);
  }
  for (const file of ['domain/text.ts', 'domain/stem.ts', 'domain/fulltext.ts']) {
    const path = join(import.meta.dirname, file);
    if (existsSync(path)) h.update(readFileSync(path));
  }
  return h.digest('hex').slice(0, 16);
};

export const loadFullTextIndex = (): FullTextIndex => {
  const signature = indexSignature();
  const path = join(GENERATED, 'fulltext-web.bin');
  if (existsSync(path)) {
    try {
      const index = decodeIndex(readFileSync(path), signature);
      if (index) return index;
    } catch (error) {
      logger.warn('full-text index file unreadable; rebuilding', { error });
    }
  }
  const index = buildFullTextIndex(loadCorpus('WEB'));
  try {
    mkdirSync(GENERATED, { recursive: true });
    writeFileSync(path, encodeIndex(index, signature));
  } catch {
    // A read-only file system (a deployed function) keeps the index in memory only.
  }
  return index;
};

export const createEngineData = (knowledge: Knowledge = readKnowledge()): EngineData => {
  const web = loadCorpus('WEB');
  const library = buildLibrary(knowledge, web);
  const index = loadFullTextIndex();
  const synonyms = buildSynonyms();
  const synonymWords = new Set(library.words);
  parseReferenceQuery('John 3:16'); // the reference parser builds its tables on first use
  return {
    library,
    index,
    synonyms,
    vocabulary: {
      has: (w) => synonymWords.has(w) || index.wordSet.has(w) || STOP_WORDS.has(w),
      lists: [library.words, index.words],
    },
    corpus: (version: BibleVersion) => loadCorpus(version),
    parseReferences: (query, version) => parseReferenceQuery(query, version),
  };
};

let data: EngineData | undefined;

/** The process's engine data, loaded on first use. */
export const engineData = () => (data ??= createEngineData());

export const discoverVerses = (query: string, opts: DiscoverOptions) => discover(engineData(), query, opts);
