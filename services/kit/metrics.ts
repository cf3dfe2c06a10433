import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE } from '@verse/shared/operations';

/** What Verse counts in CloudWatch (the dashboard and alarms read these names). */
export type CountedEvent =
  | 'Searches'
  | 'QuotaDenials'
  | 'SignUps'
  | 'SignUpsStarted'
  | 'Checkouts'
  | 'WebhooksProcessed'
  | 'WebhooksRejected'
  | 'PollyErrors'
  | 'MailFailures'
  | 'DailyTenReads';

// Embedded-metric lines only mean something inside Lambda; elsewhere they would be noise on stdout.
if (!process.env.AWS_LAMBDA_FUNCTION_NAME) process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'verse' });

export const count = (event: CountedEvent, value = 1) => metrics.addMetric(event, MetricUnit.Count, value);

/** Characters sent to Polly: its bill. */
export const countPollyCharacters = (characters: number) => metrics.addMetric('PollyCharacters', MetricUnit.Count, characters);

const publish = async () => {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
};

/** Middy middleware: flushes what a request counted (a request that counted nothing prints nothing). */
export const publishMetrics = { after: publish, onError: publish };
