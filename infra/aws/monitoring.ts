import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE } from '@verse/shared/operations';

export interface MonitoringProps {
  api: HttpApi;
  functions: Record<string, LambdaFunction>;
  /** Queues that hold work that failed for good (scheduled or asynchronous invocations). */
  deadLetterQueues: sqs.IQueue[];
  /** The operator's topic: alarms go there. */
  topic: sns.ITopic;
}

const FIVE_MINUTES = Duration.minutes(5);

/** The alarms an operator is woken for, sent to the operator's topic, and one dashboard of the same figures. */
export class Monitoring extends Construct {
  readonly alarms: cloudwatch.Alarm[] = [];
  private readonly topic: sns.ITopic;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = props.topic;

    const requests = props.api.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrors = props.api.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrorRate = new cloudwatch.MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { errors: serverErrors, requests },
      label: 'API 5xx %',
      period: FIVE_MINUTES,
    });
    this.alarm('Api5xxRate', serverErrorRate, 1, 'More than 1 % of API requests answered 5xx for 10 minutes', 2);

    for (const [name, fn] of Object.entries(props.functions)) {
      this.alarm(`${name}Throttles`, fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }), 1, `${name}: invocations were throttled`);
      const timeout = fn.timeout?.toMilliseconds() ?? 3000;
      this.alarm(
        `${name}DurationP99`,
        fn.metricDuration({ period: FIVE_MINUTES, statistic: 'p99' }),
        timeout * 0.8,
        `${name}: p99 duration above 80 % of its timeout`,
        3,
      );
    }
    for (const [i, queue] of props.deadLetterQueues.entries()) {
      this.alarm(`DeadLetters${i}`, queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }), 1, `${queue.node.path}: work failed for good`);
    }
    const pollyErrors = new cloudwatch.Metric({ namespace: METRICS_NAMESPACE, metricName: 'PollyErrors', period: FIVE_MINUTES, statistic: 'Sum' });
    this.alarm('PollyErrors', pollyErrors, 5, 'Speech synthesis failed 5 times in 5 minutes');
    const mailFailures = new cloudwatch.Metric({ namespace: METRICS_NAMESPACE, metricName: 'MailFailures', period: FIVE_MINUTES, statistic: 'Sum' });
    this.alarm('MailFailures', mailFailures, 1, 'An email could not be sent (the person was told, or feedback waits to be resent)');
    const bounceRate = new cloudwatch.Metric({ namespace: 'AWS/SES', metricName: 'Reputation.BounceRate', period: Duration.hours(1), statistic: 'Maximum' });
    this.alarm('SesBounceRate', bounceRate, 0.04, 'SES bounce rate above 4 % (SES reviews an account at 5 %)');

    new cloudwatch.Dashboard(this, 'Dashboard', {
      widgets: [
        [
          new cloudwatch.GraphWidget({ title: 'API requests and 5xx', left: [requests, serverErrors], width: 12 }),
          new cloudwatch.GraphWidget({ title: 'API 5xx %', left: [serverErrorRate], width: 12 }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'p99 duration per function',
            left: Object.values(props.functions).map((fn) => fn.metricDuration({ statistic: 'p99', period: FIVE_MINUTES })),
            width: 12,
          }),
          new cloudwatch.GraphWidget({
            title: 'Throttles and errors per function',
            left: Object.values(props.functions).flatMap((fn) => [fn.metricThrottles({ period: FIVE_MINUTES }), fn.metricErrors({ period: FIVE_MINUTES })]),
            width: 12,
          }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'Product',
            left: ['Searches', 'QuotaDenials', 'SignUps', 'Checkouts', 'DailyTenReads'].map(
              (metricName) => new cloudwatch.Metric({ namespace: METRICS_NAMESPACE, metricName, period: Duration.hours(1), statistic: 'Sum' }),
            ),
            width: 12,
          }),
          new cloudwatch.GraphWidget({ title: 'Polly errors and SES bounce rate', left: [pollyErrors], right: [bounceRate], width: 12 }),
        ],
      ],
    });
  }

  private alarm(id: string, metric: cloudwatch.IMetric, threshold: number, description: string, evaluationPeriods = 1) {
    const alarm = new cloudwatch.Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods,
      alarmDescription: description,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
