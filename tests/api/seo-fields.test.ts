import { describe, expect, it } from 'vitest';
import { CONTENT_PATHS, CONTENT_TYPES, type ContentType } from '../../common/content-types.ts';
import { SEO_MSG } from '../../common/messages-seo.ts';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '../../common/seo.ts';
import type { Revision, RevisionEntry } from '../../common/types.ts';
import { createNews, createProduct } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';
import { withFakeServices } from './fakes.ts';

/**
 * The search-engine fields (seo_titolo, seo_descrizione, noindex) of reviews, guides and news
 * through the API: saved and read back, one line of text trimmed, blank stored as none, left
 * unchanged when not sent, refused in Italian (400) when too long or of the wrong type, kept by
 * a revision and restored, answered to visitors once published. SQLite and PostgreSQL.
 */
withFakeServices();
const h = dashboardTestApp();
const send = h.send;

let seq = 0;
type Made = { pathId: number; id: number };
const SEO = { seo_titolo: '  Torcia frontale:\n la prova  ', seo_descrizione: 'Come scegliere una torcia per il blackout.', noindex: true };

/** A draft of each type created with SEO fields, its text free of claims (Pubblica passes). */
const MAKE: Record<ContentType, () => Promise<Made>> = {
  recensione: async () => {
    const productId = await createProduct(h, {
      nome_prodotto: `Torcia SEO ${++seq}`,
      asin_prodotto: `B0SEOFLD${String(seq).padStart(2, '0')}`,
      specifiche_tecniche: 'Flusso luminoso: 300 lumen',
    });
    const id = await h.t.services.reviews.create({ id_prodotto: productId, contenuto: '<p>Fa 300 lumen.</p>', stato: 'bozza' });
    const res = await send('PUT', `/api/recensioni/${productId}`, { recensione_prodotto: '<p>Fa 300 lumen.</p>', ...SEO });
    expect(res.statusCode, res.body).toBe(200);
    return { pathId: productId, id };
  },
  guida: async () => {
    const contenuto = { introduzione: '<p>Cosa tenere pronto in casa.</p>', sezioni: [], conclusione: '' };
    const productId = await createProduct(h, { nome_prodotto: `Radio SEO ${++seq}`, asin_prodotto: `B0SEOGUI${String(seq).padStart(2, '0')}` });
    const res = await send('POST', '/api/guide', { titolo: `Guida SEO ${seq}`, ...SEO, contenuto, prodotti: [productId] });
    expect(res.statusCode, res.body).toBe(201);
    return { pathId: res.json().id, id: res.json().id };
  },
  notizia: async () => {
    const news = await createNews(h, {
      titolo: `Notizia SEO ${++seq}`,
      ...SEO,
      testo_originale: 'La rete elettrica è stata ripristinata in serata.',
      contenuto: '<p>La rete elettrica è stata ripristinata in serata.</p>',
    });
    return { pathId: news.id, id: news.id };
  },
};

type Answer = { recensione?: Record<string, unknown> } & Record<string, unknown>;
const seoOf = (answer: Answer) => {
  const entity = answer.recensione ?? answer;
  return { seo_titolo: entity.seo_titolo, seo_descrizione: entity.seo_descrizione, noindex: entity.noindex };
};

