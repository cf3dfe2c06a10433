import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { AssetHashType, CfnOutput, DockerImage, Duration, RemovalPolicy, Stack, Token, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as route53targets from 'aws-cdk-lib/aws-route53-targets';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { CLIENT_IP_HEADER, ORIGIN_HEADER } from '@verse/shared/operations';
import { API_CSP, appContentSecurityPolicy, COMMON_SECURITY_HEADERS, HSTS_MAX_AGE_SECONDS } from '@verse/shared/security-headers';
import { ROUTES, SERVICE_NAMES, type ServiceName } from '@verse/shared/api/routes/index';
import { IMMUTABLE_BIBLE_PATHS } from '@verse/shared/api/routes/bible';
import { ALL_TABLES, tableEnvVar, type TableId, type TableSpec } from '@verse/shared/data/tables';
import { bundleFunction } from './bundling.ts';
import { handlerEntry, JOB_ENTRIES } from '../function-entries.ts';
import type { DeployContext, DomainConfig, Stage, StripeConfig, TracingMode } from './context.ts';
import { EdgeProtection, hostedZone } from './edge-protection.ts';
import { Monitoring } from './monitoring.ts';
import { acknowledgeFindings } from './nag-acknowledgements.ts';
import { SERVICE_NEEDS, TABLE_ACTIONS } from './service-needs.ts';

export type VerseStackProps = StackProps & Omit<DeployContext, 'stackName' | 'stage' | 'tracing'> & { stage?: Stage; tracing?: TracingMode };

/** API Gateway stage limits: far above a busy day's traffic, low enough to cap a flood's bill. */
const API_THROTTLE = { rateLimit: 200, burstLimit: 400 };

const root = resolve(import.meta.dirname, '../..');

const attributeType = (t: 'S' | 'N') => (t === 'S' ? dynamodb.AttributeType.STRING : dynamodb.AttributeType.NUMBER);

/**
 * Verse in one stack: an HTTP API whose routes come from the shared route table, one Lambda per
 * service, the DynamoDB tables from the shared table specs, audio in S3, mail through SES, and the
 * web app on S3 + CloudFront with `/api/*` routed to the API.
 */
export class VerseStack extends Stack {
  readonly tables: Record<TableId, dynamodb.Table>;
  readonly functions: Record<ServiceName, LambdaFunction>;
  /** Queues of work that failed for good; each gets an alarm. Scheduled or asynchronous targets add theirs. */
  readonly deadLetterQueues: sqs.IQueue[] = [];
  private readonly production: boolean;
  private readonly tracing: TracingMode;

  constructor(scope: Construct, id: string, props: VerseStackProps) {
    const region = props.env?.region;
    super(scope, id, { terminationProtection: props.stage === 'prod', crossRegionReferences: !!region && region !== 'us-east-1', ...props });
    this.production = props.stage === 'prod';
    this.tracing = props.tracing ?? 'lambda';

    this.tables = Object.fromEntries(ALL_TABLES.map((spec) => [spec.id, this.table(spec)])) as Record<TableId, dynamodb.Table>;

    // CloudFront's standard logs need object ACLs; the other buckets write their access logs here too.
    const logBucket = new s3.Bucket(this, 'LogBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const audioBucket = new s3.Bucket(this, 'AudioBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 'audio/',
      lifecycleRules: [{ transitions: [{ storageClass: s3.StorageClass.INTELLIGENT_TIERING, transitionAfter: Duration.days(0) }] }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const jwtSecret = new secretsmanager.Secret(this, 'JwtSecret', {
      description: 'Signs Verse session tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    const originSecret = new secretsmanager.Secret(this, 'OriginSecret', {
      description: 'CloudFront sends it with every API request; the functions refuse requests without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });

    // Operator notifications: alarms, and mail that bounced or was marked as spam.
    const operatorTopic = new sns.Topic(this, 'OperatorNotifications', { displayName: 'Verse operator notifications', enforceSSL: true });
    if (props.alarmEmail) operatorTopic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));

    // Mail goes out from the sender's whole domain (DKIM-signed); with the domain's Route 53 zone the
    // DKIM records are created too. Bounces and complaints suppress the address and reach the operator.
    const senderDomain = props.senderEmail.split('@')[1];
    const zone = props.domain && hostedZone(this, props.domain);
    const sender = new ses.EmailIdentity(this, 'SenderIdentity', {
      identity: zone && props.domain?.hostedZoneName === senderDomain ? ses.Identity.publicHostedZone(zone) : ses.Identity.domain(senderDomain),
    });
    const mailSettings = new ses.ConfigurationSet(this, 'MailSettings', { suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS });
    mailSettings.addEventDestination('BouncesAndComplaints', {
      destination: ses.EventDestination.snsTopic(operatorTopic),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });

    const webBucket = new s3.Bucket(this, 'WebBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 'web/',
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const api = new HttpApi(this, 'Api', { description: 'Verse API', createDefaultStage: false });
    const accessLogs = new logs.LogGroup(this, 'ApiAccessLogs', { retention: RetentionDays.ONE_MONTH });
    new HttpStage(this, 'ApiStage', {
      httpApi: api,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    });

    // Emailed links need the public address. The CloudFront address exists only after the functions
    // do, so without a custom domain the functions read it from SSM once (no dependency cycle).
    const appUrl = props.appUrl ?? (props.domain && `https://${props.domain.name}`);
    const appUrlParameter = `/verse/${this.stackName}/app-url`;
    const sharedEnv: Record<string, string> = {
      MAIL_FROM: props.senderEmail,
      OPERATOR_EMAIL: props.operatorEmail,
      JWT_SECRET_ARN: jwtSecret.secretArn,
      ORIGIN_SECRET_ARN: originSecret.secretArn,
      ...(appUrl ? { APP_URL: appUrl } : { APP_URL_PARAMETER: appUrlParameter }),
    };

    this.functions = Object.fromEntries(
      SERVICE_NAMES.map((service) => [service, this.serviceFunction(service, sharedEnv)]),
    ) as Record<ServiceName, LambdaFunction>;

    /** What a function of `service` may touch, from the service's needs and nothing more. */
    const grantNeeds = (fn: LambdaFunction, service: ServiceName) => {
      const needs = SERVICE_NEEDS[service];
      for (const t of needs.tables) {
        const deletes = needs.deletesFrom?.includes(t) ? TABLE_ACTIONS.delete : [];
        this.tables[t].grant(fn, ...TABLE_ACTIONS.read, ...TABLE_ACTIONS.write, ...deletes);
      }
      for (const t of needs.readTables ?? []) this.tables[t].grant(fn, ...TABLE_ACTIONS.read);
      jwtSecret.grantRead(fn);
      originSecret.grantRead(fn);
      if (!appUrl) {
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ['ssm:GetParameter'],
            resources: [this.formatArn({ service: 'ssm', resource: 'parameter', resourceName: appUrlParameter.slice(1) })],
          }),
        );
      }
      if (needs.mail) {
        sender.grantSendEmail(fn);
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ['ses:SendEmail'],
            resources: [this.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: mailSettings.configurationSetName })],
          }),
        );
        fn.addEnvironment('MAIL_CONFIGURATION_SET', mailSettings.configurationSetName);
      }
      if (needs.audioBucket) {
        fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: [audioBucket.arnForObjects('*')] }));
        fn.addEnvironment('AUDIO_BUCKET', audioBucket.bucketName);
      }
      if (needs.polly) fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['polly:SynthesizeSpeech'], resources: ['*'] }));
      if (needs.stripe && props.stripe) this.useStripe(fn, props.stripe);
    };
    for (const service of SERVICE_NAMES) grantNeeds(this.functions[service], service);

    // The Daily Ten's weekly refresh: Saturday 10:00 UTC, before Sunday begins anywhere (UTC+14 is
    // first). Failed runs are retried, then kept in a dead-letter queue that raises an alarm.
    const refresh = this.serviceFunction('daily-ten', sharedEnv, { name: 'DailyTenRefreshFunction', entry: JOB_ENTRIES.dailyTenRefresh });
    grantNeeds(refresh, 'daily-ten');
    const refreshFailures = new sqs.Queue(this, 'DailyTenRefreshDeadLetters', { enforceSSL: true, retentionPeriod: Duration.days(14) });
    this.deadLetterQueues.push(refreshFailures);
    new events.Rule(this, 'DailyTenWeeklyRefresh', {
      description: "Publishes next week's Daily Ten plan",
      schedule: events.Schedule.cron({ minute: '0', hour: '10', weekDay: 'SAT' }),
      targets: [new eventTargets.LambdaFunction(refresh, { retryAttempts: 4, maxEventAge: Duration.hours(12), deadLetterQueue: refreshFailures })],
    });
    // An hour later, speech speaks the published week ahead so "listen" starts at once.
    const prewarm = this.serviceFunction('speech', sharedEnv, {
      name: 'DailyTenAudioFunction',
      entry: JOB_ENTRIES.speechPrewarm,
      // About a hundred verses, each a Polly call.
      timeout: Duration.minutes(10),
    });
    grantNeeds(prewarm, 'speech');
    new events.Rule(this, 'DailyTenWeeklyAudio', {
      description: "Speaks next week's Daily Ten verses ahead",
      schedule: events.Schedule.cron({ minute: '0', hour: '11', weekDay: 'SAT' }),
      targets: [new eventTargets.LambdaFunction(prewarm, { retryAttempts: 2, maxEventAge: Duration.hours(12), deadLetterQueue: refreshFailures })],
    });

    const integrations = new Map<ServiceName, HttpLambdaIntegration>();
    for (const route of ROUTES) {
      let integration = integrations.get(route.service);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${route.service}Integration`, this.functions[route.service]);
        integrations.set(route.service, integration);
      }
      api.addRoutes({ path: route.path, methods: [HttpMethod[route.method]], integration });
    }

    // Client routes (no file extension) get index.html; `/api/*` is a separate behaviour untouched by this.
    // API Gateway sees CloudFront's address; the functions limit by the viewer's, which only this can tell.
    const clientAddress = new cloudfront.Function(this, 'ClientAddress', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(
        `function handler(event) { event.request.headers['${CLIENT_IP_HEADER}'] = { value: event.viewer.ip }; return event.request; }`,
      ),
    });
    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(
        `function handler(event) { var r = event.request; if (!/\\.[a-zA-Z0-9]+$/.test(r.uri)) { r.uri = '/index.html'; } return r; }`,
      ),
    });

    const securityHeaders = (id: string, contentSecurityPolicy: string, overrideCsp: boolean) =>
      new cloudfront.ResponseHeadersPolicy(this, id, {
        securityHeadersBehavior: {
          contentSecurityPolicy: { contentSecurityPolicy, override: overrideCsp },
          contentTypeOptions: { override: true },
          frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
          referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
          strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override: true },
        },
        customHeadersBehavior: {
          customHeaders: [{ header: 'Permissions-Policy', value: COMMON_SECURITY_HEADERS['permissions-policy'], override: true }],
        },
      });
    const indexHtml = readFileSync(resolve(root, 'web/dist/index.html'), 'utf8');

    const apiDomain = `${api.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
    const edge = this.edgeProtection(scope, id, props.domain);
    const apiOrigin = new origins.HttpOrigin(apiDomain, { customHeaders: { [ORIGIN_HEADER]: originSecret.secretValue.unsafeUnwrap() } });
    // The functions set each answer's policy (a server page needs its own); API Gateway's own errors get this one.
    const apiHeaders = securityHeaders('ApiHeaders', API_CSP, false);
    const scriptureCache = new cloudfront.CachePolicy(this, 'ScriptureCache', {
      comment: 'Bible chapters and books: kept as long as the answer says, one copy per version',
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.allowList('version'),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const distribution = new cloudfront.Distribution(this, 'Web', {
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket,
      logFilePrefix: 'cloudfront/',
      webAclId: edge.webAcl.attrArn,
      ...(props.domain && {
        domainNames: [props.domain.name],
        certificate: edge.certificate,
        minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(webBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        responseHeadersPolicy: securityHeaders('WebHeaders', appContentSecurityPolicy(indexHtml), true),
      },
      additionalBehaviors: {
        // Chapters and the book list never change: CloudFront keeps them as long as the function's
        // cache-control says, keyed by the version asked for, so a chapter costs one Lambda call.
        ...Object.fromEntries(
          IMMUTABLE_BIBLE_PATHS.map((path) => [
            path,
            {
              origin: apiOrigin,
              viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
              allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
              compress: true,
              cachePolicy: scriptureCache,
              responseHeadersPolicy: apiHeaders,
            },
          ]),
        ),
        '/api/*': {
          origin: apiOrigin,
          functionAssociations: [{ function: clientAddress, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiHeaders,
        },
      },
    });

    new s3deploy.BucketDeployment(this, 'WebDeployment', {
      sources: [s3deploy.Source.asset(resolve(root, 'web/dist'))],
      destinationBucket: webBucket,
      distribution,
      distributionPaths: ['/*'],
    });

    if (props.domain && zone) {
      const target = route53.RecordTarget.fromAlias(new route53targets.CloudFrontTarget(distribution));
      new route53.ARecord(this, 'DomainIPv4', { zone, recordName: props.domain.name, target });
      new route53.AaaaRecord(this, 'DomainIPv6', { zone, recordName: props.domain.name, target });
    }
    if (!appUrl) {
      new ssm.StringParameter(this, 'AppUrl', { parameterName: appUrlParameter, stringValue: `https://${distribution.distributionDomainName}` });
    }

    new CfnOutput(this, 'Url', { value: appUrl ?? `https://${distribution.distributionDomainName}` });
    new Monitoring(this, 'Monitoring', { api, functions: this.functions, deadLetterQueues: this.deadLetterQueues, topic: operatorTopic });
    acknowledgeFindings(this, { tables: Object.values(this.tables), audioBucket, webBucket, customDomain: !!props.domain });
  }

  /** CloudFront's web ACL must live in us-east-1: here when this stack does, else in a companion stack. */
  private edgeProtection(scope: Construct, id: string, domain?: DomainConfig) {
    if (this.region === 'us-east-1' || Token.isUnresolved(this.region)) return new EdgeProtection(this, 'EdgeProtection', domain);
    const edge = new Stack(scope, `${id}Edge`, { env: { account: this.account, region: 'us-east-1' }, crossRegionReferences: true });
    return new EdgeProtection(edge, 'EdgeProtection', domain);
  }

  private useStripe(fn: LambdaFunction, stripe: StripeConfig) {
    const prefix = stripe.paramPrefix.replace(/\/$/, '');
    fn.addEnvironment('STRIPE_SECRET_KEY_PARAM', `${prefix}/secret-key`);
    fn.addEnvironment('STRIPE_WEBHOOK_SECRET_PARAM', `${prefix}/webhook-secret`);
    fn.addEnvironment('STRIPE_PRICE_MONTHLY', stripe.priceMonthly);
    fn.addEnvironment('STRIPE_PRICE_ANNUAL', stripe.priceAnnual);
    fn.addEnvironment('STRIPE_PRICE_GIFT', stripe.priceGift);
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ssm:GetParameter'],
        resources: [this.formatArn({ service: 'ssm', resource: 'parameter', resourceName: prefix.replace(/^\//, '') + '/*' })],
      }),
    );
  }

  private table(spec: TableSpec) {
    const key = (k: { name: string; type: 'S' | 'N' }) => ({ name: k.name, type: attributeType(k.type) });
    const table = new dynamodb.Table(this, `${spec.id[0].toUpperCase()}${spec.id.slice(1)}Table`, {
      partitionKey: key(spec.partitionKey),
      sortKey: spec.sortKey ? key(spec.sortKey) : undefined,
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: spec.ttlAttribute,
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: this.production,
    });
    for (const index of spec.indexes ?? []) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: key(index.partitionKey),
        sortKey: index.sortKey ? key(index.sortKey) : undefined,
      });
    }
    return table;
  }

  /** A function of `service`: its API handler unless another entry (a scheduled job) is named. */
  private serviceFunction(service: ServiceName, sharedEnv: Record<string, string>, job?: { name: string; entry: string; timeout?: Duration }) {
    const needs = SERVICE_NEEDS[service];
    const tableIds = [...needs.tables, ...(needs.readTables ?? [])];
    const name = job?.name ?? `${service.split('-').map((w) => `${w[0].toUpperCase()}${w.slice(1)}`).join('')}Function`;
    const entry = job?.entry ?? handlerEntry(service);
    return new LambdaFunction(this, name, {
      // Bundled here with esbuild, as the bench bundles it; the image is never used (esbuild runs locally).
      code: Code.fromAsset(dirname(entry), {
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:24'),
          local: { tryBundle: (outdir) => (bundleFunction(service, outdir, { entry, tracing: this.tracing }), true) },
        },
      }),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: needs.memoryMb ?? 256,
      reservedConcurrentExecutions: needs.reservedConcurrency,
      timeout: job?.timeout ?? Duration.seconds(service === 'speech' ? 30 : 10),
      logGroup: new logs.LogGroup(this, `${name}Logs`, { retention: RetentionDays.ONE_MONTH }),
      tracing: Tracing.ACTIVE,
      environment: {
        ...sharedEnv,
        POWERTOOLS_SERVICE_NAME: service,
        ...Object.fromEntries(tableIds.map((t) => [tableEnvVar(t), this.tables[t].tableName])),
        ...(needs.corpus ? { CORPUS_DIR: '/var/task/corpus' } : {}),
        ...(needs.semiSpaceMb ? { NODE_OPTIONS: `--max-semi-space-size=${needs.semiSpaceMb}` } : {}),
      },
    });
  }
}
