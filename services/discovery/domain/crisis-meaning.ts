import { namesAnEnding, saysItIsNotTheEnd, sigmoid, type CrisisExample } from './crisis-model.ts';
import { givesASign } from './crisis-signs.ts';
import { crisisText } from './crisis-text.ts';
import { hash } from './text.ts';
import type { WordVectors } from './word-vectors.ts';

/**
 * A third reading of crisis, by what the words mean rather than which words they are: the query's
 * word vectors pooled (their mean, and the largest and smallest value of each dimension), read by
 * a few small neural networks learned from the crisis development set and everyday searches. The
 * patterns and the bag-of-words model hear the wordings they were taught; indirect sentences come
 * in wordings no one taught them ("the pills are counted and ready", "i sent my best friend my
 * passwords"). Words near in meaning to the taught ones carry over. It is asked only where neither
 * of the others hears a crisis, and speaks only when the networks, on average, are sure.
 */
export interface MeaningModel {
  networks: Network[];
}

/**
 * One hidden layer of rectified units; `hidden` holds each unit's weights from every input, unit
 * after unit. The networks learn from features standardized over the examples taught; the
 * standardizing is then folded into the first layer, so a query's features are read as they are.
 */
export interface Network {
  hidden: number[];
  hiddenBias: number[];
  out: number[];
  outBias: number;
}

/** A network as it is run: typed arrays. */
interface ReadyNetwork {
  hidden: Float64Array;
  hiddenBias: Float64Array;
  out: Float64Array;
  outBias: number;
}

/** The model as it is run (`readyMeaningModel`, once, when the engine loads). */
export type ReadyMeaningModel = ReadyNetwork[];

/** The networks and the word vectors they read. */
export interface CrisisMeaning {
  model: ReadyMeaningModel;
  vectors: WordVectors;
}

/** Fewer words are a topic or a phrase ("aliens", "kingdom living"), which the patterns read well and these networks do not. */
const FEWEST_WORDS = 4;
/**
 * Where half the words of three letters or more have no vector (another language: "voy a misa esta noche"),
 * the pooled few say little. Shorter words are not counted: "la", "de" and "es" have vectors as English tokens.
 */
const KNOWN_SHARE = 0.5;
const COUNTED_LETTERS = 3;
/** Spanish words of three letters or more that have vectors as English tokens, counted as unknown: "pienso en mi abuela todos los dias". */
const SPANISH_WITH_VECTORS = new Set(['los', 'las', 'que', 'por', 'para', 'con', 'pero', 'muy', 'todos', 'todas', 'todo', 'cuando', 'donde', 'porque', 'esta', 'este', 'estoy', 'mis', 'del', 'una', 'tengo', 'quiero', 'soy', 'hasta', 'sin', 'nada', 'dias', 'dia']);
/** How sure the networks must be, on average: chosen on fresh sets the networks were never taught, lowered from 0.95 on `crisis-by-others.json` (docs/discovery.md). */
const MEANING_THRESHOLD = 0.9;
/** Less sure where the query gives a sign of a crisis (`crisis-signs.ts`), chosen on the twenty-first round by others (docs/discovery.md). */
const MEANING_WITH_A_SIGN_THRESHOLD = 0.8;

/**
 * A wish or a plan with an ordinary word ("i want to delete", "i need to replace"), taught as no
 * crisis: the crisis set's many "i want to …" would otherwise lend their weight to any word after
 * them. Every fifteenth common word is enough to teach it; the others are left to test it (the
 * frames are those of the sweep the tests run for both models).
 */
export const WISH_FRAMES = ['i want to W', "i'm going to W", "i'm ready to W", 'i wish i could W', 'i plan to W', 'i hope to W', "i'm thinking of W", 'i need to W', 'i want to W tonight'];
const WISH_WORD_STEP = 15;

export const ordinaryWishes = (commonWords: readonly string[], step = WISH_WORD_STEP): CrisisExample[] =>
  commonWords
    .filter((w) => !namesAnEnding(w))
    .filter((_, i) => i % step === 0)
    .map((w, i) => ({ query: WISH_FRAMES[i % WISH_FRAMES.length].replace('W', w), crisis: false }));

/**
 * Six networks, not three: each retraining moves which twins the average hears, and the average of more moves less.
 * Trained four times with other seeds, three networks read `crisis-by-others.json` (its four rounds then) at recall 0.851 to 0.864 and
 * false alarms 0.080 to 0.087; six read 0.862 and 0.081, and lean together on fewer taught negatives (52 where
 * three did on 71). Nine read much as six and took twice as long to learn (docs/discovery.md).
 */
const TRAINING = { networks: 6, units: 32, epochs: 30, batch: 64, step: 0.003, l2: 3e-4 } as const;

