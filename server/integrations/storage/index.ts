import path from 'node:path';
import type { Config } from '../../config.ts';
import type { MediaStorage } from '../../domain/ports.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';

/** The media library's storage (decision 0060): the S3-compatible bucket when MEDIA_S3_BUCKET is set, else DATA_DIR/media. */
export function createMediaStorage(config: Config): MediaStorage {
  return config.media.s3 ? createS3Storage(config.media.s3) : createLocalStorage(path.join(config.dataDir, 'media'));
}
