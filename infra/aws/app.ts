import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildAll } from '../../scripts/lib/prepare.mjs';
import { ContextError, readDeployContext } from './context.ts';
import { VerseStack } from './verse-stack.ts';

// Rebuild what changed since the last build (the corpus and indexes steps skip unchanged outputs), so
// a deploy never ships a stale web app or data. `npm run deploy` has just built: it skips this.
if (process.env.VERSE_SKIP_BUILD !== 'true') buildAll();

const app = new App();
// A finding that is neither fixed nor acknowledged (nag-acknowledgements.ts) stops the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
let context;
try {
  context = readDeployContext((key) => app.node.tryGetContext(key));
} catch (err) {
  if (!(err instanceof ContextError)) throw err;
  console.error(`Context error: ${err.message}`);
  process.exit(1);
}
const { stackName, ...props } = context;
new VerseStack(app, stackName, {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  ...props,
});
