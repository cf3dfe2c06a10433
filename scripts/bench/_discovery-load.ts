/** Child process of the discovery benchmark: loads corpus, library and indexes fresh; prints figures as JSON. */
export {};
const started = performance.now();
const { engineData } = await import('../../services/discovery/engine.ts');
const imported = performance.now();
engineData();
const loaded = performance.now();
console.log(JSON.stringify({ loadMs: loaded - imported, importAndLoadMs: loaded - started, rssMb: process.memoryUsage().rss / 2 ** 20 }));
