/** Child process of the corpus benchmark: loads the corpus fresh and prints its figures as JSON. */
import { loadCorpus } from '../../shared/scripture/corpus.ts';

const gc = (globalThis as { gc?: () => void }).gc!;
gc();
const heapBefore = process.memoryUsage().heapUsed;
const started = performance.now();
const web = loadCorpus('WEB');
const webMs = performance.now() - started;
loadCorpus('KJV');
const bothMs = performance.now() - started;
gc();
const heapAfter = process.memoryUsage().heapUsed;
console.log(JSON.stringify({ webMs, bothMs, heapMb: (heapAfter - heapBefore) / 2 ** 20, verses: web.verseTotal }));
