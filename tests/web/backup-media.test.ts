import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type MediaItem, parseMediaUrl } from '../../common/media.ts';
import { multipartForm, webpImage } from '../helpers/media.ts';
import { npmRunBackup } from '../helpers/backup.ts';
import { loginCookie, startProductionServer } from '../helpers/process.ts';

/**
 * Backups keep the media library (decision 0060): `npm run backup` (the real script, as a child
 * process) copies DATA_DIR/media of a running production server into a folder beside the database
 * copy (`…-media`, 0700), byte for byte, without a file the storage is still writing; restored as
 * the README says (the database file and that folder), a new server serves the uploaded image.
 * An existing media folder is never overwritten, and with MEDIA_S3_BUCKET the script says the
 * files are in the bucket and copies none.
 */

/** Every file under `dir`, relative, sorted. */
const filesIn = (dir: string) => (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();

const mode = (p: string) => fs.statSync(p).mode & 0o777;

describe('npm run backup and the media library', () => {
  const cleanups: Array<() => Promise<unknown> | void> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });
  const tempDir = (prefix: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  it('copies DATA_DIR/media beside the database copy; restored, the uploaded image is served again', async () => {
    const dataDir = tempDir('scorta-backup-media-');
    const outDir = tempDir('scorta-backup-media-out-');
    const server = await startProductionServer({ env: { DATA_DIR: dataDir } });
    cleanups.push(() => server.kill());
    const cookie = await loginCookie(server.url);
    const form = multipartForm({ alt: 'Una torcia sul tavolo', credito: 'Redazione' }, { name: 'torcia.webp', bytes: await webpImage(900, 600), type: 'image/webp' });
    const res = await fetch(`${server.url}/api/media`, { method: 'POST', headers: { ...form.headers, cookie }, body: new Uint8Array(form.payload) });
    expect(res.status, await res.clone().text()).toBe(201);
    const item = (await res.json()) as MediaItem;
    const { chiave } = parseMediaUrl(item.url)!;
    const media = path.join(dataDir, 'media');
    const stored = filesIn(media);
    expect(stored).toEqual([`${chiave}/400.avif`, `${chiave}/400.webp`, `${chiave}/800.avif`, `${chiave}/800.webp`, `${chiave}/900.avif`, `${chiave}/900.webp`]);
    // A file the disk storage is still writing (its temporary name) is not part of the library.
    fs.writeFileSync(path.join(media, chiave, '900.webp.0a1b2c3d4e5f.tmp'), 'a metà');

    const run = await npmRunBackup({ DATA_DIR: dataDir }, [path.join(outDir, 'copia.sqlite')]);
    expect(run.code, run.out).toBe(0);
    const copied = path.join(outDir, 'copia-media');
    expect(run.out).toContain(`libreria media: 6 file`);
    expect(run.out).toContain(copied);
    expect(fs.readdirSync(outDir).sort()).toEqual(['copia-media', 'copia.sqlite']);
    expect(mode(copied)).toBe(0o700);
    expect(filesIn(copied)).toEqual(stored);
    for (const f of stored) expect(fs.readFileSync(path.join(copied, f)).equals(fs.readFileSync(path.join(media, f))), f).toBe(true);

    // Restore on another machine: the database file and the media folder into a new DATA_DIR.
    await server.kill();
    const restoredDir = tempDir('scorta-backup-media-restored-');
    fs.copyFileSync(path.join(outDir, 'copia.sqlite'), path.join(restoredDir, 'scorta.sqlite'));
    fs.cpSync(copied, path.join(restoredDir, 'media'), { recursive: true });
    const restored = await startProductionServer({ env: { DATA_DIR: restoredDir } });
    cleanups.push(() => restored.kill());
    const file = await fetch(`${restored.url}/media/${chiave}/400.webp`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(fs.readFileSync(path.join(media, chiave, '400.webp')))).toBe(true);
    const detail = await fetch(`${restored.url}/api/media/${item.id}`, { headers: { cookie: await loginCookie(restored.url) } });
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as MediaItem).alt).toBe('Una torcia sul tavolo');

    // An existing media folder is never overwritten: refused before the database is copied.
    fs.mkdirSync(path.join(outDir, 'altra-media'));
    const refused = await npmRunBackup({ DATA_DIR: dataDir }, [path.join(outDir, 'altra.sqlite')]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`Backup non riuscito: La cartella ${path.join(outDir, 'altra-media')} esiste già`);
    expect(fs.readdirSync(outDir).sort()).toEqual(['altra-media', 'copia-media', 'copia.sqlite']);

    // On S3 the bucket holds the files: said, nothing copied.
    const s3 = await npmRunBackup({ DATA_DIR: dataDir, MEDIA_S3_BUCKET: 'scorta-media' }, [path.join(outDir, 'bucket.sqlite')]);
    expect(s3.code, s3.out).toBe(0);
    expect(s3.out).toContain('libreria media: i file sono nel bucket S3 scorta-media');
    expect(fs.readdirSync(outDir).sort()).toEqual(['altra-media', 'bucket.sqlite', 'copia-media', 'copia.sqlite']);
  }, 90_000);
});
