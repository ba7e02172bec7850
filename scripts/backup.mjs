// `npm run backup [-- DESTINAZIONE]`: a consistent copy of Scorta's database, safe while the server runs.
//
// SQLite (no DATABASE_URL): SQLite's online backup API (better-sqlite3's db.backup) copies
// DATA_DIR/scorta.sqlite page by page from one read snapshot, so the copy holds every write
// committed before the copy began (the server's acknowledged writes) and nothing half written,
// while the server keeps reading and writing. The copy is written next to its destination under
// a temporary name, checked with `pragma integrity_check`, turned into a single self-contained
// file (journal_mode=DELETE: no -wal/-shm needed), then renamed into place. Default destination
// DATA_DIR/backups/scorta-YYYYMMDD-HHMMSS.sqlite (folder 0700, file 0600); an existing file is
// never overwritten.
//
// PostgreSQL (DATABASE_URL set): backed up with pg_dump in its custom format (-Fc), when pg_dump is
// on the PATH (its major version must be at least the server's). The password travels in
// PGPASSWORD, never on the command line. The archive is checked with `pg_restore --list`. Without
// pg_dump the script prints the command to use and exits 1: no backup was made.
//
// A destination folder that does not exist (`/srv/backup/manca/`, or the folder of
// `/srv/backup/manca/oggi.sqlite`) is an error naming it, before anything is created.
//
// The media library's files (decision 0060) are copied too: DATA_DIR/media goes, once the database
// copy is in place, into a folder beside it named like it with `-media` (scorta-…-media/, 0700),
// written under a temporary name and renamed. The files never change once written and are written
// before their row, so a copy taken after the database's holds the files of every image the
// database copy lists (an image deleted in between excepted). With MEDIA_S3_BUCKET the files are
// in the bucket: the script says so and copies none.
//
// Exit code 0 only when a verified copy exists. Plain Node (no TypeScript, no build): it works on
// a fresh clone after `npm ci` and on a production install.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

const PRIVATE_DIR_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;
/** Rows counted in the summary: table → Italian label. */
const COUNTED_TABLES = [
  ['products', 'prodotti'],
  ['categories', 'categorie'],
  ['reviews', 'recensioni'],
  ['guides', 'guide'],
  ['news', 'notizie'],
  ['contact_messages', 'messaggi'],
  ['users', 'utenti'],
  ['images', 'immagini'],
];

class BackupError extends Error {}

const env = (name) => {
  const v = process.env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
};

