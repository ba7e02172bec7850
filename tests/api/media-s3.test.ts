import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMediaUrl } from '../../common/media.ts';
import { MEDIA_MSG } from '../../common/messages-media.ts';
import { countRows } from '../../server/db/count.ts';
import { createTestApp, login } from '../helpers/app.ts';
import { upload, uploaded, webpImage } from '../helpers/media.ts';
import { type LocalS3, S3_KEYS, startLocalS3 } from '../helpers/s3.ts';
import { type DashboardTestApp, dashboardTestApp } from './dashboard-helpers.ts';

/**
 * The media library on an S3-compatible bucket (MEDIA_S3_*), against a real S3 server started
 * here (s3rver on a free port): an upload's files land in the bucket (none on the disk), are
 * served back from it, and go with the image; a bucket that refuses the writes leaves no row.
 */
const BUCKET = 'scorta-media';
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3([BUCKET]);
});
afterAll(async () => {
  await s3?.close();
});

const h: DashboardTestApp = dashboardTestApp(() => s3.env(BUCKET));

async function keysInBucket(prefix = ''): Promise<string[]> {
  const client = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: S3_KEYS });
  const out = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  client.destroy();
  return (out.Contents ?? []).map((o) => o.Key!).sort();
}

describe('media library on S3', () => {
  it('uploads into the bucket, serves the files from it and deletes them with the image', async () => {
    const item = await uploaded(h, { name: 'borraccia.webp', bytes: await webpImage(700, 350), type: 'image/webp' }, 'Una borraccia');
    const { chiave } = parseMediaUrl(item.url)!;
    expect(item.larghezze).toEqual([400, 700]);
    expect(await keysInBucket(`${chiave}/`)).toEqual([`${chiave}/400.avif`, `${chiave}/400.webp`, `${chiave}/700.avif`, `${chiave}/700.webp`]);
    expect(fs.existsSync(path.join(h.t.services.config.dataDir, 'media'))).toBe(false);

    const res = await h.t.app.inject({ method: 'GET', url: `/media/${chiave}/400.avif` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 400, height: 200 });

    expect((await h.send('DELETE', `/api/media/${item.id}`)).statusCode).toBe(204);
    expect(await keysInBucket(`${chiave}/`)).toEqual([]);
    expect((await h.t.app.inject({ method: 'GET', url: `/media/${chiave}/400.avif` })).statusCode).toBe(404);
  });

  it('leaves nothing behind when the bucket refuses the files (503 in Italian, no row)', async () => {
    const t = await createTestApp(s3.env('secchio-che-non-esiste'));
    try {
      const cookie = await login(t);
      const broken = { t, cookie, send: h.send } as DashboardTestApp;
      const before = await countRows(t.db.kysely, 'images');
      const res = await upload(broken, { alt: 'Persa' }, { name: 'persa.webp', bytes: await webpImage(100, 100), type: 'image/webp' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: MEDIA_MSG.storageFailed });
      expect(await countRows(t.db.kysely, 'images')).toBe(before);
    } finally {
      await t.close();
    }
  });
});
