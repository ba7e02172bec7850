import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../server/integrations/storage/local.ts';

/**
 * The media storage on disk (DATA_DIR/media): whole files only (written beside their name, then
 * renamed), read back as streams with their type, deleted by key or by an image's prefix, and no
 * key that could leave its folder.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-media-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const storage = createLocalStorage(path.join(root, 'media'));
const KEY = 'Ab3_-Ab3_-Ab3_-Ab3_-Ab3_';

describe('local media storage', () => {
  it('puts, gets and deletes whole files, leaving no temporary file behind', async () => {
    await storage.put(`${KEY}/400.webp`, Buffer.from('webp!'), 'image/webp');
    await storage.put(`${KEY}/400.avif`, Buffer.from('avif!!'), 'image/avif');
    expect(fs.readdirSync(path.join(root, 'media', KEY)).sort()).toEqual(['400.avif', '400.webp']);
    const file = (await storage.get(`${KEY}/400.avif`))!;
    expect({ length: file.length, contentType: file.contentType, body: await text(file.body) }).toEqual({ length: 6, contentType: 'image/avif', body: 'avif!!' });
    expect(await storage.get(`${KEY}/800.webp`)).toBeNull();
    await storage.delete({ keys: [`${KEY}/400.webp`, `${KEY}/999.webp`] });
    expect(fs.readdirSync(path.join(root, 'media', KEY))).toEqual(['400.avif']);
    await storage.delete({ prefix: `${KEY}/` });
    expect(fs.existsSync(path.join(root, 'media', KEY))).toBe(false);
    await storage.delete({ prefix: `${KEY}/` });
  });

  it('refuses any key that is not {chiave}/{file}: no dot segments, no absolute paths, no other folder', async () => {
    fs.writeFileSync(path.join(root, 'segreto.txt'), 'no');
    for (const key of ['../segreto.txt', `${KEY}/../../segreto.txt`, '/etc/passwd', `${KEY}/a/b.webp`, `${KEY}/..`, `${KEY}/`, 'x\\..\\y.webp', '']) {
      await expect(storage.get(key), key).rejects.toThrow();
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow();
    }
    for (const prefix of ['../', '/', '', `${KEY}/x/`]) await expect(storage.delete({ prefix }), prefix).rejects.toThrow();
    expect(fs.readFileSync(path.join(root, 'segreto.txt'), 'utf8')).toBe('no');
  });
});
