import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types: what the tests use of it is typed below.
import S3rverModule from 's3rver';

interface S3rverServer {
  run(): Promise<{ port: number; address: string }>;
  close(): Promise<void>;
}
const S3rver = S3rverModule as new (options: Record<string, unknown>) => S3rverServer;

/** s3rver's fixed credentials. */
export const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  endpoint: string;
  /** The environment that points the media library at `bucket` on this server. */
  env(bucket: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, a Node implementation of S3's HTTP API) on a free local
 * port, keeping its objects in a temporary folder, with `buckets` created.
 */
export async function startLocalS3(buckets: string[]): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (bucket) => ({
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    }),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
