import { describe, expect, it } from 'vitest';
import { ROLE_MSG } from '../../common/messages-roles.ts';
import { atLeast, ROLES, type Role } from '../../common/roles.ts';
import { login } from '../helpers/app.ts';
import { privateRoutes, snapshotDb } from '../helpers/access.ts';
import { send, type Method } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

// Feeds that answer at once with a refused connection: no call leaves the machine.
const h = dashboardTestApp({ FEED_URLS: 'http://127.0.0.1:9/feed.xml' });

/** A body a write route would accept if the role check let it through, so a hole shows as a change. */
const BODY = {
  username: 'intruso',
  password: 'Password-Intrusa-2026',
  ruolo: 'amministratore',
  nome: 'Categoria intrusa',
  titolo: 'Titolo intruso',
  value: 'sk-intruso-0000',
  da: '/intruso',
  a: '/guide',
};

/** One session per role: the first account (amministratore) and one account made for each other role. */
async function sessions(): Promise<Record<Role, string>> {
  const out = { amministratore: h.cookie } as Record<Role, string>;
  let n = 0;
  for (const ruolo of ROLES.filter((r) => r !== 'amministratore')) {
    const username = `ruolo-${ruolo}`;
    const password = `${username}-Password-2026`;
    expect((await h.send('POST', '/api/utenti', { username, password, ruolo })).statusCode).toBe(201);
    out[ruolo] = await login(h.t, { username, password }, `10.9.0.${++n}`);
  }
  return out;
}

/** The lowest role a registered route declares; closed (amministratore) when it declares none. */
const minimumOf = (method: string, route: string): Role => h.t.app.registeredRoutes.find((r) => r.method === method && r.url === route)!.ruolo ?? 'amministratore';

const withoutSessions = (snapshot: Record<string, unknown[]>) => ({ ...snapshot, sessions: [] });

describe('the role ladder on every private route', () => {
  it('every private route declares its lowest role (config.ruolo) explicitly', () => {
    const missing = h.t.app.registeredRoutes.filter((r) => !r.isPublic && r.method !== 'OPTIONS' && r.ruolo === undefined && r.url.startsWith('/api/'));
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const declared = privateRoutes(h.t.app).map((r) => `${r.method} ${r.route} ${minimumOf(r.method, r.route)}`);
    for (const line of [
      'GET /api/keys amministratore',
      'POST /api/utenti amministratore',
      'POST /api/prodotti editor',
      'POST /api/guide collaboratore',
      'POST /api/notizie/:id/pubblica autore',
    ]) {
      expect(declared).toContain(line);
    }
  });

  it('each role gets 403 exactly where the route asks for more, never a 500, and a refusal changes nothing', async () => {
    const cookies = await sessions();
    const routes = privateRoutes(h.t.app);
    expect(routes.length).toBeGreaterThan(60);
    const before = withoutSessions(await snapshotDb(h.t.db));
    const wrong: string[] = [];
    // First every call a role must be refused: the database must stay as it was.
    for (const r of routes) {
      const min = minimumOf(r.method, r.route);
      for (const ruolo of ROLES.filter((x) => !atLeast(x, min))) {
        const res = await send(h.t, r.method as Method, r.url, r.method === 'GET' || r.method === 'HEAD' ? undefined : BODY, cookies[ruolo]);
        const body = r.method === 'HEAD' ? { error: ROLE_MSG.forbidden(min) } : res.json<{ error?: string }>();
        if (res.statusCode !== 403 || body.error !== ROLE_MSG.forbidden(min)) wrong.push(`${ruolo} ${r.method} ${r.route} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(withoutSessions(await snapshotDb(h.t.db))).toEqual(before);
    // Then the calls each role may make: never the role's refusal, never a 500 (a 4xx of the
    // route's own checks is expected with a made-up body).
    const refusals = new Set(ROLES.map((m) => ROLE_MSG.forbidden(m)));
    for (const ruolo of ['collaboratore', 'autore', 'editor', 'amministratore'] as const) {
      for (const r of routes) {
        if (!atLeast(ruolo, minimumOf(r.method, r.route))) continue;
        // Not the session being used, nor the accounts the other roles use.
        if (r.route === '/api/auth/esci-altri-dispositivi' || r.route === '/api/utenti/:id') continue;
        const res = await send(h.t, r.method as Method, r.url, r.method === 'GET' || r.method === 'HEAD' ? undefined : {}, cookies[ruolo]);
        const error = r.method === 'HEAD' || !res.body.startsWith('{') ? undefined : res.json<{ error?: unknown }>().error;
        if (res.statusCode >= 500 || (res.statusCode === 403 && typeof error === 'string' && refusals.has(error)))
          wrong.push(`${ruolo} ${r.method} ${r.route} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
