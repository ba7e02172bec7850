import { describe, expect, it } from 'vitest';
import type { ClaimContentType } from '../../common/claims.ts';
import { testApp } from './dashboard-helpers.ts';

/**
 * The demo content passes its own publishing gate (decision 0023), on SQLite and PostgreSQL: every
 * published review, guide and news item of a seeded site has nothing unresolved — the water
 * guide's public-health advice ships confirmed with its source. The pages' disclosure line:
 * tests/web/claims-pages.test.ts.
 */
const h = testApp({ SEED_DEMO: 'true' });

describe('the seeded demo content', () => {
  it('has no unresolved claim anywhere it is published', async () => {
    const { services } = h.t;
    const staff = { staff: true } as const;
    const open: Array<[ClaimContentType, number, string[]]> = [];
    for (const r of await services.reviews.list(staff, { stato: 'pubblicata' })) {
      const report = await services.claimReport('recensione', r.id);
      if (report.non_verificati.length) open.push(['recensione', r.id, report.non_verificati.map((c) => c.text)]);
    }
    const guides = await services.guides.list(staff, { stato: 'pubblicata' });
    expect(guides.length).toBeGreaterThan(0);
    for (const g of guides) {
      const report = await services.claimReport('guida', g.id);
      if (report.non_verificati.length) open.push(['guida', g.id, report.non_verificati.map((c) => c.text)]);
    }
    for (const n of await services.news.list(staff, { stato: 'pubblicata' })) {
      const report = await services.claimReport('notizia', n.id);
      if (report.non_verificati.length) open.push(['notizia', n.id, report.non_verificati.map((c) => c.text)]);
    }
    expect(open).toEqual([]);
  });

  it('records who confirmed the water guide’s advice and on which source', async () => {
    const guides = await h.t.services.guides.list({ staff: true }, { stato: 'pubblicata' });
    const water = guides.find((g) => g.titolo.startsWith('Acqua in emergenza'))!;
    const { conferme } = await h.t.services.claimReport('guida', water.id);
    expect(conferme.map((c) => c.testo)).toEqual(['4 litri', '3 giorni']);
    for (const c of conferme) expect(c).toMatchObject({ autore: 'Redazione (contenuti dimostrativi)', fonte: expect.stringContaining('Protezione Civile') });
  });

  it('dates its products’ data like their prices, so the daily refresh finds none due at the first start', async () => {
    const { services } = h.t;
    const products = await services.db.kysely.selectFrom('products').select(['dati_aggiornati_at', 'prezzo_aggiornato_at']).execute();
    expect(products.length).toBeGreaterThan(0);
    // Due means older than 20 hours (product-refresh.ts): each row is dated two hours back, never empty.
    const dueBefore = new Date(services.clock.now().getTime() - 20 * 60 * 60_000).toISOString();
    for (const p of products) {
      expect(p.dati_aggiornati_at).toBe(p.prezzo_aggiornato_at);
      expect(p.dati_aggiornati_at! > dueBefore).toBe(true);
    }
  });
});
