/**
 * Build step: prepares the discovery engine's library and full-text index into
 * `services/discovery/generated/` (shipped with the function, which never writes them). Only files
 * whose inputs changed are rebuilt. Run after the corpus build: `npx tsx services/discovery/build-indexes.ts`.
 */
import { buildGeneratedFiles } from './engine.ts';

const started = performance.now();
const rebuilt = buildGeneratedFiles();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(rebuilt.length > 0 ? `discovery indexes built in ${seconds} s: ${rebuilt.join(', ')}` : 'discovery indexes up to date');
