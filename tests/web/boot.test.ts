import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boot } from '../../server/boot.ts';
import { loadConfig } from '../../server/config.ts';
import { BUILD_DIR } from '../helpers/web.ts';

describe('one boot for npm start and npm run dev', () => {
  it('starts the site and the jobs, and stops them cleanly: jobs, HTTP, then the database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-boot-'));
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      PORT: '0',
      HOST: '127.0.0.1',
      APP_SECRET: 'boot-secret-boot-secret-boot-secret-0123',
      ADMIN_USERNAME: 'redazione',
      ADMIN_PASSWORD: 'Prova-Sicura-2026',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    });
    const quiet = { info() {}, warn() {} };
    const server = await boot({ mode: 'production', config, buildDir: BUILD_DIR, handleSignals: false, log: quiet });
    try {
      const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      expect(health.status).toBe(200);
      // The scheduler is running: one tick takes the housekeeping job's lease and runs it.
      await server.scheduler.tick();
      await server.scheduler.idle();
      const lease = await server.services.jobs.lease('pulizia-sessioni');
      expect(lease?.last_finished_at).toBeTruthy();
    } finally {
      await server.stop();
    }
    await expect(fetch(`http://127.0.0.1:${server.port}/api/health`)).rejects.toThrow();
    await expect(server.services.users.count()).rejects.toThrow();
    // Stopping twice is harmless.
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
