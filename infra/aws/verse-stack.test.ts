import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, SERVICE_NAMES } from '@verse/shared/api/routes/index';
import { ALL_TABLES } from '@verse/shared/data/tables';
import { VerseStack } from './verse-stack.ts';

let template: Template;

beforeAll(() => {
  // Synthesize in-process without bundling: the template is what is checked here.
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new VerseStack(app, 'VerseTest', {
    env: { account: '123456789012', region: 'us-east-1' },
    senderEmail: 'no-reply@example.com',
    operatorEmail: 'feedback@example.com',
  });
  template = Template.fromStack(stack);
}, 60_000);

describe('the AWS stack', () => {
  it('has an API Gateway route for every route of the route table, and no others', () => {
    const routes = template.findResources('AWS::ApiGatewayV2::Route');
    const keys = Object.values(routes).map((r) => r.Properties.RouteKey).sort();
    expect(keys).toEqual(ROUTES.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('has one arm64 Node.js 22 function per service', () => {
    const fns = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (f) => f.Properties.Environment?.Variables?.JWT_SECRET_ARN,
    );
    expect(fns).toHaveLength(SERVICE_NAMES.length);
    for (const f of fns) {
      expect(f.Properties.Runtime).toBe('nodejs22.x');
      expect(f.Properties.Architectures).toEqual(['arm64']);
    }
  });

  it('creates every table spec with its keys, indexes, TTL and point-in-time recovery', () => {
    const tables = Object.values(template.findResources('AWS::DynamoDB::Table'));
    expect(tables).toHaveLength(ALL_TABLES.length);
    for (const spec of ALL_TABLES) {
      const match = tables.find((t) => {
        const keys = t.Properties.KeySchema as { AttributeName: string; KeyType: string }[];
        const hash = keys.find((k) => k.KeyType === 'HASH')?.AttributeName;
        const range = keys.find((k) => k.KeyType === 'RANGE')?.AttributeName;
        const indexes = ((t.Properties.GlobalSecondaryIndexes ?? []) as { IndexName: string }[]).map((i) => i.IndexName).sort();
        return (
          hash === spec.partitionKey.name &&
          range === spec.sortKey?.name &&
          JSON.stringify(indexes) === JSON.stringify((spec.indexes ?? []).map((i) => i.name).sort())
        );
      });
      expect(match, `table ${spec.id}`).toBeDefined();
      expect(match!.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
      if (spec.ttlAttribute) {
        expect(match!.Properties.TimeToLiveSpecification).toEqual({ AttributeName: spec.ttlAttribute, Enabled: true });
      }
    }
  });

  it('serves the web app from a private bucket through CloudFront with /api/* sent to the API', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        CacheBehaviors: [Match.objectLike({ PathPattern: '/api/*', AllowedMethods: Match.arrayWith(['PUT', 'POST', 'DELETE']) })],
      }),
    });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
    template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: Match.stringLikeRegexp('index.html') });
  });

  it('verifies the SES sender identity from context', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'no-reply@example.com' });
  });
});
