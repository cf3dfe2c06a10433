import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from './config.ts';
import { tracer } from './tracer.ts';

/** One client per AWS service per process, created on first use. */
let ddb: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let ses: SESv2Client | undefined;

export const dynamo = () =>
  (ddb ??= DynamoDBDocumentClient.from(tracer.captureAWSv3Client(new DynamoDBClient({})), {
    marshallOptions: { removeUndefinedValues: true },
  }));

export const s3Client = () => (s3 ??= tracer.captureAWSv3Client(new S3Client({ forcePathStyle: config.s3ForcePathStyle })));

export const sesClient = () => (ses ??= tracer.captureAWSv3Client(new SESv2Client({})));

/** For tests that change endpoints between runs in one process. */
export const resetClients = () => {
  ddb = undefined;
  s3 = undefined;
  ses = undefined;
};
