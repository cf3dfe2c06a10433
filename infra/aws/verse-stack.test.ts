import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CLIENT_IP_HEADER, ORIGIN_HEADER } from '@verse/shared/operations';
import { API_CSP, COMMON_SECURITY_HEADERS, inlineScriptHashes } from '@verse/shared/security-headers';
import { IMMUTABLE_BIBLE_PATHS } from '@verse/shared/api/routes/bible';
import { ROUTES, SERVICE_NAMES } from '@verse/shared/api/routes/index';
import { ALL_TABLES } from '@verse/shared/data/tables';
import { SERVICE_NEEDS, TABLE_ACTIONS } from './service-needs.ts';
import { VerseStack } from './verse-stack.ts';

let template: Template;
let stack: VerseStack;

const props = { senderEmail: 'no-reply@example.com', operatorEmail: 'feedback@example.com' };
// Synthesize in-process without bundling: the template is what is checked here.
const newApp = () => new App({ context: { 'aws:cdk:bundling-stacks': [] } });

beforeAll(() => {
  stack = new VerseStack(newApp(), 'VerseTest', { env: { account: '123456789012', region: 'us-east-1' }, ...props });
  template = Template.fromStack(stack);
}, 60_000);

const unacknowledgedFindings = (scope: VerseStack | import('aws-cdk-lib').Stack) =>
  new AwsSolutionsChecks().validateScope(scope).violations.map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);

