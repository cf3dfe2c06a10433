import { BIBLE_VERSIONS, type BibleVersion } from '@verse/shared/constants';
import type { Corpus } from '@verse/shared/scripture/corpus';
import { parseCanonicalReference } from '@verse/shared/scripture/reference';

export const NOT_SCRIPTURE = 'Only Bible verses can be read aloud: please choose a verse to listen to.';
export const notThisVerse = (reference: string) => `This text is not ${reference}: only the words of the verse can be read aloud.`;

export interface SpeechAsk {
  text: string;
  reference?: string;
  version?: BibleVersion;
}

/** Text as it is spoken and stored: whitespace runs folded to one space (the audio key is made from it). */
export const spokenForm = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every verse's text in every version, for a request that names no reference (built once, on first need). */
let verseTexts: Set<string> | undefined;
const isVerseText = (text: string, corpusOf: (v: BibleVersion) => Corpus) => {
  if (!verseTexts) {
    verseTexts = new Set();
    for (const version of BIBLE_VERSIONS) for (const v of corpusOf(version).verses()) if (v.text) verseTexts.add(spokenForm(v.text));
  }
  return verseTexts.has(text);
};

/**
 * What may be spoken: the corpus text of the verse or passage the request names (in its version, or
 * any version when it names none), or the exact text of one verse when it names no reference. Speech
 * is scripture only, so nobody can use it to have anything else read at our expense. Answers the
 * error message for anything else.
 */
export const scriptureToSpeak = (ask: SpeechAsk, corpusOf: (v: BibleVersion) => Corpus): { text: string } | { error: string } => {
  const text = spokenForm(ask.text);
  if (!ask.reference) return isVerseText(text, corpusOf) ? { text } : { error: NOT_SCRIPTURE };
  const ref = parseCanonicalReference(ask.reference);
  if (!ref) return { error: NOT_SCRIPTURE };
  const versions = ask.version ? [ask.version] : BIBLE_VERSIONS;
  const match = versions.map((v) => corpusOf(v).text(ref)).find((t) => t !== undefined && spokenForm(t) === text);
  return match ? { text } : { error: notThisVerse(ask.reference) };
};
