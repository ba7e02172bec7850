import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MediaStorage, StoredFile } from '../../domain/ports.ts';
import { checkKey, checkPrefix } from './keys.ts';

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.avif': 'image/avif' };

/**
 * The media storage on this machine's disk, under `root` (DATA_DIR/media): one folder per image,
 * its files inside. A file is written beside its final name and renamed into place, so a reader
 * never sees half a file and a failed write leaves none. The content type is read back from the
 * extension (the only types the library stores).
 */
export function createLocalStorage(root: string): MediaStorage {
  const resolved = path.resolve(root);
  const inside = (key: string) => {
    const file = path.resolve(resolved, key);
    if (!file.startsWith(resolved + path.sep)) throw new Error('Percorso fuori dall’archivio dei file.');
    return file;
  };
  return {
    async put(key, bytes) {
      const file = inside(checkKey(key));
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.promises.writeFile(temp, bytes, { flag: 'wx' });
        await fs.promises.rename(temp, file);
      } catch (err) {
        await fs.promises.rm(temp, { force: true });
        throw err;
      }
    },
    async get(key): Promise<StoredFile | null> {
      const file = inside(checkKey(key));
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(file, 'r');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), length: size, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' };
    },
    async delete(target) {
      if ('prefix' in target) {
        await fs.promises.rm(inside(checkPrefix(target.prefix).slice(0, -1)), { recursive: true, force: true });
        return;
      }
      for (const key of target.keys) await fs.promises.rm(inside(checkKey(key)), { force: true });
    },
  };
}
