import { s3Client } from '#kit/clients.ts';
import { config } from '#kit/config.ts';
import type { AudioStore } from './domain/speak.ts';

const isMissing = (error: unknown) =>
  (error as { name?: string })?.name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;

/** Spoken audio and its word timings in the audio bucket, one object each per content hash. */
export const audioStore: AudioStore = {
  async get(key) {
    try {
      const { GetObjectCommand } = await import('@aws-sdk/client-s3');
      const out = await (await s3Client()).send(new GetObjectCommand({ Bucket: config.audioBucket, Key: key }));
      return out.Body ? await out.Body.transformToByteArray() : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },
  async put(key, bytes, contentType) {
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    await (await s3Client()).send(new PutObjectCommand({ Bucket: config.audioBucket, Key: key, Body: bytes, ContentType: contentType }));
  },
};
