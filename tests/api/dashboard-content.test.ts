import { describe, expect, it } from 'vitest';
import { dashboardTestApp } from './dashboard-helpers.ts';

const h = dashboardTestApp();
const send = h.send;

describe('About text', () => {
  it('is empty at first, created by POST, updated by PUT and by a second POST: never two rows', async () => {
    const empty = await h.t.app.inject({ method: 'GET', url: '/api/chi-siamo' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ id: null, contenuto: '' });

    const created = await send('POST', '/api/chi-siamo', { contenuto: '<h2>Chi siamo</h2><p>Una redazione <script>alert(1)</script>calma.</p>' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toEqual({ id: expect.any(Number), contenuto: '<h2>Chi siamo</h2><p>Una redazione calma.</p>' });

    const put = await send('PUT', `/api/chi-siamo/${id}`, { contenuto: '<p onclick="x()">Aggiornato</p>' });
    expect(put.json()).toEqual({ id, contenuto: '<p>Aggiornato</p>' });

    const again = await send('POST', '/api/chi-siamo', { contenuto: '<p>Di nuovo</p>' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id, contenuto: '<p>Di nuovo</p>' });
    expect(await h.t.db.kysely.selectFrom('about').select('id').execute()).toHaveLength(1);

    // Public read, no session.
    expect((await h.t.app.inject({ method: 'GET', url: '/api/chi-siamo' })).json()).toEqual({ id, contenuto: '<p>Di nuovo</p>' });
    // An empty text is allowed (the spec sets no rule).
    expect((await send('PUT', `/api/chi-siamo/${id}`, { contenuto: '' })).json()).toEqual({ id, contenuto: '' });
  });

  it('refuses bad bodies and unknown ids', async () => {
    expect((await send('POST', '/api/chi-siamo', { contenuto: 42 })).statusCode).toBe(400);
    expect((await send('POST', '/api/chi-siamo', { contenuto: 'x'.repeat(100_001) })).statusCode).toBe(400);
    expect((await send('POST', '/api/chi-siamo', { contenuto: 'ok', titolo: 'x' })).json()).toEqual({ error: 'Campo non previsto: titolo.' });
    const missing = await send('PUT', '/api/chi-siamo/999999', { contenuto: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Contenuto non trovato.' });
    for (const method of ['POST', 'PUT'] as const) {
      const res = await h.t.app.inject({ method, url: method === 'PUT' ? '/api/chi-siamo/1' : '/api/chi-siamo', payload: { contenuto: 'x' } });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('contact inbox', () => {
  it('lists messages newest first, marks them read/unread, counts unread and deletes', async () => {
    const first = await h.t.services.contact.create({
      nome: 'Anna',
      email: 'anna@example.it',
      oggetto: 'Domanda',
      messaggio: 'Che torcia mi consigliate?',
      consenso: true,
    });
    const second = await h.t.services.contact.create({
      nome: 'Bruno',
      email: 'bruno@example.it',
      oggetto: 'Collaborazione',
      messaggio: 'Vorrei proporvi un articolo.',
      consenso: true,
    });

    const list = await send('GET', '/api/messaggi');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((m: { id: number }) => m.id)).toEqual([second.id, first.id]);
    expect(list.json()[0]).toMatchObject({ nome: 'Bruno', email: 'bruno@example.it', letto: false, consenso: true });
    expect((await send('GET', '/api/messaggi/non-letti')).json()).toEqual({ non_letti: 2 });

    const read = await send('PATCH', `/api/messaggi/${first.id}`, { letto: true });
    expect(read.json()).toEqual({ id: first.id, letto: true });
    expect((await send('GET', '/api/messaggi/non-letti')).json()).toEqual({ non_letti: 1 });
    await send('PATCH', `/api/messaggi/${first.id}`, { letto: false });
    expect((await send('GET', '/api/messaggi/non-letti')).json()).toEqual({ non_letti: 2 });

    expect((await send('PATCH', `/api/messaggi/${first.id}`, { letto: 'si' })).statusCode).toBe(400);
    expect((await send('PATCH', `/api/messaggi/${first.id}`, {})).statusCode).toBe(400);
    expect((await send('PATCH', '/api/messaggi/999999', { letto: true })).json()).toEqual({ error: 'Messaggio non trovato.' });

    expect((await send('DELETE', `/api/messaggi/${second.id}`)).statusCode).toBe(204);
    expect((await send('GET', '/api/messaggi')).json().map((m: { id: number }) => m.id)).toEqual([first.id]);
    expect((await send('DELETE', `/api/messaggi/${second.id}`)).statusCode).toBe(404);
    // Private: no session, no messages.
    expect((await h.t.app.inject({ method: 'GET', url: '/api/messaggi' })).statusCode).toBe(401);
  });
});

describe('overview and prompts', () => {
  it('counts products, reviews and guides and lists the 5 newest of each', async () => {
    const empty = (await send('GET', '/api/panoramica')).json();
    expect(empty).toEqual({
      prodotti: { totale: 0, ultimi: [] },
      recensioni: { totale: 0, ultimi: [] },
      guide: { totale: 0, ultimi: [] },
      statistiche: { visite: 0, clic: 0 },
      da_controllare: [],
      // How responsive this instance is: its event loop's delay and stalls. This process's real
      // loop: on a loaded machine a login's hash can hold it past the threshold (a stall is then
      // counted), so only the shape is asserted here (tests/unit/event-loop-watch.test.ts: the
      // figures on a moved clock).
      server: {
        ritardo_p50_ms: expect.any(Number),
        ritardo_p99_ms: expect.any(Number),
        ritardo_max_ms: expect.any(Number),
        soglia_blocco_ms: 200,
        blocchi_24h: expect.any(Number),
        ultimo_blocco: expect.toSatisfy((last: unknown) => last === null || (typeof last === 'object' && 'durata_ms' in last && 'richiesta' in last)),
      },
    });
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const id = await h.t.services.products.create({
        nome_prodotto: `Prodotto ${i}`,
        nome_sintetico: null,
        nome_visualizzato: null,
        link_prodotto: null,
        asin: `B0OVERV00${i}`,
        asin_preferito: null,
        valutazione: null,
        seo_keyword: null,
        img_prodotto: null,
        prezzo_originale: null,
        prezzo_scontato: null,
        specifiche_tecniche: null,
        descrizione_generale: null,
        informazioni_articolo: null,
        contenuto_scatola: null,
        id_categoria: null,
        prezzo_aggiornato_at: null,
        created_at: `2026-01-0${i}T10:00:00.000Z`,
      });
      ids.push(id);
    }
    await h.t.services.reviews.create({
      id_prodotto: ids[0]!,
      titolo: 'Recensione uno',
      contenuto: '<p>x</p>',
      stato: 'pubblicata',
      updated_at: '2026-02-01T00:00:00.000Z',
    });
    await h.t.services.reviews.create({ id_prodotto: ids[1]!, contenuto: '<p>y</p>', stato: 'bozza', updated_at: '2026-02-02T00:00:00.000Z' });
    await h.t.services.guides.create({
      titolo: 'Guida bozza',
      immagine_url: null,
      contenuto: { introduzione: '', sezioni: [], conclusione: '' },
      stato: 'bozza',
      prodotti: [],
    });

    const res = await send('GET', '/api/panoramica');
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o.prodotti.totale).toBe(7);
    expect(o.prodotti.ultimi.map((p: { titolo: string }) => p.titolo)).toEqual(['Prodotto 7', 'Prodotto 6', 'Prodotto 5', 'Prodotto 4', 'Prodotto 3']);
    expect(o.recensioni.totale).toBe(2);
    expect(o.recensioni.ultimi).toEqual([
      { id: expect.any(Number), id_prodotto: ids[1], titolo: 'Prodotto 2', stato: 'bozza', created_at: '2026-02-02T00:00:00.000Z' },
      { id: expect.any(Number), id_prodotto: ids[0], titolo: 'Recensione uno', stato: 'pubblicata', created_at: '2026-02-01T00:00:00.000Z' },
    ]);
    expect(o.guide).toEqual({ totale: 1, ultimi: [{ id: expect.any(Number), titolo: 'Guida bozza', stato: 'bozza', created_at: expect.any(String) }] });
  });

  it('lists prompts by type, activity and text, most recently updated first', async () => {
    const a = await h.t.services.prompts.create({ titolo: 'Recensione breve', tipo: 'recensione', testo: 'Scrivi 200 parole al 100%', is_default: true });
    const b = await h.t.services.prompts.create({ titolo: 'Recensione lunga', tipo: 'recensione', testo: 'Scrivi 600 parole' });
    const c = await h.t.services.prompts.create({ titolo: 'Vecchia', tipo: 'recensione', testo: 'Non usare', is_active: false });
    const g = await h.t.services.prompts.create({ titolo: 'Guida', tipo: 'guida', testo: 'Scrivi una guida' });
    await h.t.db.kysely.updateTable('prompts').set({ updated_at: '2026-03-01T00:00:00.000Z' }).where('id', '=', a).execute();
    await h.t.db.kysely.updateTable('prompts').set({ updated_at: '2026-03-02T00:00:00.000Z' }).where('id', '=', b).execute();

    const active = await send('GET', '/api/prompts?tipo=recensione&active=1&sort=updated_at&order=DESC&limit=50');
    expect(active.statusCode).toBe(200);
    expect(active.json().map((p: { id: number }) => p.id)).toEqual([b, a]);
    expect(active.json()[1]).toMatchObject({ titolo: 'Recensione breve', tipo: 'recensione', is_active: 1, is_default: 1 });

    expect((await send('GET', '/api/prompts?tipo=recensione&order=asc')).json().map((p: { id: number }) => p.id)).toEqual([a, b, c]);
    expect((await send('GET', '/api/prompts?active=0')).json().map((p: { id: number }) => p.id)).toEqual([c]);
    expect((await send('GET', '/api/prompts?q=GUIDA')).json().map((p: { id: number }) => p.id)).toEqual([g]);
    expect((await send('GET', '/api/prompts?q=100%25')).json().map((p: { id: number }) => p.id)).toEqual([a]);
    expect((await send('GET', '/api/prompts?limit=1&tipo=recensione')).json()).toHaveLength(1);
    for (const bad of ['tipo=altro', 'limit=0', 'limit=500', 'order=su', 'sort=nome', 'active=2']) {
      expect((await send('GET', `/api/prompts?${bad}`)).statusCode, bad).toBe(400);
    }
  });
});
