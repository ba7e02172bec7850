import { beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_MSG } from '../../common/messages-editor.ts';
import { createNews, createProduct } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

/**
 * Edit conflicts (decision 0031): the staff GET of each editor's resource sends an ETag, its PUT
 * honours If-Match (412 and nothing changed when stale) and answers the new ETag. Runs on SQLite
 * and PostgreSQL.
 */
const h = dashboardTestApp();
const send = h.send;

/** One resource of an editor: where it is read and saved, a body that saves `text`, and how to read the text back. */
interface Editable {
  name: string;
  get: string;
  put: string;
  body: (text: string) => Record<string, unknown>;
  text: (answer: unknown) => string | null | undefined;
}

const resources: Editable[] = [];

beforeAll(async () => {
  const productId = await createProduct(h);
  const now = h.t.clock.nowIso();
  await h.t.db.kysely
    .insertInto('reviews')
    .values({ id_prodotto: productId, titolo: 'Recensione', contenuto: '<p>Prima versione.</p>', stato: 'bozza', created_at: now, updated_at: now })
    .execute();
  resources.push({
    name: 'recensione',
    get: `/api/recensioni/${productId}`,
    put: `/api/recensioni/${productId}`,
    body: (text) => ({ recensione_prodotto: `<p>${text}</p>` }),
    text: (a) => (a as { recensione: { recensione_prodotto: string } }).recensione.recensione_prodotto,
  });

  const guide = await send('POST', '/api/guide', { titolo: 'Guida di prova', contenuto: '<p>Prima versione.</p>', prodotti: [productId] });
  expect(guide.statusCode, guide.body).toBe(201);
  const guideId = guide.json<{ id: number }>().id;
  resources.push({
    name: 'guida',
    get: `/api/guide/${guideId}`,
    put: `/api/guide/${guideId}`,
    body: (text) => ({ titolo: text }),
    text: (a) => (a as { titolo: string }).titolo,
  });

  const news = await createNews(h, { titolo: 'Notizia di prova', contenuto: '<p>Prima versione.</p>' });
  resources.push({
    name: 'notizia',
    get: `/api/notizie/${news.id}`,
    put: `/api/notizie/${news.id}`,
    body: (text) => ({ contenuto: `<p>${text}</p>` }),
    text: (a) => (a as { contenuto: string | null }).contenuto,
  });

  const about = await send('POST', '/api/chi-siamo', { contenuto: '<p>Prima versione.</p>' });
  expect(about.statusCode, about.body).toBe(201);
  const aboutId = about.json<{ id: number }>().id;
  resources.push({
    name: 'chi siamo',
    get: '/api/chi-siamo',
    put: `/api/chi-siamo/${aboutId}`,
    body: (text) => ({ contenuto: `<p>${text}</p>` }),
    text: (a) => (a as { contenuto: string }).contenuto,
  });
});

async function read(r: Editable): Promise<{ etag: string; text: string | null | undefined }> {
  const res = await send('GET', r.get);
  expect(res.statusCode, res.body).toBe(200);
  const etag = res.headers.etag;
  expect(typeof etag, `${r.name}: ETag`).toBe('string');
  expect(etag).toMatch(/^W\/".+"$/);
  return { etag: etag as string, text: r.text(res.json()) };
}

const put = (r: Editable, text: string, ifMatch?: string) => send('PUT', r.put, r.body(text), h.cookie, ifMatch === undefined ? {} : { 'if-match': ifMatch });

describe('ETag and If-Match on the editors’ resources', () => {
  it('sends an ETag to staff on every GET, and the same one while nothing changes', async () => {
    for (const r of resources) expect((await read(r)).etag).toBe((await read(r)).etag);
  });

  it('saves with the current ETag and answers the new one, which the next GET sends', async () => {
    for (const r of resources) {
      const before = await read(r);
      const res = await put(r, `Salvata da ${r.name}`, before.etag);
      expect(res.statusCode, `${r.name}: ${res.body}`).toBe(200);
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(etag).not.toBe(before.etag);
      const after = await read(r);
      expect(after.etag).toBe(etag);
      expect(after.text).toContain(`Salvata da ${r.name}`);
    }
  });

  it('refuses a stale ETag with 412 and the Italian message, and changes nothing', async () => {
    for (const r of resources) {
      const opened = await read(r);
      expect((await put(r, `Prima scrittura ${r.name}`, opened.etag)).statusCode).toBe(200);
      const saved = await read(r);
      const res = await put(r, `Scrittura persa ${r.name}`, opened.etag);
      expect(res.statusCode, `${r.name}: ${res.body}`).toBe(412);
      expect(res.json()).toMatchObject({ error: EDITOR_MSG.editConflict });
      const after = await read(r);
      expect(after.text).toBe(saved.text);
      expect(after.etag).toBe(saved.etag);
    }
  });

  it('saves without If-Match as before, and with If-Match: * while the resource exists', async () => {
    for (const r of resources) {
      const res = await put(r, `Senza condizione ${r.name}`);
      expect(res.statusCode, `${r.name}: ${res.body}`).toBe(200);
      expect((await read(r)).text).toContain(`Senza condizione ${r.name}`);
      expect((await put(r, `Con asterisco ${r.name}`, '*')).statusCode).toBe(200);
      expect((await read(r)).text).toContain(`Con asterisco ${r.name}`);
    }
  });

  it('gives two saves in the same millisecond two different ETags', async () => {
    // The services' clock stands still (TestClock): every save of this test has the same updated_at.
    for (const r of resources) {
      const first = await put(r, `Uno ${r.name}`, (await read(r)).etag);
      const second = await put(r, `Due ${r.name}`, first.headers.etag as string);
      expect(second.statusCode, `${r.name}: ${second.body}`).toBe(200);
      expect(second.headers.etag).not.toBe(first.headers.etag);
      expect((await put(r, `Tre ${r.name}`, first.headers.etag as string)).statusCode).toBe(412);
    }
  });

  it('lets only one of two simultaneous saves from the same version through', async () => {
    for (const r of resources) {
      const { etag } = await read(r);
      const answers = await Promise.all([put(r, `Insieme A ${r.name}`, etag), put(r, `Insieme B ${r.name}`, etag)]);
      expect(answers.map((a) => a.statusCode).sort(), r.name).toEqual([200, 412]);
      const winner = answers.find((a) => a.statusCode === 200)!;
      expect((await read(r)).etag).toBe(winner.headers.etag);
    }
  });

  it('sends no version tag to visitors', async () => {
    for (const r of resources) {
      const res = await send('GET', r.get, undefined, '');
      if (res.statusCode === 200) expect(res.headers.etag).toBeUndefined();
    }
  });
});
