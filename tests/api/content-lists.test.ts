import { beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_HEADER } from '../../common/list-params.ts';
import { GUIDE_MSG } from '../../common/messages-guides.ts';
import { LIST_MSG } from '../../common/messages-lists.ts';
import { NEWS_MSG } from '../../common/messages-news.ts';
import type { Guide, News } from '../../common/types.ts';
import { createNews, createProduct } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

/**
 * The dashboard's Guide and Notizie lists that scale, on SQLite and PostgreSQL: a page asked by
 * staff says how many items match its filters (X-Total-Count, counted in SQL), the search and the
 * filters run in SQL, visitors never see a draft whatever they ask, and the bulk actions
 * (POST /api/guide/azioni, /api/notizie/azioni) go through the single item's calls: publishing
 * keeps the publishing gate, reported item by item.
 */
const h = dashboardTestApp();
const send = h.send;
const anon = (url: string) => send('GET', url, undefined, '');

const SOURCE = 'Il bollettino segnala piogge intense sulla costa ligure fino a domani sera.';

let radio: number;
let torcia: number;
/** Guides: drafts Alfa (clean), Beta (900 lm and IP68 unsupported), Gamma (clean), and Delta published. */
const guides: Record<'alfa' | 'beta' | 'gamma' | 'delta', number> = { alfa: 0, beta: 0, gamma: 0, delta: 0 };
/** News: drafts Allerta (clean, ANSA), Piogge (an invented figure, ARPAL), Scorte (no text, ANSA), and Blackout published (Protezione Civile). */
const news: Record<'allerta' | 'piogge' | 'scorte' | 'blackout', News> = {} as never;

