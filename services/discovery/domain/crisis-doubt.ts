import { meaningLikelihood, type CrisisMeaning } from './crisis-meaning.ts';
import { crisisLikelihood, saysItIsNotTheEnd, type CrisisModel } from './crisis-model.ts';
import { crisisText } from './crisis-text.ts';

/**
 * How far each learned reading must lean toward a crisis, both at once, for a search to be half heard.
 * Chosen on the seven sets (154th to 160th) as the models trained before them read them: of what
 * nothing else heard, half of the positives and a tenth of the negatives (docs/discovery.md).
 */
const LEANING = { words: 0.3, meaning: 0.5 } as const;

/** Glad of life, and saying nothing against it ("my life is worth living"): words of living lie near words of dying. */
const GLAD_TO_LIVE = /\b(?:worth living|reason to live|to live for|(?:glad|happy|grateful|thankful|blessed) to be (?:alive|here)|alive again|still alive)\b/;
const DOUBTING = /\b(?:not|no|never|nothing|without|if|why|whether)\b/;
const gladToLive = (text: string) => GLAD_TO_LIVE.test(text) && !DOUBTING.test(text);

/**
 * A crisis half heard: where no pattern hears one and neither model is sure, both lean toward it
 * ("i'm so tired of fighting my own head every single day, i'm ready to stop"). A quiet crisis shares
 * nearly every word with an everyday search, so the answer stays the search's own and only a gentler
 * line, carrying the same number, is shown above it. The bag of words is asked first: it is the cheaper.
 */
export const halfHeardCrisis = (model: CrisisModel, meaning: CrisisMeaning, query: string): boolean => {
  const text = crisisText(query);
  return !saysItIsNotTheEnd(text) && !gladToLive(text) && crisisLikelihood(model, text) > LEANING.words && meaningLikelihood(meaning, text) > LEANING.meaning;
};
