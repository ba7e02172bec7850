import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_TOPICS, SITE_TAG } from '../../common/cache-topics.ts';
import type { Overview } from '../../common/types-dashboard.ts';
import { type ContentChanges, createContentChanges, type LeadListener } from '../../server/db/content-changes.ts';
import { SharedCachePurgesService } from '../../server/domain/shared-cache-purges.ts';
import { createPurger } from '../../server/integrations/shared-cache/index.ts';
import { ManualTimers } from '../../server/lib/timers.ts';
import { createTestApp, login, type TestApp } from '../helpers/app.ts';
import { createUser, loginAs, send } from '../helpers/builders.ts';
import { type PurgeServer, startPurgeServer } from '../helpers/purge-server.ts';

/** A shared cache whose purges keep failing, as GET /api/panoramica tells editors and above (and only them). */
const TOKEN = 'cf-token-di-prova-0123456789';
let fake: PurgeServer;
let t: TestApp;
let admin: string;
let collaborator: string;
let changes: ContentChanges;
let purges: SharedCachePurgesService;
const timers = { purges: new ManualTimers(), feed: new ManualTimers() };

beforeAll(async () => {
  fake = await startPurgeServer(() => ({ status: 403, body: JSON.stringify({ success: false, errors: [{ code: 10000, message: `Authentication error (${TOKEN})` }] }) }));
  t = await createTestApp({ SHARED_CACHE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'b'.repeat(32), CLOUDFLARE_API_TOKEN: TOKEN, CLOUDFLARE_API_URL: fake.url });
  admin = await login(t);
  collaborator = await loginAs(t, await createUser({ t, cookie: admin }, { ruolo: 'collaboratore' }));
  // The instance that purges: its own feed and timers on the app's database and clock.
  timers.purges = new ManualTimers(t.clock);
  changes = createContentChanges(t.db, { timers: timers.feed });
  purges = new SharedCachePurgesService(t.db, createPurger(t.services.config.sharedCache)!, changes, { clock: t.clock, timers: timers.purges, backoffMs: 500 });
});
afterAll(async () => {
  await purges.stop();
  await changes.close();
  await t.close();
  await fake.close();
});

const overview = async (cookie: string) => {
  const res = await send(t, 'GET', '/api/panoramica', undefined, cookie);
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toContain(TOKEN);
  return res.json<Overview>();
};

/** Resolves once this instance leads. */
const leading = (feed: ContentChanges) =>
  new Promise<void>((resolve) => {
    const listener: LeadListener = (lead) => lead && (stop(), resolve());
    const stop = feed.lead(listener);
  });

/** Lets the next purge (the window, or the wait after a failure) go out and settle. */
async function nextAttempt() {
  timers.purges.advance(timers.purges.nextIn()!);
  await purges.idle();
}

describe('Panoramica and the shared cache', () => {
  it('says nothing while no purge has failed', async () => {
    expect(t.services.sharedCachePurges?.kind).toBe('cloudflare');
    expect(await overview(admin)).not.toHaveProperty('cache_condivisa');
  });

  it('tells editors and above, from the third failed attempt, since when and why; never a collaborator', async () => {
    purges.start({ logError: () => undefined });
    await leading(changes);
    await nextAttempt();
    await nextAttempt();
    expect(fake.seen).toHaveLength(2);
    expect(await overview(admin)).not.toHaveProperty('cache_condivisa');
    await nextAttempt();
    // A new leader purges the whole site: the one tag every shareable answer carries.
    expect(JSON.parse(fake.seen[0]!.body)).toEqual({ tags: [SITE_TAG] });
    t.clock.advance(12 * 60_000);
    const { cache_condivisa } = await overview(admin);
    expect(cache_condivisa).toEqual({
      servizio: 'Cloudflare',
      fallisce_dal: '2026-05-04T09:30:00.150Z',
      minuti: 12,
      tentativi: 3,
      ultimo_errore: 'Cloudflare ha rifiutato lo svuotamento della cache (HTTP 403): 10000 Authentication error (***)',
      tag_in_attesa: [...CACHE_TOPICS],
      ultimo_successo_il: null,
    });
    expect(await overview(collaborator)).not.toHaveProperty('cache_condivisa');
    await nextAttempt();
    expect((await overview(admin)).cache_condivisa).toMatchObject({ tentativi: 4 });
  });

  it('clears it at the next success', async () => {
    fake.answer = () => ({ status: 200, body: '{"success":true,"errors":[]}' });
    await nextAttempt();
    expect(await overview(admin)).not.toHaveProperty('cache_condivisa');
    const row = await t.db.kysely.selectFrom('shared_cache_purges').selectAll().executeTakeFirstOrThrow();
    expect(row.ultimo_successo_il).toBe(t.clock.nowIso());
  });
});
