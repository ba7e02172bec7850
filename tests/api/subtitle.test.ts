import { describe, expect, it } from 'vitest';
import { CONTENT_PATHS, CONTENT_TYPES, type ContentType } from '../../common/content-types.ts';
import { SUBTITLE_MAX, SUBTITLE_MSG } from '../../common/subtitle.ts';
import type { Revision, RevisionEntry } from '../../common/types.ts';
import { createNews, createProduct } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';
import { withFakeServices } from './fakes.ts';

/**
 * The subtitle (`sottotitolo`) of reviews, guides and news through the API: created, saved,
 * trimmed, blank stored as none, refused in Italian past 200 characters, kept by a revision and
 * restored, shown to visitors once published. SQLite and PostgreSQL.
 */
withFakeServices();
const h = dashboardTestApp();
const send = h.send;

let seq = 0;
type Made = { pathId: number; id: number };
/** A draft of each type with a first subtitle, its text free of claims (Pubblica passes). */
const MAKE: Record<ContentType, (sottotitolo: string) => Promise<Made>> = {
  recensione: async (sottotitolo) => {
    const productId = await createProduct(h, {
      nome_prodotto: `Torcia col sottotitolo ${++seq}`,
      asin_prodotto: `B0SUBTIT${String(seq).padStart(2, '0')}`,
      specifiche_tecniche: 'Flusso luminoso: 300 lumen',
    });
    const id = await h.t.services.reviews.create({ id_prodotto: productId, contenuto: '<p>Fa 300 lumen.</p>', stato: 'bozza' });
    const res = await send('PUT', `/api/recensioni/${productId}`, { recensione_prodotto: '<p>Fa 300 lumen.</p>', sottotitolo });
    expect(res.statusCode, res.body).toBe(200);
    return { pathId: productId, id };
  },
  guida: async (sottotitolo) => {
    const contenuto = { introduzione: '<p>Cosa tenere pronto in casa.</p>', sezioni: [], conclusione: '' };
    const productId = await createProduct(h, { nome_prodotto: `Radio col sottotitolo ${++seq}`, asin_prodotto: `B0SUBGUI${String(seq).padStart(2, '0')}` });
    const res = await send('POST', '/api/guide', { titolo: `Guida col sottotitolo ${seq}`, sottotitolo, contenuto, prodotti: [productId] });
    expect(res.statusCode, res.body).toBe(201);
    return { pathId: res.json().id, id: res.json().id };
  },
  notizia: async (sottotitolo) => {
    const news = await createNews(h, {
      titolo: `Notizia col sottotitolo ${++seq}`,
      sottotitolo,
      testo_originale: 'La rete elettrica è stata ripristinata in serata.',
      contenuto: '<p>La rete elettrica è stata ripristinata in serata.</p>',
    });
    return { pathId: news.id, id: news.id };
  },
};

const entityOf = (answer: { recensione?: { sottotitolo: string | null }; sottotitolo?: string | null }) => answer.recensione ?? answer;
const subtitleOf = (answer: Parameters<typeof entityOf>[0]) => entityOf(answer).sottotitolo;

describe.each(CONTENT_TYPES.map((tipo) => [tipo, CONTENT_PATHS[tipo]] as const))('the subtitle of %s (/api/%s)', (tipo, path) => {
  const body = (sottotitolo: unknown) => (tipo === 'recensione' ? { recensione_prodotto: '<p>Fa 300 lumen.</p>', sottotitolo } : { sottotitolo });

  it('is created and saved trimmed, read back by GET; blank is none; over 200 characters is a 400 in Italian', async () => {
    const made = await MAKE[tipo]('  Cosa serve davvero  ');
    expect(subtitleOf((await send('GET', `/api/${path}/${made.pathId}`)).json())).toBe('Cosa serve davvero');

    let res = await send('PUT', `/api/${path}/${made.pathId}`, body('Una riga nuova'));
    expect(res.statusCode, res.body).toBe(200);
    expect(subtitleOf(res.json())).toBe('Una riga nuova');
    expect(subtitleOf((await send('GET', `/api/${path}/${made.pathId}`)).json())).toBe('Una riga nuova');

    res = await send('PUT', `/api/${path}/${made.pathId}`, body('x'.repeat(SUBTITLE_MAX + 1)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: SUBTITLE_MSG.subtitleMax });
    res = await send('PUT', `/api/${path}/${made.pathId}`, body(42));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: SUBTITLE_MSG.subtitleInvalid });
    expect(subtitleOf((await send('GET', `/api/${path}/${made.pathId}`)).json())).toBe('Una riga nuova');

    res = await send('PUT', `/api/${path}/${made.pathId}`, body('x'.repeat(SUBTITLE_MAX)));
    expect(res.statusCode, res.body).toBe(200);
    res = await send('PUT', `/api/${path}/${made.pathId}`, body('   '));
    expect(res.statusCode, res.body).toBe(200);
    expect(subtitleOf(res.json())).toBeNull();
  });

  it('is kept by a revision and comes back with a restore', async () => {
    const made = await MAKE[tipo]('Il primo sottotitolo');
    expect((await send('PUT', `/api/${path}/${made.pathId}`, body('Il secondo sottotitolo'))).statusCode).toBe(200);
    const list: RevisionEntry[] = (await send('GET', `/api/revisioni?tipo=${tipo}&id=${made.id}`)).json();
    const saved = list.find((r) => r.azione === 'salvataggio')!;
    const kept: Revision = (await send('GET', `/api/revisioni/${saved.id}`)).json();
    expect(kept.contenuto).toMatchObject({ sottotitolo: 'Il primo sottotitolo' });

    const res = await send('POST', `/api/revisioni/${saved.id}/ripristina`);
    expect(res.statusCode, res.body).toBe(200);
    expect(subtitleOf((await send('GET', `/api/${path}/${made.pathId}`)).json())).toBe('Il primo sottotitolo');
  });

  it('is shown to visitors once the text is published, never before', async () => {
    const made = await MAKE[tipo]('Per chi legge');
    expect((await send('GET', `/api/${path}/${made.pathId}`, undefined, '')).statusCode).toBe(404);
    const res = await send('POST', `/api/${path}/${made.id}/pubblica`, {});
    expect(res.statusCode, res.body).toBe(200);
    const visitor = await send('GET', `/api/${path}/${made.pathId}`, undefined, '');
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(subtitleOf(visitor.json())).toBe('Per chi legge');
  });
});
