import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One app (own database) per dashboard test file, logged in as the first account.
 * `h.send(method, url, body?, cookie?)` calls the API with that session (or another cookie).
 */
export interface DashboardTestApp {
  t: TestApp;
  cookie: string;
  send(method: Method, url: string, payload?: unknown, cookie?: string): Promise<LightMyRequestResponse>;
}

export function dashboardTestApp(env: Record<string, string> = {}): DashboardTestApp {
  const h: DashboardTestApp = {
    t: undefined as unknown as TestApp,
    cookie: '',
    send(method, url, payload, cookie = h.cookie) {
      return h.t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
    },
  };
  beforeAll(async () => {
    h.t = await createTestApp(env);
    h.cookie = await login(h.t);
  });
  afterAll(async () => {
    await h.t?.close();
  });
  return h;
}