describe('the AWS stack', () => {
  it('has an API Gateway route for every route of the route table, and no others', () => {
    const routes = template.findResources('AWS::ApiGatewayV2::Route');
    const keys = Object.values(routes).map((r) => r.Properties.RouteKey).sort();
    expect(keys).toEqual(ROUTES.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('has one traced arm64 Node.js 24 function per service and one per weekly job, logging to a log group with retention', () => {
    const fns = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (f) => f.Properties.Environment?.Variables?.JWT_SECRET_ARN,
    );
    // Besides one per service: the Daily Ten's weekly refresh and the job that speaks its week ahead.
    expect(fns).toHaveLength(SERVICE_NAMES.length + 2);
    for (const f of fns) {
      expect(f.Properties.Runtime).toBe('nodejs24.x');
      expect(f.Properties.TracingConfig).toEqual({ Mode: 'Active' });
      expect(f.Properties.LoggingConfig?.LogGroup).toBeDefined();
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
        CacheBehaviors: Match.arrayWith([Match.objectLike({ PathPattern: '/api/*', AllowedMethods: Match.arrayWith(['PUT', 'POST', 'DELETE']) })]),
      }),
    });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
    template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: Match.stringLikeRegexp('index.html') });
  });

  it('caches Bible chapters and the book list at CloudFront, one copy per version, and nothing else of the API', () => {
    const config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    const behaviors = config.CacheBehaviors as { PathPattern: string; CachePolicyId: unknown; AllowedMethods: string[] }[];
    expect(behaviors.map((b) => b.PathPattern)).toEqual([...IMMUTABLE_BIBLE_PATHS, '/api/*']);
    const policies = template.findResources('AWS::CloudFront::CachePolicy');
    const [policyId, policy] = Object.entries(policies).find(([, p]) => p.Properties.CachePolicyConfig.Comment.startsWith('Bible'))!;
    expect(policy.Properties.CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig).toEqual({ QueryStringBehavior: 'whitelist', QueryStrings: ['version'] });
    for (const b of behaviors.slice(0, -1)) {
      expect(b.CachePolicyId).toEqual({ Ref: policyId });
      expect(b.AllowedMethods).toEqual(['GET', 'HEAD']);
    }
    // Every other API path is never cached (the managed CachingDisabled policy).
    expect(behaviors.at(-1)!.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
  });

  it('answers with security headers: HSTS, no framing, a referrer and permissions policy, and a CSP hashing the inline scripts of the built page', () => {
    const policies = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')).map((p) => p.Properties.ResponseHeadersPolicyConfig);
    expect(policies).toHaveLength(2);
    for (const config of policies) {
      expect(config.SecurityHeadersConfig.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Override: true });
      expect(config.SecurityHeadersConfig.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
      expect(config.SecurityHeadersConfig.ContentTypeOptions).toEqual({ Override: true });
      expect(config.CustomHeadersConfig.Items).toContainEqual({ Header: 'Permissions-Policy', Value: COMMON_SECURITY_HEADERS['permissions-policy'], Override: true });
    }
    const csp = policies.map((c) => c.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    const hashes = inlineScriptHashes(readFileSync(resolve(import.meta.dirname, '../../web/dist/index.html'), 'utf8'));
    expect(hashes.length).toBeGreaterThan(0);
    expect(csp).toContain(API_CSP);
    const app = csp.find((c) => c !== API_CSP)!;
    for (const hash of hashes) expect(app).toContain(hash);
    expect(app).toContain("frame-ancestors 'none'");
    expect(app).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const behaviors = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    expect(behaviors.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
    expect(behaviors.CacheBehaviors.every((b: { ResponseHeadersPolicyId?: unknown }) => b.ResponseHeadersPolicyId)).toBe(true);
  });

  it("verifies the sender's domain with DKIM and suppresses and reports bounces and complaints", () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'example.com' });
    template.hasResourceProperties('AWS::SES::ConfigurationSet', { SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] } });
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({ MatchingEventTypes: ['bounce', 'complaint'], SnsDestination: Match.anyValue() }),
    });
    for (const f of serviceFunctions(template).filter((f) => f.Properties.Environment.Variables.MAIL_CONFIGURATION_SET)) {
      expect(f.Properties.Environment.Variables.MAIL_FROM).toBe('no-reply@example.com');
    }
    expect(serviceFunctions(template).filter((f) => f.Properties.Environment.Variables.MAIL_CONFIGURATION_SET).length).toBeGreaterThan(0);
  });

  it("creates the sender domain's DKIM records when its Route 53 zone is the custom domain's", () => {
    const domain = { name: 'verse.example.com', hostedZoneId: 'Z0123456789', hostedZoneName: 'example.com' };
    const t = Template.fromStack(new VerseStack(newApp(), 'VerseDkim', { env: { account: '123456789012', region: 'us-east-1' }, domain, ...props }));
    t.resourceCountIs('AWS::Route53::RecordSet', 2 + 3);
  });

  it('has no cdk-nag AwsSolutions finding that is neither fixed nor acknowledged with a reason', () => {
    expect(unacknowledgedFindings(stack)).toEqual([]);
  });

  it('is also clean when deployed outside us-east-1 (the web ACL moves to a us-east-1 companion stack)', () => {
    const app = newApp();
    const eu = new VerseStack(app, 'VerseEu', { env: { account: '123456789012', region: 'eu-west-1' }, ...props });
    const edge = app.node.findChild('VerseEuEdge') as import('aws-cdk-lib').Stack;
    expect(edge.region).toBe('us-east-1');
    Template.fromStack(edge).resourceCountIs('AWS::WAFv2::WebACL', 1);
    Template.fromStack(eu).resourceCountIs('AWS::WAFv2::WebACL', 0);
    expect(unacknowledgedFindings(eu)).toEqual([]);
  });

  it('throttles the API stage and writes its access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() }),
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it('puts a WAF web ACL with a per-address API rate rule and the AWS common rules in front of CloudFront', () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      Rules: Match.arrayWith([
        Match.objectLike({ Statement: { RateBasedStatement: Match.objectLike({ AggregateKeyType: 'IP' }) } }),
        Match.objectLike({ Name: 'AWSManagedRulesCommonRuleSet' }),
      ]),
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: Match.anyValue(), HttpVersion: 'http2and3', Logging: Match.objectLike({ Bucket: Match.anyValue() }) }),
    });
  });

  it('protects data in production: deletion-protected tables and a termination-protected stack', () => {
    const prod = new VerseStack(newApp(), 'VerseProd', { env: { account: '123456789012', region: 'us-east-1' }, stage: 'prod', ...props });
    expect(prod.terminationProtection).toBe(true);
    for (const t of Object.values(Template.fromStack(prod).findResources('AWS::DynamoDB::Table'))) {
      expect(t.Properties.DeletionProtectionEnabled).toBe(true);
    }
    expect(stack.terminationProtection).toBe(false);
  });

  it('lets only CloudFront reach the API: it sends an origin secret every function checks', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([
          Match.objectLike({ OriginCustomHeaders: [{ HeaderName: ORIGIN_HEADER, HeaderValue: Match.anyValue() }] }),
        ]),
      }),
    });
    for (const f of serviceFunctions(template)) expect(f.Properties.Environment.Variables.ORIGIN_SECRET_ARN).toBeDefined();
  });

  it("passes the viewer's address to the API, which API Gateway alone would report as CloudFront's", () => {
    template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: Match.stringLikeRegexp(`${CLIENT_IP_HEADER}.*event\\.viewer\\.ip`) });
  });

  it('without a custom domain, emailed links use the CloudFront address the functions read from SSM', () => {
    const names = new Set(serviceFunctions(template).map((f) => f.Properties.Environment.Variables.APP_URL_PARAMETER));
    expect([...names]).toEqual(['/verse/VerseTest/app-url']);
    template.hasResourceProperties('AWS::SSM::Parameter', {
      Name: '/verse/VerseTest/app-url',
      Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] }]] },
    });
  });

  it('serves a custom domain with its own certificate, TLS 1.2 at least, alias records and links to it', () => {
    const app = newApp();
    const domain = { name: 'verse.example.org', hostedZoneId: 'Z0123456789', hostedZoneName: 'example.org' };
    const eu = new VerseStack(app, 'VerseDomain', { env: { account: '123456789012', region: 'eu-west-1' }, domain, ...props });
    const t = Template.fromStack(eu);
    t.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['verse.example.org'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021' }),
      }),
    });
    t.resourceCountIs('AWS::Route53::RecordSet', 2);
    t.resourceCountIs('AWS::SSM::Parameter', 0);
    for (const f of serviceFunctions(t)) expect(f.Properties.Environment.Variables.APP_URL).toBe('https://verse.example.org');
    const edge = app.node.findChild('VerseDomainEdge') as import('aws-cdk-lib').Stack;
    Template.fromStack(edge).hasResourceProperties('AWS::CertificateManager::Certificate', { DomainName: 'verse.example.org' });
    expect(unacknowledgedFindings(eu)).toEqual([]);
  });

  it('mails alarms through one SNS topic: API 5xx rate, throttles and p99 duration per function, Polly errors, SES bounces', () => {
    const app = newApp();
    const t = Template.fromStack(new VerseStack(app, 'VerseAlarms', { env: { account: '123456789012', region: 'us-east-1' }, alarmEmail: 'ops@example.org', ...props }));
    t.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.org' });
    const alarms = Object.values(t.findResources('AWS::CloudWatch::Alarm'));
    const described = alarms.map((a) => String(a.Properties.AlarmDescription));
    for (const service of SERVICE_NAMES) {
      expect(described).toContain(`${service}: invocations were throttled`);
      expect(described).toContain(`${service}: p99 duration above 80 % of its timeout`);
    }
    expect(described.some((d) => d.includes('5xx'))).toBe(true);
    expect(described.some((d) => d.includes('Speech synthesis failed'))).toBe(true);
    expect(described.some((d) => d.includes('SES bounce rate'))).toBe(true);
    for (const a of alarms) expect(a.Properties.AlarmActions).toHaveLength(1);
    t.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });

  it("runs the Daily Ten's weekly refresh every Saturday at 10:00 UTC, retried, with failures kept and alarmed", () => {
    const rules = Object.values(template.findResources('AWS::Events::Rule'));
    expect(rules).toHaveLength(2);
    const rule = rules.find((r) => r.Properties.ScheduleExpression === 'cron(0 10 ? * SAT *)')!.Properties;
    expect(rule.ScheduleExpression).toBe('cron(0 10 ? * SAT *)');
    expect(rule.State).toBe('ENABLED');
    const [target] = rule.Targets;
    const fnId = target.Arn['Fn::GetAtt'][0] as string;
    expect(fnId).toMatch(/^DailyTenRefreshFunction/);
    const refresh = template.findResources('AWS::Lambda::Function')[fnId].Properties;
    expect(refresh.Environment.Variables).toHaveProperty('TABLE_DAILY_TEN_PLANS');
    expect(target.RetryPolicy.MaximumRetryAttempts).toBe(4);
    const queueId = target.DeadLetterConfig.Arn['Fn::GetAtt'][0] as string;
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm'));
    expect(alarms.some((a) => JSON.stringify(a.Properties.Dimensions ?? []).includes(queueId))).toBe(true);
  });

  it("speaks the Daily Ten's published week ahead an hour after the refresh, reading the plans it may not change", () => {
    const rule = Object.values(template.findResources('AWS::Events::Rule')).find((r) => r.Properties.ScheduleExpression === 'cron(0 11 ? * SAT *)')!.Properties;
    const fnId = rule.Targets[0].Arn['Fn::GetAtt'][0] as string;
    expect(fnId).toMatch(/^DailyTenAudioFunction/);
    const fn = template.findResources('AWS::Lambda::Function')[fnId].Properties;
    expect(fn.Environment.Variables).toHaveProperty('AUDIO_BUCKET');
    expect(fn.Timeout).toBe(600);
    const roleId = fn.Role['Fn::GetAtt'][0] as string;
    const statements = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((p) => JSON.stringify(p.Properties.Roles).includes(roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const onPlans = statements.filter((st) => JSON.stringify(st.Resource).includes('DailyTenPlansTable'));
    expect(onPlans.length).toBeGreaterThan(0);
    for (const st of onPlans) expect([st.Action].flat().some((a) => /PutItem|UpdateItem|DeleteItem|BatchWrite/.test(a))).toBe(false);
  });

  it('grants DynamoDB only single-item reads and writes and queries, and deletes only on the tables some service deletes from', () => {
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
      (p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
    );
    const allowed: string[] = [...TABLE_ACTIONS.read, ...TABLE_ACTIONS.write, ...TABLE_ACTIONS.delete];
    const dynamo = statements.flatMap((st) => [st.Action].flat().filter((a) => a.startsWith('dynamodb:')).map((action) => ({ action, resource: JSON.stringify(st.Resource) })));
    expect(dynamo.length).toBeGreaterThan(0);
    for (const { action } of dynamo) expect(allowed).toContain(action);
    const deletable = new Set(Object.values(SERVICE_NEEDS).flatMap((n) => n.deletesFrom ?? []).map((id) => `${id[0].toUpperCase()}${id.slice(1)}Table`));
    const deleted = new Set(dynamo.filter((d) => d.action === 'dynamodb:DeleteItem').flatMap((d) => [...d.resource.matchAll(/"(\w+Table)[0-9A-F]{8}"/g)].map((m) => m[1])));
    expect([...deleted].sort()).toEqual([...deletable].sort());
  });

  it('gives the discovery function the young generation its bench measures, and no other function a V8 option', () => {
    const options = Object.fromEntries(serviceFunctions(template).map((f) => [f.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME, f.Properties.Environment.Variables.NODE_OPTIONS]));
    expect(options.discovery).toBe(`--max-semi-space-size=${SERVICE_NEEDS.discovery.semiSpaceMb}`);
    expect(Object.entries(options).filter(([service, o]) => service !== 'discovery' && o !== undefined)).toEqual([]);
  });

  it('caps concurrent speech synthesis, where a flood is a Polly bill', () => {
    const speech = serviceFunctions(template).find((f) => String(f.Properties.Environment.Variables.AUDIO_BUCKET ?? '') !== '');
    expect(speech?.Properties.ReservedConcurrentExecutions).toBeGreaterThan(0);
  });
});

function serviceFunctions(t: Template) {
  return Object.values(t.findResources('AWS::Lambda::Function')).filter((f) => f.Properties.Environment?.Variables?.JWT_SECRET_ARN);
}
