/** Child process of the discovery benchmark: loads corpus, library and indexes fresh; prints figures as JSON. */
export {};
const started = performance.now();
const { discoverVerses, engineData } = await import('../../services/discovery/engine.ts');
const imported = performance.now();
engineData();
const loaded = performance.now();
const firstSearch = async (query: string) => {
  const t = performance.now();
  await discoverVerses(query, { version: 'WEB', limit: 10, today: '2025-03-03' });
  return performance.now() - t;
};
const firstSearchMs = await firstSearch('i feel anxious');
// Five words or more: the first such search builds the index of remembered verses (both versions when it quotes neither).
const firstLongSearchMs = await firstSearch('my husband lost his job and we are scared');
// The first query with a number loads the reference parser.
const firstReferenceSearchMs = await firstSearch('john 3:16');
console.log(JSON.stringify({ loadMs: loaded - imported, importAndLoadMs: loaded - started, rssMb: process.memoryUsage().rss / 2 ** 20, firstSearchMs, firstLongSearchMs, firstReferenceSearchMs }));