/** YYYYMMDD-HHMMSS in local time. */
function stamp(d = new Date()) {
  const p = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

/** Like server/lib/private-fs.ts: a missing folder is created 0700; an existing one is left alone. */
function ensurePrivateDir(dir) {
  if (fs.existsSync(dir)) return;
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  fs.mkdirSync(dir, { mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * The destination named on the command line, checked before anything is created or run (SQLite
 * and PostgreSQL alike): a name ending with `/` (or `.`, `..`) must be an existing folder, and the
 * folder a file name goes into must exist. A missing folder is never created, nor taken for the
 * name of the file (`/srv/backup/oggi/` used to become a file called `oggi`).
 */
function checkDestinationArg(arg) {
  if (arg === undefined) return;
  const resolved = path.resolve(arg);
  const stat = fs.statSync(resolved, { throwIfNoEntry: false });
  const namesFolder = arg.endsWith('/') || arg.endsWith(path.sep) || ['.', '..'].includes(path.basename(arg));
  if (namesFolder || stat?.isDirectory()) {
    if (!stat) throw new BackupError(`La cartella ${resolved} non esiste: creala prima (il backup non crea cartelle). Nessun backup è stato fatto.`);
    if (!stat.isDirectory()) throw new BackupError(`${resolved} non è una cartella. Nessun backup è stato fatto.`);
    return;
  }
  const folder = path.dirname(resolved);
  const folderStat = fs.statSync(folder, { throwIfNoEntry: false });
  if (!folderStat) throw new BackupError(`La cartella ${folder} non esiste: creala prima (il backup non crea cartelle). Nessun backup è stato fatto.`);
  if (!folderStat.isDirectory()) throw new BackupError(`${folder} non è una cartella. Nessun backup è stato fatto.`);
}

/** The destination file: the argument (a file, or an existing folder) or DATA_DIR/backups/…; never an existing file. */
function destination(arg, dataDir, extension) {
  const name = `scorta-${stamp()}${extension}`;
  let file;
  if (arg === undefined) {
    const dir = path.join(dataDir, 'backups');
    ensurePrivateDir(dir);
    file = path.join(dir, name);
    // Two backups in the same second: scorta-…-2.sqlite, -3…
    for (let n = 2; fs.existsSync(file); n++) file = path.join(dir, `scorta-${stamp()}-${n}${extension}`);
  } else {
    file = path.resolve(arg);
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, name);
    if (fs.existsSync(file)) throw new BackupError(`Il file ${file} esiste già: scegli un altro nome (un backup non sovrascrive mai un file).`);
    if (!fs.existsSync(path.dirname(file))) throw new BackupError(`La cartella ${path.dirname(file)} non esiste.`);
  }
  return file;
}

/** A new empty file, 0600, that must not exist yet. */
function createPrivateFile(file) {
  fs.closeSync(fs.openSync(file, fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_WRONLY, PRIVATE_FILE_MODE));
  fs.chmodSync(file, PRIVATE_FILE_MODE);
}

/** Where DATA_DIR/media goes: beside the database copy, its name without the extension plus `-media`; never an existing one. */
function mediaDestination(dest) {
  const folder = `${dest.slice(0, dest.length - path.extname(dest).length)}-media`;
  if (fs.existsSync(folder)) throw new BackupError(`La cartella ${folder} esiste già: scegli un altro nome (un backup non sovrascrive mai).`);
  return folder;
}

/**
 * Copies DATA_DIR/media into `folder` (through `folder.parziale`), leaving out the files the disk
 * storage is still writing (`*.tmp`); prints what it copied. Nothing to copy: nothing written.
 */
function copyMedia(dataDir, folder) {
  if (env('MEDIA_S3_BUCKET')) {
    console.log(`  libreria media: i file sono nel bucket S3 ${env('MEDIA_S3_BUCKET')} (MEDIA_S3_BUCKET), non copiati: fai il backup del bucket.`);
    return;
  }
  const source = path.join(dataDir, 'media');
  if (!fs.existsSync(source)) {
    console.log(`  libreria media: nessun file caricato (${source} non esiste).`);
    return;
  }
  const partial = `${folder}.parziale`;
  let files = 0;
  let bytes = 0;
  try {
    fs.mkdirSync(partial, { mode: PRIVATE_DIR_MODE });
    fs.chmodSync(partial, PRIVATE_DIR_MODE);
    fs.cpSync(source, partial, {
      recursive: true,
      errorOnExist: true,
      filter: (from) => {
        const stat = fs.statSync(from, { throwIfNoEntry: false });
        if (!stat || from.endsWith('.tmp')) return false;
        if (stat.isFile()) {
          files += 1;
          bytes += stat.size;
        }
        return true;
      },
    });
    fs.renameSync(partial, folder);
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw new BackupError(`La copia della libreria media (${source}) non è riuscita: ${err?.message ?? err}. Nessun backup è stato fatto.`);
  }
  console.log(`  libreria media: ${files} file (${formatSize(bytes)}) in ${folder}`);
}

/** The database copy `dest` is in place: the media follow it; if they cannot, the database copy goes too (no half backup). */
function withMedia(dataDir, dest, media) {
  try {
    copyMedia(dataDir, media);
  } catch (err) {
    fs.rmSync(dest, { force: true });
    throw err;
  }
}

function formatSize(bytes) {
  if (bytes < 1024) return `${bytes} byte`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
}

async function backupSqlite(dataDir, arg) {
  const source = path.join(dataDir, 'scorta.sqlite');
  if (!fs.existsSync(source)) {
    throw new BackupError(`Nessun database SQLite in ${source}: controlla DATA_DIR (ora ${dataDir}).`);
  }
  const dest = destination(arg, dataDir, '.sqlite');
  const media = mediaDestination(dest);
  const partial = `${dest}.parziale`;
  createPrivateFile(partial);
  const started = Date.now();
  try {
    const db = new Database(source, { fileMustExist: true, timeout: 10_000 });
    try {
      // All remaining pages in one step: one read snapshot, which the server's writes (another
      // connection) cannot restart over and over as they would a copy done 100 pages at a time.
      await db.backup(partial, { progress: () => 0x7fffffff });
    } finally {
      db.close();
    }
    const copy = new Database(partial, { fileMustExist: true });
    let counts;
    try {
      const integrity = copy.pragma('integrity_check', { simple: true });
      if (integrity !== 'ok') throw new BackupError(`La copia non supera il controllo di integrità: ${integrity}`);
      copy.pragma('journal_mode = DELETE');
      const tables = new Set(copy.prepare("select name from sqlite_master where type = 'table'").pluck().all());
      counts = COUNTED_TABLES.filter(([t]) => tables.has(t)).map(([t, label]) => `${label} ${copy.prepare(`select count(*) from "${t}"`).pluck().get()}`);
    } finally {
      copy.close();
    }
    fs.chmodSync(partial, PRIVATE_FILE_MODE);
    fs.renameSync(partial, dest);
    const size = fs.statSync(dest).size;
    console.log(`Backup SQLite completato: ${dest}`);
    console.log(`  dimensione: ${formatSize(size)}; integrità: ok; ${((Date.now() - started) / 1000).toFixed(1).replace('.', ',')} s`);
    console.log(`  righe: ${counts.join(', ')}`);
    withMedia(dataDir, dest, media);
    console.log(
      '  Per ripristinarlo: ferma il server, copia il file su DATA_DIR/scorta.sqlite, cancella scorta.sqlite-wal e scorta.sqlite-shm, metti la cartella -media al posto di DATA_DIR/media, riavvia (README, "Backups and restore").',
    );
  } catch (err) {
    for (const f of [partial, `${partial}-journal`]) fs.rmSync(f, { force: true });
    throw err;
  }
}

function onPath(command) {
  const r = spawnSync(command, ['--version'], { encoding: 'utf8' });
  return r.error ? null : r.stdout.trim();
}

function backupPostgres(databaseUrl, dataDir, arg) {
  const example = 'pg_dump -Fc -f scorta-AAAAMMGG-HHMMSS.dump "$DATABASE_URL"';
  console.log('Il database è PostgreSQL (DATABASE_URL): si salva con pg_dump nel formato custom (-Fc), mentre il server è in funzione.');
  const version = onPath('pg_dump');
  if (!version) {
    throw new BackupError(
      `pg_dump non è installato su questa macchina (su Debian/Ubuntu: apt-get install postgresql-client, della stessa versione del server o più recente). Esegui poi:\n  ${example}\nNessun backup è stato fatto.`,
    );
  }
  let url;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new BackupError('DATABASE_URL non è un URL valido (postgres://utente:password@host:porta/database).');
  }
  const password = decodeURIComponent(url.password);
  url.password = '';
  const dest = destination(arg, dataDir, '.dump');
  const media = mediaDestination(dest);
  const partial = `${dest}.parziale`;
  createPrivateFile(partial);
  try {
    const dump = spawnSync('pg_dump', ['--format=custom', '--no-password', `--file=${partial}`, `--dbname=${url.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (dump.status !== 0) throw new BackupError(`pg_dump non è riuscito (codice ${dump.status ?? dump.signal}). Nessun backup è stato fatto.`);
    const list = spawnSync('pg_restore', ['--list', partial], { encoding: 'utf8' });
    if (list.error || list.status !== 0) throw new BackupError(`L'archivio non si legge con pg_restore --list: ${list.stderr || list.error}`);
    const tables = list.stdout.split('\n').filter((l) => / TABLE DATA /.test(l)).length;
    fs.chmodSync(partial, PRIVATE_FILE_MODE);
    fs.renameSync(partial, dest);
    console.log(`Backup PostgreSQL completato: ${dest}`);
    console.log(`  dimensione: ${formatSize(fs.statSync(dest).size)}; tabelle con dati: ${tables}; ${version}`);
    withMedia(dataDir, dest, media);
    console.log(
      '  Per ripristinarlo: pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" FILE, e la cartella -media al posto di DATA_DIR/media (README, "Backups and restore").',
    );
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h') || args.length > 1) {
  console.log(
    'Uso: npm run backup [-- DESTINAZIONE]\n  SQLite: copia DATA_DIR/scorta.sqlite (predefinita: DATA_DIR/backups/scorta-AAAAMMGG-HHMMSS.sqlite).\n  PostgreSQL (DATABASE_URL): pg_dump -Fc (predefinita: DATA_DIR/backups/scorta-AAAAMMGG-HHMMSS.dump).\n  In entrambi i casi DATA_DIR/media (la libreria media) va nella cartella accanto, scorta-AAAAMMGG-HHMMSS-media.',
  );
  process.exit(args.length > 1 ? 1 : 0);
}
const dataDir = path.resolve(env('DATA_DIR') ?? './data');
try {
  checkDestinationArg(args[0]);
  const databaseUrl = env('DATABASE_URL');
  if (databaseUrl) backupPostgres(databaseUrl, dataDir, args[0]);
  else await backupSqlite(dataDir, args[0]);
} catch (err) {
  console.error(err instanceof BackupError ? `Backup non riuscito: ${err.message}` : `Backup non riuscito: ${err?.stack ?? err}`);
  process.exit(1);
}
