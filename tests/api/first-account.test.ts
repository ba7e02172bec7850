import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

describe('first account', () => {
  it('without ADMIN_* creates "admin" with a generated password printed once, which then logs in', async () => {
    const printed: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      printed.push(args.join(' '));
    });
    let t: TestApp;
    try {
      t = await createTestApp({ ADMIN_USERNAME: '', ADMIN_PASSWORD: '' });
    } finally {
      spy.mockRestore();
    }
    apps.push(t);
    const out = printed.join('\n');
    expect(out).toContain('Nome utente: admin');
    const password = /Password:\s+(\S+)/.exec(out)?.[1];
    expect(password).toBeTruthy();
    expect(password!.length).toBeGreaterThanOrEqual(16);

    const stored = await t.db.kysely.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
    expect(stored.password_hash).not.toContain(password!);

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password } });
    expect(res.statusCode).toBe(200);
  });

  it('never creates a second first account when users exist', async () => {
    const t = await createTestApp();
    apps.push(t);
    const { ensureFirstAccount } = await import('../../server/bootstrap.ts');
    const quiet = { info() {}, warn() {} };
    await ensureFirstAccount(t.services, { ...t.services.config, admin: { username: 'altro', password: 'password-lunga' } }, quiet);
    expect(await t.services.users.count()).toBe(1);
  });
});