async function guide(titolo: string, testo: string): Promise<number> {
  const res = await send('POST', '/api/guide', {
    titolo,
    contenuto: {
      introduzione: '<p>Per il blackout.</p>',
      sezioni: [
        { id_prodotto: radio, testo: '<p>La radio pesa 350 g.</p>' },
        { id_prodotto: torcia, testo },
      ],
      conclusione: '',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Guide>().id;
}

beforeAll(async () => {
  radio = await createProduct(h, { nome_sintetico: 'Radio a manovella', specifiche_tecniche: 'Peso: 350 g' });
  torcia = await createProduct(h, { nome_sintetico: 'Torcia frontale', specifiche_tecniche: 'Luminosità: 300 lm' });
  guides.alfa = await guide('Kit Alfa per il blackout', '<p>La torcia arriva a 300 lm.</p>');
  guides.beta = await guide('Kit Beta per il blackout', '<p>La torcia arriva a 900 lm ed è certificata IP68.</p>');
  guides.gamma = await guide('Scorte Gamma per l’inverno', '<p>Una torcia da 300 lm.</p>');
  guides.delta = await guide('Kit Delta per il blackout', '<p>Luce da 300 lm.</p>');
  expect((await send('POST', `/api/guide/${guides.delta}/pubblica`, {})).statusCode).toBe(200);

  news.allerta = await createNews(h, { titolo: 'Allerta meteo in Liguria', sommario: 'Piogge sulla costa.', fonte: 'ANSA' });
  news.piogge = await createNews(h, {
    titolo: 'Piogge record',
    contenuto: '<p>Sono caduti 300 millimetri di pioggia in 12 ore.</p>',
    testo_originale: SOURCE,
    fonte: 'ARPAL Liguria',
  });
  news.scorte = await createNews(h, { titolo: 'Scorte d’acqua consigliate', fonte: 'ANSA' });
  news.blackout = await createNews(h, { titolo: 'Blackout in Sardegna', sommario: 'Rete ripristinata.', fonte: 'Protezione Civile', stato: 'pubblicata' });
});

const total = (res: { headers: Record<string, unknown> }) => res.headers[TOTAL_HEADER];
const titles = (res: { json(): unknown }) => (res.json() as Array<{ titolo: string }>).map((x) => x.titolo);

describe('X-Total-Count and filters of GET /api/guide', () => {
  it('a staff page says how many guides match its filters; the whole list and visitors get no count', async () => {
    const page = await send('GET', '/api/guide?limit=2');
    expect(page.json()).toHaveLength(2);
    expect(total(page)).toBe('4');
    expect(total(await send('GET', '/api/guide?limit=2&offset=2&stato=bozza'))).toBe('3');
    expect(total(await send('GET', '/api/guide'))).toBeUndefined();
    const visitor = await anon('/api/guide?limit=2');
    expect(total(visitor)).toBeUndefined();
    expect(titles(visitor)).toEqual(['Kit Delta per il blackout']);
  });

  it('searches the title in SQL (case-insensitive), with the state filter and the count', async () => {
    const found = await send('GET', '/api/guide?q=BLACKOUT&limit=24');
    expect(titles(found).sort()).toEqual(['Kit Alfa per il blackout', 'Kit Beta per il blackout', 'Kit Delta per il blackout']);
    expect(total(found)).toBe('3');
    const drafts = await send('GET', '/api/guide?q=kit&stato=bozza&limit=1');
    expect(drafts.json()).toHaveLength(1);
    expect(total(drafts)).toBe('2');
    expect(titles(await send('GET', '/api/guide?q=Gamma'))).toEqual(['Scorte Gamma per l’inverno']);
    const none = await send('GET', '/api/guide?q=introvabile&limit=24');
    expect([none.json(), total(none)]).toEqual([[], '0']);
    expect((await send('GET', '/api/guide?q=a&q=b')).statusCode).toBe(400);
  });

  it('visitors never see a draft, whatever they ask', async () => {
    for (const query of ['stato=bozza', 'q=Alfa', 'q=kit&stato=bozza&limit=5', 'stato=archiviata&limit=1&offset=0']) {
      const res = await anon(`/api/guide?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(
        res.json<Guide[]>().every((g) => g.stato === 'pubblicata'),
        query,
      ).toBe(true);
      expect(total(res), query).toBeUndefined();
    }
    expect(titles(await anon('/api/guide?q=Alfa'))).toEqual([]);
  });
});

describe('X-Total-Count and filters of GET /api/notizie', () => {
  it('a staff page says how many items match its text, state and source', async () => {
    const page = await send('GET', '/api/notizie?limit=1');
    expect(page.json()).toHaveLength(1);
    expect(total(page)).toBe('4');
    expect(total(await send('GET', '/api/notizie?limit=10&fonte=ansa'))).toBe('2');
    const text = await send('GET', '/api/notizie?limit=10&q=PIOGGE');
    expect(titles(text).sort()).toEqual(['Allerta meteo in Liguria', 'Piogge record']);
    expect(total(text)).toBe('2');
    const combined = await send('GET', '/api/notizie?limit=10&q=piogge&fonte=ansa&stato=bozza');
    expect([titles(combined), total(combined)]).toEqual([['Allerta meteo in Liguria'], '1']);
    expect(total(await send('GET', '/api/notizie?stato=pubblicata&limit=10&offset=5'))).toBe('1');
    expect(total(await send('GET', '/api/notizie?q=piogge'))).toBeUndefined();
  });

  it('visitors never see a draft, whatever they ask', async () => {
    for (const query of ['stato=bozza', 'q=Allerta', 'fonte=ANSA', 'q=piogge&stato=bozza&limit=5', 'fonte=arpal&limit=1']) {
      const res = await anon(`/api/notizie?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(
        res.json<News[]>().every((n) => n.stato === 'pubblicata'),
        query,
      ).toBe(true);
      expect(res.json()).toEqual(query === 'stato=bozza' ? [expect.objectContaining({ titolo: 'Blackout in Sardegna' })] : []);
      expect(total(res), query).toBeUndefined();
    }
  });
});

describe('POST /api/guide/azioni', () => {
  it('publishes each guide through the publishing gate: a guide with unresolved claims is reported, not published', async () => {
    const res = await send('POST', '/api/guide/azioni', { azione: 'pubblica', ids: [guides.alfa, guides.beta, guides.alfa] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ riusciti: [guides.alfa], falliti: [{ id: guides.beta, errore: GUIDE_MSG.unverifiedClaims(2) }] });
    expect((await send('GET', `/api/guide/${guides.alfa}`)).json<Guide>().stato).toBe('pubblicata');
    expect((await send('GET', `/api/guide/${guides.beta}`)).json<Guide>().stato).toBe('bozza');
  });

  it('archives and deletes; a guide that does not exist is reported', async () => {
    const archived = await send('POST', '/api/guide/azioni', { azione: 'archivia', ids: [guides.alfa, 999_999] });
    expect(archived.json()).toEqual({ riusciti: [guides.alfa], falliti: [{ id: 999_999, errore: GUIDE_MSG.guideNotFound }] });
    expect((await send('GET', `/api/guide/${guides.alfa}`)).json<Guide>().stato).toBe('archiviata');
    expect((await anon(`/api/guide/${guides.alfa}`)).statusCode).toBe(404);

    const deleted = await send('POST', '/api/guide/azioni', { azione: 'elimina', ids: [guides.gamma, 999_999] });
    expect(deleted.json()).toEqual({ riusciti: [guides.gamma], falliti: [{ id: 999_999, errore: GUIDE_MSG.guideNotFound }] });
    expect((await send('GET', `/api/guide/${guides.gamma}`)).statusCode).toBe(404);
  });
});

describe('bozza: the undo of Archivia on a draft, and Riporta in bozza', () => {
  it('takes a published guide back to draft: it leaves the site', async () => {
    const res = await send('POST', '/api/guide/azioni', { azione: 'bozza', ids: [guides.delta, 999_999] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ riusciti: [guides.delta], falliti: [{ id: 999_999, errore: GUIDE_MSG.guideNotFound }] });
    expect((await send('GET', `/api/guide/${guides.delta}`)).json<Guide>().stato).toBe('bozza');
    expect((await anon(`/api/guide/${guides.delta}`)).statusCode).toBe(404);
  });

  it('takes a published news item back to draft: it leaves the site', async () => {
    const res = await send('POST', '/api/notizie/azioni', { azione: 'bozza', ids: [news.blackout.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ riusciti: [news.blackout.id], falliti: [] });
    expect((await send('GET', `/api/notizie/${news.blackout.id}`)).json<News>().stato).toBe('bozza');
    expect((await anon(`/api/notizie/slug/${news.blackout.slug}`)).statusCode).toBe(404);
  });
});

describe('POST /api/notizie/azioni', () => {
  it('publishes each item through the publishing gate: unresolved claims and a missing text are reported', async () => {
    const res = await send('POST', '/api/notizie/azioni', { azione: 'pubblica', ids: [news.allerta.id, news.piogge.id, news.scorte.id] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ riusciti: number[]; falliti: Array<{ id: number; errore: string }> }>();
    expect(body.riusciti).toEqual([news.allerta.id]);
    expect(body.falliti).toEqual([
      { id: news.piogge.id, errore: expect.stringMatching(/^La notizia contiene \d+ dat[oi] che la fonte non riporta/) },
      { id: news.scorte.id, errore: NEWS_MSG.publishNeedsText },
    ]);
    // The same words the single item's Pubblica answers.
    for (const { id, errore } of body.falliti) expect((await send('POST', `/api/notizie/${id}/pubblica`, {})).json().error).toBe(errore);
    expect((await send('GET', `/api/notizie/${news.piogge.id}`)).json<News>().stato).toBe('bozza');
    expect((await anon(`/api/notizie/slug/${news.allerta.slug}`)).statusCode).toBe(200);
  });

  it('archives and deletes; an item that does not exist is reported', async () => {
    const archived = await send('POST', '/api/notizie/azioni', { azione: 'archivia', ids: [news.allerta.id, news.blackout.id] });
    expect(archived.json()).toEqual({ riusciti: [news.allerta.id, news.blackout.id], falliti: [] });
    expect((await anon('/api/notizie')).json()).toEqual([]);
    const deleted = await send('POST', '/api/notizie/azioni', { azione: 'elimina', ids: [news.scorte.id, 999_999] });
    expect(deleted.json()).toEqual({ riusciti: [news.scorte.id], falliti: [{ id: 999_999, errore: NEWS_MSG.newsNotFound }] });
    expect((await send('GET', `/api/notizie/${news.scorte.id}`)).statusCode).toBe(404);
  });
});

describe('bulk actions refuse what they cannot do', () => {
  const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
  it.each(['/api/guide/azioni', '/api/notizie/azioni'])('%s: 400 in Italian for a bad body', async (url) => {
    const cases: Array<[unknown, string]> = [
      [{ azione: 'rigenera', ids: [1] }, LIST_MSG.invalidAction],
      [{ ids: [1] }, LIST_MSG.invalidAction],
      [{ azione: 'pubblica', ids: [] }, LIST_MSG.invalidIds],
      [{ azione: 'pubblica' }, LIST_MSG.invalidIds],
      [{ azione: 'pubblica', ids: ['1'] }, LIST_MSG.invalidIds],
      [{ azione: 'pubblica', ids: [0] }, LIST_MSG.invalidIds],
      [{ azione: 'elimina', ids: tooMany }, LIST_MSG.invalidIds],
      [{ azione: 'elimina', ids: [1], altro: true }, 'Campo non previsto: altro.'],
    ];
    for (const [body, error] of cases) {
      const res = await send('POST', url, body);
      expect([res.statusCode, res.json().error], JSON.stringify(body)).toEqual([400, error]);
    }
    expect((await send('POST', url)).statusCode).toBe(400);
  });

  it.each(['/api/guide/azioni', '/api/notizie/azioni'])('%s: 401 without a session, nothing changed', async (url) => {
    const before = (await send('GET', url.replace('/azioni', ''))).body;
    const res = await send('POST', url, { azione: 'elimina', ids: [guides.beta, news.piogge.id] }, '');
    expect(res.statusCode).toBe(401);
    expect((await send('GET', url.replace('/azioni', ''))).body).toBe(before);
  });
});