/** The pooled vectors of the text's words; undefined for a text too short to read, or with too few words known. */
export const meaningFeatures = (vectors: WordVectors, text: string): Float64Array | undefined => {
  const words = text.split(' ').filter(Boolean);
  if (words.length < FEWEST_WORDS) return undefined;
  const counted = words.filter((w) => w.length >= COUNTED_LETTERS);
  if (counted.filter((w) => vectors.row(w) !== undefined && !SPANISH_WITH_VECTORS.has(w)).length <= counted.length * KNOWN_SHARE) return undefined;
  const rows = words.map(vectors.row).filter((r) => r !== undefined);
  const d = vectors.dimensions;
  const features = new Float64Array(3 * d);
  features.fill(-Infinity, d, 2 * d).fill(Infinity, 2 * d);
  for (const row of rows) {
    const scale = vectors.scales[row];
    for (let i = 0; i < d; i++) {
      const x = vectors.bytes[row * d + i] * scale;
      features[i] += x / rows.length;
      if (x > features[d + i]) features[d + i] = x;
      if (x < features[2 * d + i]) features[2 * d + i] = x;
    }
  }
  return features;
};

/** The likelihood one network gives its inputs; its hidden units are written into `units`. */
const forward = (net: ReadyNetwork, inputs: Float64Array, units: Float64Array): number => {
  const { hidden, hiddenBias, out } = net;
  const size = inputs.length;
  let y = net.outBias;
  for (let u = 0, row = 0; u < units.length; u++, row += size) {
    let sum = hiddenBias[u];
    for (let i = 0; i < size; i++) sum += inputs[i] * hidden[row + i];
    units[u] = sum > 0 ? sum : 0;
    y += units[u] * out[u];
  }
  return sigmoid(y);
};

/** A small, fixed pseudo-random sequence (mulberry32): the same examples always give the same model. */
const randomFrom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** The bits of `x` well mixed (the finalizer of MurmurHash3). */
const mixed = (x: number) => {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
};

/**
 * The order examples are seen in, each epoch: by a hash of each example's own text with the epoch
 * and the seed, so that teaching a few more examples puts each where it falls and leaves the order
 * of the others as it was. A shuffle drawn from one random sequence would deal every batch anew.
 */
export const epochOrder = (keys: readonly number[], epoch: number, seed: number) => {
  const salt = mixed(Math.imul(epoch + 1, 0x9e3779b9) ^ seed);
  const ranks = keys.map((k) => mixed(k ^ salt));
  return keys.map((_, i) => i).sort((a, b) => ranks[a] - ranks[b] || keys[a] - keys[b]);
};

