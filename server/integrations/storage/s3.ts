import type { S3Client } from '@aws-sdk/client-s3';
import { lazyModule } from '../../lib/lazy-module.ts';
import type { MediaStorage, StoredFile } from '../../domain/ports.ts';
import { checkKey, checkPrefix } from './keys.ts';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server (MinIO, R2, …); unset: AWS. Addressed path-style (`{endpoint}/{bucket}/{key}`). */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** The AWS SDK loads when the bucket is first used (lazy-module.ts): a server on disk storage never holds it. */
const sdk = lazyModule<typeof import('@aws-sdk/client-s3')>('@aws-sdk/client-s3');

const isMissing = (err: unknown) => err instanceof sdk().S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * The media storage in an S3-compatible bucket (MEDIA_S3_*), shared by every instance. Objects
 * are written whole (a PUT is atomic); a prefix is deleted by listing it and deleting each
 * object, which every S3-compatible server supports (multi-object delete needs checksums some
 * do not accept). Checksums are sent only where the API requires them, for the same reason.
 */
export function createS3Storage(options: S3StorageOptions): MediaStorage {
  let made: S3Client | undefined;
  const client = () =>
    (made ??= new (sdk().S3Client)({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(options.accessKeyId && options.secretAccessKey ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } } : {}),
    }));
  const Bucket = options.bucket;
  const removeKeys = async (keys: readonly string[]) => {
    for (const Key of keys) await client().send(new (sdk().DeleteObjectCommand)({ Bucket, Key }));
  };
  return {
    async put(key, bytes, contentType) {
      await client().send(new (sdk().PutObjectCommand)({ Bucket, Key: checkKey(key), Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
    },
    async get(key): Promise<StoredFile | null> {
      try {
        const out = await client().send(new (sdk().GetObjectCommand)({ Bucket, Key: checkKey(key) }));
        if (!out.Body) return null;
        return { body: out.Body as NodeJS.ReadableStream, length: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(target) {
      if (!('prefix' in target)) return removeKeys(target.keys.map(checkKey));
      const Prefix = checkPrefix(target.prefix);
      let ContinuationToken: string | undefined;
      do {
        const page = await client().send(new (sdk().ListObjectsV2Command)({ Bucket, Prefix, ContinuationToken }));
        await removeKeys((page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
