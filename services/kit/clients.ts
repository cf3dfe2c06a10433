import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config.ts';
import { traced } from './tracer.ts';

/**
 * One client per AWS service per process, created on first use. Every function talks to DynamoDB;
 * the S3 and SES clients load only in the functions that use them, so the others start faster.
 */
let ddb: DynamoDBDocumentClient | undefined;

/**
 * A store or mail server that does not answer fails the request in seconds, not at the function's
 * timeout: two attempts of at most 3 s each fit well inside the 10 s a function may run, so the
 * caller gets a clear 503 instead of a gateway timeout.
 */
const CLIENT_LIMITS = {
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000, throwOnRequestTimeout: true },
} as const;
let s3: Promise<import('@aws-sdk/client-s3').S3Client> | undefined;
let ses: Promise<import('@aws-sdk/client-sesv2').SESv2Client> | undefined;

export const dynamo = () =>
  (ddb ??= DynamoDBDocumentClient.from(traced(new DynamoDBClient(CLIENT_LIMITS)), {
    marshallOptions: { removeUndefinedValues: true },
  }));

export const s3Client = () =>
  (s3 ??= import('@aws-sdk/client-s3').then(({ S3Client }) => traced(new S3Client({ ...CLIENT_LIMITS, forcePathStyle: config.s3ForcePathStyle }))));

export const sesClient = () => (ses ??= import('@aws-sdk/client-sesv2').then(({ SESv2Client }) => traced(new SESv2Client(CLIENT_LIMITS))));