/** Mini-batch Adam on the log loss with L2, from small random weights. */
const trainNetwork = (rows: Float64Array[], labels: number[], keys: readonly number[], seed: number): ReadyNetwork => {
  const random = randomFrom(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const inputs = rows[0].length;
  const n = TRAINING.units;
  const params = [
    Float64Array.from({ length: inputs * n }, () => normal() / Math.sqrt(inputs)),
    new Float64Array(n),
    Float64Array.from({ length: n }, () => normal() / Math.sqrt(n)),
    new Float64Array(1),
  ];
  const [hidden, hiddenBias, out, outBias] = params;
  const grads = params.map((p) => new Float64Array(p.length));
  const [gHidden, gHiddenBias, gOut, gOutBias] = grads;
  const moment = params.map((p) => new Float64Array(p.length));
  const velocity = params.map((p) => new Float64Array(p.length));
  const units = new Float64Array(n);
  const unitGrad = new Float64Array(n);
  const net: ReadyNetwork = { hidden, hiddenBias, out, outBias: 0 };
  let t = 0;
  for (let epoch = 0; epoch < TRAINING.epochs; epoch++) {
    const order = epochOrder(keys, epoch, seed);
    for (let start = 0; start < order.length; start += TRAINING.batch) {
      const batch = order.slice(start, start + TRAINING.batch);
      grads.forEach((g) => g.fill(0));
      for (const e of batch) {
        const z = rows[e];
        net.outBias = outBias[0];
        const g = (forward(net, z, units) - labels[e]) / batch.length;
        gOutBias[0] += g;
        for (let u = 0; u < n; u++) {
          gOut[u] += g * units[u];
          unitGrad[u] = units[u] > 0 ? g * out[u] : 0;
          gHiddenBias[u] += unitGrad[u];
        }
        for (let u = 0, row = 0; u < n; u++, row += inputs) {
          const gu = unitGrad[u];
          if (gu !== 0) for (let i = 0; i < inputs; i++) gHidden[row + i] += z[i] * gu;
        }
      }
      t++;
      const [firstMoment, secondMoment] = [1 - 0.9 ** t, 1 - 0.999 ** t];
      params.forEach((p, k) => {
        const [g, m, v] = [grads[k], moment[k], velocity[k]];
        for (let i = 0; i < p.length; i++) {
          const gi = g[i] + TRAINING.l2 * p[i];
          m[i] = 0.9 * m[i] + 0.1 * gi;
          v[i] = 0.999 * v[i] + 0.001 * gi * gi;
          p[i] -= (TRAINING.step * m[i]) / firstMoment / (Math.sqrt(v[i] / secondMoment) + 1e-8);
        }
      });
    }
  }
  return { hidden, hiddenBias, out, outBias: outBias[0] };
};

const rounded = (a: ArrayLike<number>) => Array.from(a, (x) => Math.round(x * 1e5) / 1e5);

/** A network that reads standardized features, made to read them as they are. */
const folded = (net: ReadyNetwork, center: Float64Array, spread: Float64Array): Network => {
  const size = center.length;
  const hidden = net.hidden.map((w, k) => w / spread[k % size]);
  const hiddenBias = net.hiddenBias.map((b, u) => center.reduce((sum, c, i) => sum - c * hidden[u * size + i], b));
  return { hidden: rounded(hidden), hiddenBias: rounded(hiddenBias), out: rounded(net.out), outBias: rounded([net.outBias])[0] };
};

/** What every network learns from: the examples' features standardized, with their labels and the keys that order them. */
export interface MeaningTraining {
  rows: Float64Array[];
  labels: number[];
  keys: number[];
  center: Float64Array;
  spread: Float64Array;
}

/** The seeds of the networks, one each. */
export const MEANING_SEEDS: readonly number[] = Array.from({ length: TRAINING.networks }, (_, i) => i + 1);

/** The examples prepared for learning; an example `meaningFeatures` cannot read teaches nothing. */
export const meaningTraining = (vectors: WordVectors, examples: readonly CrisisExample[]): MeaningTraining => {
  const taught = examples.flatMap((e) => {
    const features = meaningFeatures(vectors, crisisText(e.query));
    return features ? [{ features, label: e.crisis ? 1 : 0, key: hash(e.query) }] : [];
  });
  const size = taught[0].features.length;
  const center = Float64Array.from({ length: size }, (_, i) => taught.reduce((s, e) => s + e.features[i], 0) / taught.length);
  const spread = center.map((c, i) => Math.sqrt(taught.reduce((s, e) => s + (e.features[i] - c) ** 2, 0) / taught.length) + 1e-6);
  const rows = taught.map((e) => e.features.map((x, i) => (x - center[i]) / spread[i]));
  return { rows, labels: taught.map((e) => e.label), keys: taught.map((e) => e.key), center, spread };
};

/** The network learned with one seed: the same training and seed give the same network, wherever it is learned. */
export const trainMeaningNetwork = ({ rows, labels, keys, center, spread }: MeaningTraining, seed: number): Network =>
  folded(trainNetwork(rows, labels, keys, seed), center, spread);

/** Learns the networks from examples, one after another unless given a way to learn them all at once. */
export const trainMeaningModel = (
  vectors: WordVectors,
  examples: readonly CrisisExample[],
  trainAll = (training: MeaningTraining) => MEANING_SEEDS.map((seed) => trainMeaningNetwork(training, seed)),
): MeaningModel => ({ networks: trainAll(meaningTraining(vectors, examples)) });

export const readyMeaningModel = (model: MeaningModel): ReadyMeaningModel =>
  model.networks.map((net) => ({ hidden: new Float64Array(net.hidden), hiddenBias: new Float64Array(net.hiddenBias), out: new Float64Array(net.out), outBias: net.outBias }));

/** The networks' features for a query as `crisisText` reads it; none where it says it is not the end. */
const featuresOf = (vectors: WordVectors, text: string) => (saysItIsNotTheEnd(text) ? undefined : meaningFeatures(vectors, text));

/**
 * Do the networks, sure enough, read a crisis in the query? They are run one after another, and
 * stop as soon as the others could no longer lift the average over the line: most searches need one.
 */
export const meaningReadsCrisis = ({ model, vectors }: CrisisMeaning, query: string): boolean => {
  const text = crisisText(query);
  const features = featuresOf(vectors, text);
  if (!features) return false;
  const units = new Float64Array(model[0].out.length);
  let sum = 0;
  for (const [k, net] of model.entries()) {
    sum += forward(net, features, units);
    if (sum + (model.length - 1 - k) <= MEANING_WITH_A_SIGN_THRESHOLD * model.length) return false;
  }
  return sum / model.length > MEANING_THRESHOLD || givesASign(text);
};

/** How likely the networks, on average, find it that a text as `crisisText` reads it speaks of ending one's life (0 where they are not asked). */
export const meaningLikelihood = ({ model, vectors }: CrisisMeaning, text: string): number => {
  const features = featuresOf(vectors, text);
  if (!features) return 0;
  const units = new Float64Array(model[0].out.length);
  return model.reduce((sum, net) => sum + forward(net, features, units), 0) / model.length;
};
