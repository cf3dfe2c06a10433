import { meaningLikelihood, type CrisisMeaning } from './crisis-meaning.ts';
import { crisisLikelihood, saysItIsNotTheEnd, type CrisisModel } from './crisis-model.ts';
import { crisisText } from './crisis-text.ts';

/**
 * How far each learned reading must lean toward a crisis, both at once, for a search to be half heard.
 * Chosen on the seven sets (154th to 160th) as the models trained before them read them: of what
 * nothing else heard, half of the positives and a tenth of the negatives (docs/discovery.md).
 */
const LEANING = { words: 0.3, meaning: 0.5 } as const;
/**
 * How far both must lean for their agreement to be a crisis heard, though neither alone is sure: each
 * finds a crisis more likely than not. Read on the nine sets after the 160th by the models trained
 * before them, it took the share of positives heard from 0.74 to 0.83 and false alarms on their twins
 * from 0.093 to 0.104; none of the dev set's searches (docs/discovery.md).
 */
const AGREEING = { words: 0.5, meaning: 0.5 } as const;

/** Better off without someone else ("better off without him"): a parting, not a self that would be missed. */
const WITHOUT_SOMEONE_ELSE = /\bbetter off without (?:him|her|them|you|it)\b/;
const withoutSomeoneElse = (text: string) => WITHOUT_SOMEONE_ELSE.test(text) && !/\bwithout me\b/.test(text);

/** Where both learned readings lean toward a crisis: far enough to agree on one, or only half heard. */
export type CrisisLeaning = 'agreed' | 'half';

/**
 * How both learned readings lean where neither alone is sure ("i'm so tired of fighting my own head
 * every single day, i'm ready to stop"). Agreed, it is a crisis heard. Half heard, a quiet crisis shares
 * nearly every word with an everyday search, so the answer stays the search's own and only a gentler
 * line, carrying the same number, is shown above it. The bag of words is asked first: it is the cheaper.
 */
export const crisisLeaning = (model: CrisisModel, meaning: CrisisMeaning, query: string): CrisisLeaning | undefined => {
  const text = crisisText(query);
  if (saysItIsNotTheEnd(text) || withoutSomeoneElse(text)) return undefined;
  const words = crisisLikelihood(model, text);
  if (words <= LEANING.words) return undefined;
  const meant = meaningLikelihood(meaning, text);
  if (meant <= LEANING.meaning) return undefined;
  return words > AGREEING.words && meant > AGREEING.meaning ? 'agreed' : 'half';
};
