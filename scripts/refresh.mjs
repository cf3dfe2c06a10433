// `npm run refresh`: runs the Daily Ten's weekly job (publish this week's plan if missing, and next
// week's) on the running local app, as EventBridge runs it every Saturday in AWS.
const port = process.env.PORT ?? '8787';
const url = `http://localhost:${port}/_dev/refresh`;
try {
  const res = await fetch(url);
  const body = await res.json();
  const weeks = body.published ?? [];
  console.log(weeks.length ? `Published the Daily Ten plans for the weeks of ${weeks.join(' and ')}.` : 'The Daily Ten plans for this week and next were already published.');
} catch {
  console.error(`Verse is not running at http://localhost:${port}. Start it with \`npm start\` (or set PORT), then run this again.`);
  process.exit(1);
}
