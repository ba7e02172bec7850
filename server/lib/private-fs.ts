import fs from 'node:fs';
import path from 'node:path';

/**
 * Scorta's files on disk (the data folder, the generated secret, the SQLite database and its
 * -wal/-shm companions) are readable by the owner only: folder 0700, files 0600.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir` with mode 0700 when it does not exist (missing parents are created with the
 * usual mode). An existing folder is left as it is: it may be shared on purpose.
 */
export function ensurePrivateDir(dir: string): void {
  const target = path.resolve(dir);
  if (fs.existsSync(target)) return;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  try {
    fs.mkdirSync(target, { mode: PRIVATE_DIR_MODE });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return;
  }
  // mkdir's mode is filtered by the umask; set it exactly.
  fs.chmodSync(target, PRIVATE_DIR_MODE);
}

/**
 * Creates `file` empty with mode 0600 when missing, and narrows it to 0600 when it exists with a
 * wider mode (best effort: a file owned by someone else is left alone).
 */
export function ensurePrivateFile(file: string): void {
  try {
    fs.closeSync(fs.openSync(file, fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_WRONLY, PRIVATE_FILE_MODE));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  restrictFile(file);
}

/** chmod 0600 when the file exists and is wider; errors (not the owner, gone) are ignored. */
export function restrictFile(file: string): void {
  try {
    const mode = fs.statSync(file).mode & 0o777;
    if ((mode & ~PRIVATE_FILE_MODE) !== 0) fs.chmodSync(file, PRIVATE_FILE_MODE);
  } catch {
    /* missing file or not ours: nothing to do */
  }
}
