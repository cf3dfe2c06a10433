import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { App } from 'aws-cdk-lib';
import { VerseStack } from './verse-stack.ts';

const root = resolve(import.meta.dirname, '../..');
const outputs = ['web/dist/index.html', 'shared/scripture/generated/web.json', 'services/discovery/generated/library-web.json'];
if (outputs.some((file) => !existsSync(resolve(root, file)))) {
  const { buildAll } = await import('../../scripts/lib/prepare.mjs');
  buildAll();
}

const app = new App();
new VerseStack(app, app.node.tryGetContext('verse:stackName') ?? 'Verse', {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  senderEmail: app.node.tryGetContext('verse:senderEmail'),
  operatorEmail: app.node.tryGetContext('verse:operatorEmail'),
  appUrl: app.node.tryGetContext('verse:appUrl'),
  stripe: app.node.tryGetContext('verse:stripe'),
});
