import { tableEnvVar, TABLES, type TableId } from '@verse/shared/data/tables';

/**
 * Configuration comes from the environment, with safe local defaults. Endpoints are never
 * configured here: the AWS SDK reads `AWS_ENDPOINT_URL_<SERVICE>` itself, so the same code reaches
 * real AWS or the embedded local servers.
 */
const env = (name: string) => {
  const v = process.env[name];
  return v === undefined || v === '' ? undefined : v;
};

export const config = {
  get appUrl() {
    return (env('APP_URL') ?? 'http://localhost:8787').replace(/\/$/, '');
  },
  get mailFrom() {
    return env('MAIL_FROM') ?? 'Verse <no-reply@verse.local>';
  },
  get operatorEmail() {
    return env('OPERATOR_EMAIL') ?? 'feedback@verse.local';
  },
  get audioBucket() {
    return env('AUDIO_BUCKET') ?? 'verse-audio';
  },
  /** Local s3rver needs path-style addressing; real S3 does not. */
  get s3ForcePathStyle() {
    return env('S3_FORCE_PATH_STYLE') === 'true';
  },
  /** `local` when running on the embedded stack: enables `/_dev/*` helpers and demo fallbacks. */
  get isLocal() {
    return env('VERSE_LOCAL') === 'true';
  },
  tableName(id: TableId) {
    return env(tableEnvVar(TABLES[id].id)) ?? `verse-${TABLES[id].id}`;
  },
  env,
};
