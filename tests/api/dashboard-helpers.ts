import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/app.ts';
import { send, type Method, type Staff } from '../helpers/builders.ts';

export interface DashboardTestApp extends Staff {
  send(method: Method, url: string, payload?: unknown, cookie?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

type Env = Record<string, string> | (() => Record<string, string>);

/**
 * One app (own database) for the enclosing file or describe block, with no session: `h.t`, set in
 * its beforeAll and closed in its afterAll. `env` may be a function, for values known only once an
 * earlier beforeAll has run (a local server's port).
 */
export function testApp(env: Env = {}): { t: TestApp } {
  const h = { t: undefined as unknown as TestApp };
  beforeAll(async () => {
    h.t = await createTestApp(typeof env === 'function' ? env() : env);
  });
  afterAll(async () => {
    await h.t?.close();
  });
  return h;
}

/**
 * One app (own database) per test file, logged in as the first account.
 * `h.send(method, url, body?, cookie?, headers?)` calls the API with that session (or another cookie; ''
 * for none). `h` is what the builders of tests/helpers/builders.ts create with.
 */
export function dashboardTestApp(env: Env = {}): DashboardTestApp {
  const app = testApp(env);
  const h: DashboardTestApp = {
    get t() {
      return app.t;
    },
    cookie: '',
    send(method, url, payload, cookie = h.cookie, headers = {}) {
      return send(h.t, method, url, payload, cookie, headers);
    },
  };
  beforeAll(async () => {
    h.cookie = await login(h.t);
  });
  return h;
}
