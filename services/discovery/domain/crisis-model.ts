import { givesASign } from './crisis-signs.ts';
import { crisisText, MANNERS_OF_LIVING } from './crisis-text.ts';
import { indexInSorted } from './sorted.ts';

/**
 * A second reading of crisis, learned from the crisis development set: a logistic regression over
 * the words and word pairs of `crisisText`. The patterns of `crisis.ts` say exactly what they
 * catch, but each fresh set of phrasings, written after the last was taught, lost half or more of
 * them to wordings no pattern had seen ("log off for good", "i want to end everyting"). The model
 * weighs every word it was taught, so it carries some of that over. It is asked only where no
 * pattern hears a crisis, speaks only when it is sure (surer when the query names no ending), and then
 * the answer is the crisis answer: the line and verses for despair and hope.
 */
export interface CrisisModel {
  bias: number;
  /** Every feature the model weighs, in ascending order (looked up by bisection: a map of them took 10 ms to build at a cold start). */
  features: readonly string[];
  /** The weight of `features[i]`. */
  weights: readonly number[];
}

export interface CrisisExample {
  query: string;
  crisis: boolean;
}

/** How sure the model must be where the query names an ending or gives a sign (`crisis-signs.ts`): chosen on fresh sets, each read by the model trained before it (docs/discovery.md). */
const CRISIS_MODEL_THRESHOLD = 0.75;
/** Surer still where the query names no ending ("i don't see a future for myself, i want out"); lowered from 0.93 on `crisis-by-others.json` (docs/discovery.md). */
const UNNAMED_ENDING_THRESHOLD = 0.85;

/**
 * A word of ending, dying, the means or being gone: without one the model must be surer. Words of
 * living are not among them: "i want to live for god" shares every word but one with a crisis.
 */
const ENDING_WORD =
  /\b(?:die|died|dying|dead|death|end|ending|ended|over|gone|kill\w*|forever|for good|permanently|bullet|pills?|meds|rope|gun|jump\w*|bridge|disappear\w*|vanish\w*|goodbye|burden|hurt|cut\w*|bleed\w*|overdose\w*|noose|hang\w*|suicid\w*|funeral|grave|heaven)\b/;

const NOT_WANTING_TO_DIE = /\b(?:not|never) (?:want|ready|wish|planning|plan|trying|going) to (?:die|be dead)\b(?! but\b)/;
/** Afraid of dying, the opposite of wanting to: "panic attacks make me feel like i'm going to die", "scared i'll die in surgery". */
const FEARS_DYING =
  /\b(?:(?:feel|feels|felt|feeling) like (?:i am|i was) going to die|(?:scared|afraid|terrified) (?:that )?i (?:am going to|will) die|thought i was going to die)\b(?! (?:if|unless|anyway)\b)/;
/** Slow, not gone: "waiting on god for an answer and it's taking forever", with no other word of ending. */
const TAKING_FOREVER = /\b(?:take|takes|taking|took|taken) forever\b/;
const onlySlow = (text: string) => TAKING_FOREVER.test(text) && !ENDING_WORD.test(text.split(TAKING_FOREVER).join(' '));
/** Regret for years wasted ("turning 50 next week and feel like ive wasted my life"), with no word of ending or of giving up beside it. */
const WASTED_YEARS = /\b(?:wasted|wasting|threw away|thrown away) (?:my (?:whole )?(?:life|years|twenties|thirties|forties|youth)|so (?:many|much) (?:years|time)|(?:all )?(?:those|these) years)\b/;
const GIVING_UP = /\b(?:point|out|give up|giving up|done|tired|hate|any ?more)\b/;
const onlyRegret = (text: string) => {
  if (!WASTED_YEARS.test(text)) return false;
  const rest = text.split(WASTED_YEARS).join(' ');
  return !ENDING_WORD.test(rest) && !GIVING_UP.test(rest);
};
/** A goodbye for now: "see you all next week". */
const COMING_BACK =
  /\bsee (?:you|ya|y all|everyone)(?: all| guys| again)? (?:next|tomorrow|tonight|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|after (?:the )?(?:summer|winter|break|holidays?|weekend|christmas|easter|vacation|class|school|work)|in (?:the morning|a (?:bit|few|week|month)))\b/;
/** Not wanting to live selfishly any more: how a life is lived, not whether. */
const HOW_ONE_LIVES = new RegExp(String.raw`\b(?:not|never|stop) (?:(?:want|wish) to )?(?:live|living) (?:so |too )?${MANNERS_OF_LIVING}\b`);
/**
 * Forgiveness asked for what one has done ("how can god forgive me after everything i have done"), with nothing
 * said of what one is about to do: the crisis set's "will god forgive me if i…" lends the learned readings its words.
 */
