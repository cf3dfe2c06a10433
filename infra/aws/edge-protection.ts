import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { DomainConfig } from './context.ts';

/** Requests one address may send to `/api/*` in five minutes: a busy campus network stays well below it. */
const API_REQUESTS_PER_ADDRESS_PER_5_MIN = 1500;

const managed = (name: string, priority: number, countOnly: string[] = []): wafv2.CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
    },
  },
  visibilityConfig: { sampledRequestsEnabled: true, cloudWatchMetricsEnabled: true, metricName: name },
});

/**
 * What CloudFront needs from us-east-1: the web ACL (AWS's common and known-bad-input rules, and a
 * per-address rate limit on the API that stops one machine from flooding it) and, with a custom
 * domain, its certificate (validated through the domain's Route 53 zone).
 */
export class EdgeProtection extends Construct {
  readonly webAcl: wafv2.CfnWebACL;
  readonly certificate?: acm.Certificate;

  constructor(scope: Construct, id: string, domain?: DomainConfig) {
    super(scope, id);
    if (domain) {
      this.certificate = new acm.Certificate(this, 'Certificate', {
        domainName: domain.name,
        validation: acm.CertificateValidation.fromDns(hostedZone(this, domain)),
      });
    }
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: { sampledRequestsEnabled: true, cloudWatchMetricsEnabled: true, metricName: 'verse-web-acl' },
      rules: [
        {
          name: 'ApiRatePerAddress',
          priority: 0,
          action: { block: { customResponse: { responseCode: 429 } } },
          statement: {
            rateBasedStatement: {
              limit: API_REQUESTS_PER_ADDRESS_PER_5_MIN,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: '/api/',
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: { sampledRequestsEnabled: true, cloudWatchMetricsEnabled: true, metricName: 'api-rate-per-address' },
        },
        // Stripe's signed webhook events can exceed the common rule set's 8 KB body limit.
        managed('AWSManagedRulesCommonRuleSet', 1, ['SizeRestrictions_BODY']),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 2),
      ],
    });
  }
}

export const hostedZone = (scope: Construct, domain: DomainConfig) =>
  route53.PublicHostedZone.fromPublicHostedZoneAttributes(scope, 'Zone', { hostedZoneId: domain.hostedZoneId, zoneName: domain.hostedZoneName });
