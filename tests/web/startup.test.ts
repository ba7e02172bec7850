import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('start-up with a wrong setting', () => {
  it('stops with exit code 1 and one Italian line naming the variable', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-startup-'));
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: 'abc' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe('Configurazione non valida: PORT deve essere un numero intero tra 0 e 65535 (ricevuto "abc").');
    expect(result.stdout).toBe('');
  });
});