const PAST_DEEDS = /\b(?:(?:everything|all|what|the things|things) (?:\w+ ){0,4}i (?:have )?(?:done|did)|my past|my sins?)\b/;
const FORGIVEN = /\b(?:forgiv\w*|(?:still|ever) love me)\b/;
const WHAT_COMES = /\b(?:if|about to|going to|gonna|tonight|end\w*|kill\w*|die|dead|not be here)\b/;
const forgivenThePast = (text: string) => PAST_DEEDS.test(text) && FORGIVEN.test(text) && !WHAT_COMES.test(text);

/** Glad of life, and saying nothing against it ("my life is worth living"): words of living lie near words of dying. */
const GLAD_TO_LIVE = /\b(?:worth living|reason to live|to live for|(?:glad|happy|grateful|thankful|blessed) to be (?:alive|here)|alive again|still alive)\b/;
const DOUBTING = /\b(?:not|no|never|nothing|without|if|why|whether)\b/;
const gladToLive = (text: string) => GLAD_TO_LIVE.test(text) && !DOUBTING.test(text);

/** How long hell or heaven lasts, asked of them and not of oneself ("is hell real and does it last forever"): "forever" is theirs. */
const HOW_LONG_THE_AFTERLIFE = /\b(?:hell|heaven|eternity|lake of fire|eternal (?:punishment|torment|life))\b.{0,40}\b(?:last|lasts|forever|eternal)\b/;
const ONESELF = /\b(?:i|me|my|myself|mine)\b/;
const askedOfTheAfterlife = (text: string) => HOW_LONG_THE_AFTERLIFE.test(text) && !ONESELF.test(text);

/**
 * Someone else's eternity asked ("my best friend is muslim … is she going to hell"), or one's own salvation doubted
 * ("what if i am not really saved"): questions of faith, with no word of ending beside them.
 */
const ANOTHER_SOUL = /\b(?:is|will|would|does|did|could) (?:she|he|they|my (?:\w+ ){0,2}(?:friend|mom|mother|dad|father|grandma|grandmother|grandpa|grandfather|brother|sister|son|daughter|husband|wife|neighbor|coworker|boyfriend|girlfriend)) (?:go|going|end up|be|be going) (?:to|in) hell\b/;
const OWN_SALVATION_DOUBTED = /\b(?:what if i am not|am i(?: even)?(?: not)?) (?:really |truly |actually |even )?saved\b/;
/** A life taken beside the question, or the writer's own intent or wish to follow: not a question of faith alone. */
const A_LIFE_TAKEN_OR_FOLLOWED = /\b(?:took (?:his|her|their) (?:own )?life|(?:join|follow|be with) (?:him|her|them)|i (?:want|wanna|plan|am planning|am going|am gonna|will) to)\b/;
const askedOfFaith = (text: string) => (ANOTHER_SOUL.test(text) || OWN_SALVATION_DOUBTED.test(text)) && !ENDING_WORD.test(text) && !A_LIFE_TAKEN_OR_FOLLOWED.test(text);

/**
 * Guilt for a deed long past ("i feel guilty for something i did years ago and i cant let it go") or something done
 * "for no reason", without cause ("got fired today for no reason and i have 3 kids", not "no reason to live"), with
 * no word of ending nor of what is to come.
 */
const OLD_GUILT = /\bguilt\w*\b.{0,40}\b(?:something|what|things) (?:\w+ ){0,2}i (?:did|have done)\b.{0,20}\b(?:years|months|long time|long ago)\b/;
const WITHOUT_CAUSE = /\bfor no reason\b/;
const onlyThePastOrNoCause = (text: string) => (OLD_GUILT.test(text) || WITHOUT_CAUSE.test(text)) && !WHAT_COMES.test(text) && !ENDING_WORD.test(text);

/** The point of a practice of faith asked ("whats the point of praying if god already knows everything"), not of going on: no "anymore", no word of ending. */
const A_PRACTICE_QUESTIONED = /\bwhat is the point of (?:praying|prayer|going to church|church|reading the bible|fasting|tithing|worship)\b/;
const askedOfAPractice = (text: string) => A_PRACTICE_QUESTIONED.test(text) && !/\bany ?more\b/.test(text) && !ENDING_WORD.test(text);

