import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config.ts';
import { tracer } from './tracer.ts';

/**
 * One client per AWS service per process, created on first use. Every function talks to DynamoDB;
 * the S3 and SES clients load only in the functions that use them, so the others start faster.
 */
let ddb: DynamoDBDocumentClient | undefined;
let s3: Promise<import('@aws-sdk/client-s3').S3Client> | undefined;
let ses: Promise<import('@aws-sdk/client-sesv2').SESv2Client> | undefined;

export const dynamo = () =>
  (ddb ??= DynamoDBDocumentClient.from(tracer.captureAWSv3Client(new DynamoDBClient({})), {
    marshallOptions: { removeUndefinedValues: true },
  }));

export const s3Client = () =>
  (s3 ??= import('@aws-sdk/client-s3').then(({ S3Client }) => tracer.captureAWSv3Client(new S3Client({ forcePathStyle: config.s3ForcePathStyle }))));

export const sesClient = () => (ses ??= import('@aws-sdk/client-sesv2').then(({ SESv2Client }) => tracer.captureAWSv3Client(new SESv2Client({}))));

/** For tests that change endpoints between runs in one process. */
export const resetClients = () => {
  ddb = undefined;
  s3 = undefined;
  ses = undefined;
};
