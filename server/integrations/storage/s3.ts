import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
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

const isMissing = (err: unknown) => err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * The media storage in an S3-compatible bucket (MEDIA_S3_*), shared by every instance. Objects
 * are written whole (a PUT is atomic); a prefix is deleted by listing it and deleting each
 * object, which every S3-compatible server supports (multi-object delete needs checksums some
 * do not accept). Checksums are sent only where the API requires them, for the same reason.
 */
export function createS3Storage(options: S3StorageOptions): MediaStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.accessKeyId && options.secretAccessKey ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } } : {}),
  });
  const Bucket = options.bucket;
  const removeKeys = async (keys: readonly string[]) => {
    for (const Key of keys) await client.send(new DeleteObjectCommand({ Bucket, Key }));
  };
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
    },
    async get(key): Promise<StoredFile | null> {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
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
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        await removeKeys((page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