/**
 * Someone else dead and come back to life, as Scripture tells it ("his friend had been dead 4 days and already stinking
 * and he shouts come out and the man walks out"), no one speaking of themselves.
 */
const RAISED_FROM_THE_DEAD = /\b(?:had been|has been|was|were) dead\b.{0,80}\b(?:comes? out|came out|walks? out|walked out|gets? up|got up|sits? up|sat up|rose|raised|alive again|back to life)\b/;
const raisedFromTheDead = (text: string) => RAISED_FROM_THE_DEAD.test(text) && !ONESELF.test(text);

/**
 * Not wanting to die, not ready to, afraid to, glad to be alive, something taking forever, years wasted, saying when one will be back, how one means
 * to live, forgiveness asked for the past, guilt for a deed long past, something done for no reason, the point of a practice of faith, how long hell lasts, someone else's eternity or one's own salvation asked, or someone raised from the dead: a bag of words cannot tell it from a crisis, so the models are not asked.
 */
export const saysItIsNotTheEnd = (text: string) =>
  NOT_WANTING_TO_DIE.test(text) ||
  FEARS_DYING.test(text) ||
  gladToLive(text) ||
  onlySlow(text) ||
  onlyRegret(text) ||
  COMING_BACK.test(text) ||
  HOW_ONE_LIVES.test(text) ||
  forgivenThePast(text) ||
  onlyThePastOrNoCause(text) ||
  askedOfAPractice(text) ||
  askedOfTheAfterlife(text) ||
  askedOfFaith(text) ||
  raisedFromTheDead(text);
export const namesAnEnding = (text: string) => ENDING_WORD.test(text);

const TRAINING = { epochs: 300, step: 5, l2: 0.3 } as const;
/** Weights this small change no answer; leaving them out keeps the file small. */
const KEPT_WEIGHT = 0.01;

/** The words of the text and each pair of neighbouring words. */
export const crisisFeatures = (text: string): string[] => {
  const words = text.split(' ').filter(Boolean);
  return [...new Set([...words, ...words.slice(1).map((w, i) => `${words[i]}_${w}`)])];
};

export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Full-batch gradient descent with L2 regularisation, from zero weights: the same examples always give the same model. */
export const trainCrisisModel = (examples: readonly CrisisExample[]): CrisisModel => {
  const vocabulary = new Map<string, number>();
  const rows = examples.map((e) => crisisFeatures(crisisText(e.query)).map((f) => vocabulary.get(f) ?? vocabulary.set(f, vocabulary.size).get(f)!));
  const labels = examples.map((e) => (e.crisis ? 1 : 0));
  const w = new Float64Array(vocabulary.size);
  let bias = 0;
  const n = examples.length;
  for (let epoch = 0; epoch < TRAINING.epochs; epoch++) {
    const gradient = new Float64Array(vocabulary.size);
    let biasGradient = 0;
    rows.forEach((row, i) => {
      const error = sigmoid(bias + row.reduce((s, f) => s + w[f], 0)) - labels[i];
      for (const f of row) gradient[f] += error;
      biasGradient += error;
    });
    for (let f = 0; f < w.length; f++) w[f] -= (TRAINING.step * (gradient[f] + TRAINING.l2 * w[f])) / n;
    bias -= (TRAINING.step * biasGradient) / n;
  }
  const kept = [...vocabulary].filter(([, f]) => Math.abs(w[f]) >= KEPT_WEIGHT).sort(([a], [b]) => (a < b ? -1 : 1));
  return { bias: Math.round(bias * 1e4) / 1e4, features: kept.map(([feature]) => feature), weights: kept.map(([, f]) => Math.round(w[f] * 1e4) / 1e4) };
};

/** How likely the model finds it that a query, as `crisisText` reads it, speaks of ending one's life (0 to 1). */
export const crisisLikelihood = (model: CrisisModel, text: string): number =>
  sigmoid(crisisFeatures(text).reduce((s, f) => {
    const at = indexInSorted(model.features, f);
    return at < 0 ? s : s + model.weights[at];
  }, model.bias));

/** Does the model, sure enough, read a crisis in the query? */
export const modelReadsCrisis = (model: CrisisModel, query: string): boolean => {
  const text = crisisText(query);
  if (saysItIsNotTheEnd(text)) return false;
  const likelihood = crisisLikelihood(model, text);
  if (likelihood <= CRISIS_MODEL_THRESHOLD) return false;
  return likelihood > UNNAMED_ENDING_THRESHOLD || namesAnEnding(text) || givesASign(text);
};
