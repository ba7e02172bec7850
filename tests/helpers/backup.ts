import { spawn } from 'node:child_process';
import { ROOT } from './process.ts';

export interface BackupRun {
  code: number | null;
  out: string;
}

/** `npm run backup [-- args]` with a minimal environment (no variable of the test runner leaks in): its exit code and output. */
export function npmRunBackup(env: Record<string, string>, args: string[] = []): Promise<BackupRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'backup', ...(args.length ? ['--', ...args] : [])], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', TZ: 'Europe/Rome', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out }));
  });
}
