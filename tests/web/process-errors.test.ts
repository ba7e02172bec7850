import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startProductionServer } from '../helpers/process.ts';

/**
 * The process-wide failure policy of the production server (server/boot.ts), on the real process
 * (`node build/node/main.js`). The failure is injected from outside the product: a module
 * preloaded with NODE_OPTIONS=--import makes a promise reject (or throws) when the test sends
 * SIGUSR2, so production code carries no backdoor. An unhandled rejection is logged, structured
 * with its error, and the server carries on (Node's default, --unhandled-rejections=throw, would
 * crash it); an uncaught exception is logged as fatal and the process exits with code 1.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-process-errors-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function preload(name: string, onSignal: string): string {
  const file = path.join(dir, `${name}.mjs`);
  fs.writeFileSync(file, `process.on('SIGUSR2', () => { ${onSignal} });\n`);
  return `--import ${pathToFileURL(file).href}`;
}

const health = async (url: string) => (await fetch(`${url}/api/health`)).status;

describe('unhandled rejections and uncaught exceptions in the production process', () => {
  it('an unhandled rejection is logged with its error and the server keeps serving', async () => {
    const server = await startProductionServer({
      env: { DATA_DIR: path.join(dir, 'rejection') },
      nodeOptions: preload('reject', "Promise.reject(new Error('prova: promessa rifiutata'));"),
    });
    const errors = () => server.logLines().filter((l) => l.level === 50);
    try {
      expect(await health(server.url)).toBe(200);
      // Each rejection waited for by its log line; the second one is logged only if the process
      // outlived the first (had it crashed, its output would have closed first).
      for (let i = 1; i <= 2; i++) {
        server.child.kill('SIGUSR2');
        await server.waitUntil(() => errors().length >= i, `la riga d'errore della promessa rifiutata n. ${i}`);
      }
      expect(errors()).toHaveLength(2);
      const [line] = errors();
      expect(line!.msg).toMatch(/^Promessa rifiutata non gestita/);
      const err = line!.err as { message: string; stack: string; type: string };
      expect(err.message).toBe('prova: promessa rifiutata');
      expect(err.type).toBe('Error');
      expect(err.stack).toContain('reject.mjs');

      // Still alive and serving, on the same process, after both.
      expect(await health(server.url)).toBe(200);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await server.kill();
    }
  }, 30_000);

  it('an uncaught exception is logged as fatal and the process exits with code 1', async () => {
    const server = await startProductionServer({
      env: { DATA_DIR: path.join(dir, 'exception') },
      nodeOptions: preload('throw', "setImmediate(() => { throw new Error('prova: eccezione'); });"),
    });
    try {
      server.child.kill('SIGUSR2');
      expect(await server.exited).toEqual({ code: 1, signal: null });
      const fatal = server.logLines().filter((l) => l.level === 60);
      expect(fatal).toHaveLength(1);
      expect(fatal[0]!.msg).toMatch(/^Eccezione non gestita/);
      expect((fatal[0]!.err as { message: string }).message).toBe('prova: eccezione');
    } finally {
      await server.kill();
    }
  }, 30_000);
});
