import { type CfnElement, type Stack, Token, Validations } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag AwsSolutions findings that are true of the stack by design, each with its reason. Anything
 * not listed here fails the stack test, so a new finding is either fixed or argued for here.
 */
const STACK_WIDE = {
  'AwsSolutions-APIG4':
    'Routes are public by design (visitors search without an account); routes that need an account verify the session JWT in the function, as the shared route table declares.',
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]':
    "The AWS-managed basic execution policy only lets a function write its own logs.",
  'AwsSolutions-IAM5[Resource::*]':
    'X-Ray segment uploads and Polly SynthesizeSpeech have no resource-level permissions: AWS requires "*".',
  'AwsSolutions-L1':
    "CDK's own helper functions (bucket deployment, auto-delete, log retention) pick their runtime; Verse's functions use the newest Node.js.",
};

const BY_CONSTRUCT: Record<string, Record<string, string>> = {
  JwtSecret: {
    'AwsSolutions-SMG4':
      'Rotating the session-signing secret signs every visitor out; it is rotated by hand when needed (README, "Rotating secrets").',
  },
  OriginSecret: {
    'AwsSolutions-SMG4':
      'CloudFront holds a copy of this secret; it is rotated by hand with a redeploy, which updates both (README, "Rotating secrets").',
  },
  LogBucket: { 'AwsSolutions-S1': 'This is the access-log bucket itself; logging it into itself would loop.' },
  DailyTenRefreshDeadLetters: {
    'AwsSolutions-SQS3': "This queue is itself the dead-letter queue of the weekly refresh's EventBridge target (cdk-nag sees only SQS redrive policies).",
  },
  Web: { 'AwsSolutions-CFR1': 'Verse is for readers everywhere: no country is blocked.' },
};

const DEFAULT_CERTIFICATE = {
  'AwsSolutions-CFR4':
    "Without a custom domain CloudFront serves its default certificate, whose minimum TLS version cannot be set; with verse:domain the minimum is TLS 1.2.",
};

const BUCKET_DEPLOYMENT = "CDK's bucket deployment copies the web build from the asset bucket and replaces the previous build";
const BUCKET_DEPLOYMENT_ACTIONS = ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'];

const acknowledge = (scope: IConstruct, rules: Record<string, string>) =>
  Validations.of(scope).acknowledge(...Object.entries(rules).map(([id, reason]) => ({ id, reason })));

const arnRef = (stack: Stack, construct: IConstruct) => `<${stack.getLogicalId(construct.node.defaultChild as CfnElement)}.Arn>`;

export interface Acknowledged {
  tables: Table[];
  audioBucket: IConstruct;
  webBucket: IConstruct;
  customDomain: boolean;
}

export const acknowledgeFindings = (stack: Stack, { tables, audioBucket, webBucket, customDomain }: Acknowledged) => {
  acknowledge(stack, STACK_WIDE);
  if (!customDomain) acknowledge(stack.node.findChild('Web'), DEFAULT_CERTIFICATE);
  for (const [id, rules] of Object.entries(BY_CONSTRUCT)) {
    const scope = stack.node.tryFindChild(id);
    if (!scope) throw new Error(`acknowledgements name ${id}, which the stack no longer has`);
    acknowledge(scope, rules);
  }
  for (const table of tables) {
    acknowledge(stack, { [`AwsSolutions-IAM5[Resource::${arnRef(stack, table)}/index/*]`]: 'Reading a table includes its indexes (the users table is found by email).' });
  }
  acknowledge(stack, {
    [`AwsSolutions-IAM5[Resource::${arnRef(stack, audioBucket)}/*]`]:
      'Spoken audio is stored under keys made from the verse it speaks; the speech function reads and writes objects only.',
  });
  // The deployment's handler is a stack-level singleton, so its grants are acknowledged on it.
  const deployer = stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (deployer) {
    const known = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<${pseudo}>` : value);
    const assets = `arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${known(stack.account, 'AWS::AccountId')}-${known(stack.region, 'AWS::Region')}/*`;
    acknowledge(deployer, {
      ...Object.fromEntries(BUCKET_DEPLOYMENT_ACTIONS.map((a) => [`AwsSolutions-IAM5[Action::${a}]`, BUCKET_DEPLOYMENT])),
      [`AwsSolutions-IAM5[Resource::${arnRef(stack, webBucket)}/*]`]: BUCKET_DEPLOYMENT,
      [`AwsSolutions-IAM5[Resource::${assets}]`]: BUCKET_DEPLOYMENT,
    });
  }
};