describe.each(CONTENT_TYPES.map((tipo) => [tipo, CONTENT_PATHS[tipo]] as const))('the SEO fields of %s (/api/%s)', (tipo, path) => {
  const body = (fields: Record<string, unknown>) => (tipo === 'recensione' ? { recensione_prodotto: '<p>Fa 300 lumen.</p>', ...fields } : fields);
  const read = async (made: Made) => seoOf((await send('GET', `/api/${path}/${made.pathId}`)).json());

  it('are created and saved as one trimmed line, read back; left out they stay; blank is none', async () => {
    const made = await MAKE[tipo]();
    expect(await read(made)).toEqual({ seo_titolo: 'Torcia frontale: la prova', seo_descrizione: SEO.seo_descrizione, noindex: true });

    let res = await send('PUT', `/api/${path}/${made.pathId}`, body({ seo_descrizione: 'Una descrizione nuova.' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(seoOf(res.json())).toEqual({ seo_titolo: 'Torcia frontale: la prova', seo_descrizione: 'Una descrizione nuova.', noindex: true });

    res = await send('PUT', `/api/${path}/${made.pathId}`, body({ seo_titolo: '   ', seo_descrizione: '', noindex: false }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await read(made)).toEqual({ seo_titolo: null, seo_descrizione: null, noindex: false });

    res = await send('PUT', `/api/${path}/${made.pathId}`, body({ seo_titolo: 'x'.repeat(SEO_TITLE_MAX), seo_descrizione: 'y'.repeat(SEO_DESCRIPTION_MAX) }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('are refused in Italian (400) when too long or not of their type, and nothing changes', async () => {
    const made = await MAKE[tipo]();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ seo_titolo: 'x'.repeat(SEO_TITLE_MAX + 1) }, SEO_MSG.titleMax],
      [{ seo_titolo: 7 }, SEO_MSG.titleInvalid],
      [{ seo_descrizione: 'y'.repeat(SEO_DESCRIPTION_MAX + 1) }, SEO_MSG.descriptionMax],
      [{ seo_descrizione: ['no'] }, SEO_MSG.descriptionInvalid],
      [{ noindex: 'sì' }, SEO_MSG.noindexInvalid],
      [{ noindex: 1 }, SEO_MSG.noindexInvalid],
    ];
    for (const [fields, error] of cases) {
      const res = await send('PUT', `/api/${path}/${made.pathId}`, body(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    // A title counts once made one line: 70 characters with spaces around are accepted.
    const res = await send('PUT', `/api/${path}/${made.pathId}`, body({ seo_titolo: `  ${'x'.repeat(SEO_TITLE_MAX)}  ` }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('are kept by a revision and come back with a restore', async () => {
    const made = await MAKE[tipo]();
    const changed = { seo_titolo: 'Un altro titolo', seo_descrizione: null, noindex: false };
    expect((await send('PUT', `/api/${path}/${made.pathId}`, body(changed))).statusCode).toBe(200);
    const list: RevisionEntry[] = (await send('GET', `/api/revisioni?tipo=${tipo}&id=${made.id}`)).json();
    const saved = list.find((r) => r.azione === 'salvataggio')!;
    const kept: Revision = (await send('GET', `/api/revisioni/${saved.id}`)).json();
    expect(kept.contenuto).toMatchObject({ seo_titolo: 'Torcia frontale: la prova', seo_descrizione: SEO.seo_descrizione, noindex: true });

    const res = await send('POST', `/api/revisioni/${saved.id}/ripristina`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await read(made)).toEqual({ seo_titolo: 'Torcia frontale: la prova', seo_descrizione: SEO.seo_descrizione, noindex: true });
  });

  it('an autosave keeps them (a flag stays a boolean) without touching the text', async () => {
    const made = await MAKE[tipo]();
    const res = await send('POST', '/api/revisioni', {
      tipo,
      id: made.id,
      azione: 'autosalvataggio',
      contenuto: { titolo: 'Bozza', seo_titolo: 'Titolo in corso', seo_descrizione: 'Descrizione in corso', noindex: 'sì' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const kept: Revision = (await send('GET', `/api/revisioni/${res.json().id}`)).json();
    expect(kept.contenuto).toMatchObject({ seo_titolo: 'Titolo in corso', seo_descrizione: 'Descrizione in corso', noindex: false });
    expect((await read(made)).seo_titolo).toBe('Torcia frontale: la prova');
  });

  it('are answered to visitors once the text is published', async () => {
    const made = await MAKE[tipo]();
    const res = await send('POST', `/api/${path}/${made.id}/pubblica`, {});
    expect(res.statusCode, res.body).toBe(200);
    const visitor = await send('GET', `/api/${path}/${made.pathId}`, undefined, '');
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(seoOf(visitor.json())).toEqual({ seo_titolo: 'Torcia frontale: la prova', seo_descrizione: SEO.seo_descrizione, noindex: true });
  });
});

describe('the sitemap stamps', () => {
  it('leave out the published texts kept from search engines (noindex)', async () => {
    const made = { recensione: await MAKE.recensione(), guida: await MAKE.guida(), notizia: await MAKE.notizia() };
    for (const tipo of CONTENT_TYPES) expect((await send('POST', `/api/${CONTENT_PATHS[tipo]}/${made[tipo].id}/pubblica`, {})).statusCode).toBe(200);
    const { products, guides, news } = h.t.services;
    const slug = (await send('GET', `/api/notizie/${made.notizia.id}`)).json().slug as string;
    expect((await products.sitemapStamps()).map((p) => p.id)).not.toContain(made.recensione.pathId);
    expect((await guides.sitemapStamps()).map((g) => g.id)).not.toContain(made.guida.id);
    expect((await news.sitemapStamps()).map((n) => n.slug)).not.toContain(slug);

    for (const tipo of CONTENT_TYPES) {
      const res = await send('PUT', `/api/${CONTENT_PATHS[tipo]}/${made[tipo].pathId}`, {
        ...(tipo === 'recensione' ? { recensione_prodotto: '<p>Fa 300 lumen.</p>' } : {}),
        noindex: false,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await products.sitemapStamps()).map((p) => p.id)).toContain(made.recensione.pathId);
    expect((await guides.sitemapStamps()).map((g) => g.id)).toContain(made.guida.id);
    expect((await news.sitemapStamps()).map((n) => n.slug)).toContain(slug);
  });
});
