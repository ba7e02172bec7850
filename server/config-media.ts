import { z } from 'zod';
import { withoutTrailingSlashes } from '../common/text.ts';
import { apiKeyVar, ConfigError, emptyToUndefined, optionalUrl } from './config-values.ts';

/**
 * The media library's storage variables (decision 0060), read with the others by server/config.ts.
 * MEDIA_S3_BUCKET set: the files go to that S3-compatible bucket (MEDIA_S3_ENDPOINT for a server
 * other than AWS, addressed path-style; MEDIA_S3_REGION, 'us-east-1' by default; the two keys,
 * secrets that errors never repeat: server/config-redact.ts). Unset: DATA_DIR/media.
 */
export const MEDIA_ENV = {
  MEDIA_S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'deve essere il nome di un bucket S3 (3–63 caratteri: lettere minuscole, cifre, punti e trattini)' })
      .optional(),
  ),
  MEDIA_S3_ENDPOINT: optionalUrl,
  MEDIA_S3_REGION: z.preprocess(emptyToUndefined, z.string().trim().max(64, { error: 'può avere al massimo 64 caratteri' }).default('us-east-1')),
  MEDIA_S3_ACCESS_KEY_ID: apiKeyVar,
  MEDIA_S3_SECRET_ACCESS_KEY: apiKeyVar,
};

type MediaEnv = z.infer<z.ZodObject<typeof MEDIA_ENV>>;

export interface MediaConfig {
  /** The bucket, when the files are kept in one (else on this machine's disk). */
  s3?: { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string };
}

/** The parsed variables as config; the two keys go together (one alone is a mistake, refused). */
export function mediaConfig(e: MediaEnv): MediaConfig {
  if (Boolean(e.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(e.MEDIA_S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Configurazione non valida: MEDIA_S3_ACCESS_KEY_ID e MEDIA_S3_SECRET_ACCESS_KEY vanno impostate insieme.');
  }
  if (!e.MEDIA_S3_BUCKET) return {};
  return {
    s3: {
      bucket: e.MEDIA_S3_BUCKET,
      endpoint: e.MEDIA_S3_ENDPOINT === undefined ? undefined : withoutTrailingSlashes(e.MEDIA_S3_ENDPOINT),
      region: e.MEDIA_S3_REGION,
      accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID,
      secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY,
    },
  };
}
