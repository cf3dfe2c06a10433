import { closestWord } from './fuzzy.ts';
import { stem } from './stem.ts';
import type { SynonymMap } from './synonyms.ts';
import { isOwned, terms } from './text.ts';

/** A meaningful word of the query with the stems it may stand for and how much each counts. */
export interface QueryTerm {
  word: string;
  stem: string;
  /** Position among the query's meaningful words. */
  index: number;
  /** Stem → weight: the word itself 1, a spelling correction 0.85, a synonym 0.7 (0.6 of a correction). */
  alts: Map<string, number>;
  /** The word as corrected when it was a typo. */
  corrected?: string;
  /** Someone's: the word follows a possessive ("grieving my dad"). */
  owned?: true;
}

const SYNONYM_WEIGHT = 0.7;
export const CORRECTION_WEIGHT = 0.85;

export interface Vocabulary {
  /** Is this word known (in a topic phrase or in Scripture)? */
  has(word: string): boolean;
  /** Words to correct typos against, preferred first: the library's, then Scripture's. */
  lists: readonly (readonly string[])[];
}

/** Names Scripture uses interchangeably: the WEB writes "Yahweh" where most readers expect "the Lord". */
const SAME = new Map<string, string[]>(Object.entries({ lord: ['yahweh'], yahweh: ['lord'], jehovah: ['yahweh', 'lord'] }));

/**
 * Everyday words Scripture never uses: real words, so never "corrected" into another word
 * ("abortion" is not "adoption").
 */
const MODERN_WORDS = new Set([
  'abortion', 'abortions', 'miscarriage', 'miscarried', 'suicide', 'suicidal', 'cancer', 'chemo', 'chemotherapy',
  'divorce', 'divorced', 'anxiety', 'anxious', 'depression', 'depressed', 'surgery', 'pregnant', 'pregnancy',
  'infertility', 'infertile', 'ivf', 'addiction', 'addicted', 'alcoholic', 'alcoholism', 'drugs', 'rehab', 'therapy',
  'therapist', 'diagnosis', 'diagnosed', 'dementia', 'alzheimers', 'autism', 'adhd', 'ptsd', 'trauma', 'panic',
  'stress', 'stressed', 'burnout', 'lonely', 'loneliness', 'bullied', 'bullying', 'cheating', 'cheated', 'breakup',
  'unemployed', 'layoff', 'laid', 'fired', 'bankrupt', 'bankruptcy', 'debt', 'mortgage', 'exam', 'exams', 'college',
  'school', 'job', 'career', 'covid', 'pandemic', 'vaccine', 'hospital', 'hospice', 'transplant', 'disability',
  'disabled', 'wheelchair', 'overdose', 'porn', 'pornography', 'gay', 'lgbt', 'transgender', 'racism', 'deployment',
  'military', 'veteran', 'police', 'custody', 'foster', 'stepfather', 'stepmother', 'stepson', 'stepdaughter',
  'grandson', 'granddaughter', 'boyfriend', 'girlfriend', 'fiance', 'fiancee', 'email', 'internet', 'phone',
  'speeding', 'ticket', 'sued', 'suing', 'lawsuit', 'traffic', 'license', 'mall', 'app',
]);

/**
 * Past the library's own words, a word is corrected to Scripture's only when it is long and does not
 * end like an inflected English word: short and inflected words ("ticket", "speeding") are far
 * likelier real words Scripture does not use than typos of one it does ("thicket", "speaking"),
 * while long names are often misspelt ("nebuchadnezer").
 */
const INFLECTED = /(?:ing|ed|ly)$/;
const mayBeMisspeltScripture = (word: string) => word.length >= 7 && !INFLECTED.test(word);

const addAlt = (alts: Map<string, number>, s: string, w: number) => {
  if ((alts.get(s) ?? 0) < w) alts.set(s, w);
};

/** The word a typo was meant to be, from the vocabulary; undefined for a known word or no close one. */
const correctionOf = (word: string, vocabulary: Vocabulary): string | undefined => {
  if (vocabulary.has(word) || MODERN_WORDS.has(word) || /^\d+$/.test(word)) return undefined;
  for (const [i, list] of vocabulary.lists.entries()) {
    if (i > 0 && !mayBeMisspeltScripture(word)) return undefined;
    const corrected = closestWord(word, list);
    if (corrected) return corrected;
  }
  return undefined;
};

/**
 * Of common English words, those the spelling correction would turn into another word ("amused" into
 * "abused", "wealthy" into "healthy", "curious" into "furious"): the vocabulary should know them as
 * words of their own.
 */
export const wordsMistakenForTypos = (common: readonly string[], vocabulary: Vocabulary): string[] =>
  common.filter((word) => {
    const corrected = correctionOf(word, vocabulary);
    return corrected !== undefined && stem(corrected) !== stem(word);
  });

/** The query's meaningful words, with spelling corrected against the vocabulary and synonyms added. */
export const analyzeQuery = (query: string, synonyms: SynonymMap, vocabulary: Vocabulary): QueryTerm[] => {
  const out: QueryTerm[] = [];
  const seen = new Set<string>();
  const all = terms(query);
  for (const t of all) {
    if (t.stop || seen.has(t.stem)) continue;
    seen.add(t.stem);
    const alts = new Map<string, number>([[t.stem, 1]]);
    const corrected = correctionOf(t.word, vocabulary);
    if (corrected) addAlt(alts, stem(corrected), CORRECTION_WEIGHT);
    for (const [s, w] of [...alts]) for (const same of SAME.get(s) ?? []) addAlt(alts, same, w);
    for (const [s, w] of [...alts]) for (const syn of synonyms.get(s) ?? []) addAlt(alts, syn, w * SYNONYM_WEIGHT);
    out.push({ word: t.word, stem: t.stem, index: out.length, alts, ...(corrected ? { corrected } : {}), ...(isOwned(all, t) ? { owned: true as const } : {}) });
  }
  return out;
};
