import { describe, expect, it } from 'vitest';
import { createNews, createProduct, createUser } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

const h = dashboardTestApp();

/**
 * The public reads of the texts' writers (server/domain/authors.ts), on SQLite and PostgreSQL:
 * reviews, guides and news of one writer mixed, newest first, paged in SQL; only published ones;
 * an author page only with published work; the sitemap's authors.
 */
describe('AuthorsService', () => {
  it('lists a writer’s published texts newest first, pages them, and counts them', async () => {
    const { authors, db, guides, reviews } = h.t.services;
    const k = db.kysely;
    const writer = await createUser(h, { username: 'scrittore', password: 'Password-Scrittore-1' });
    await k.updateTable('users').set({ nome_visualizzato: 'Piero Scrittore', slug: 'piero-scrittore' }).where('id', '=', writer.id).execute();
    expect(await authors.bySlug('piero-scrittore')).toBeNull();

    const product = await createProduct(h, { nome_prodotto: 'Radio a manovella' });
    await reviews.create({ id_prodotto: product, titolo: null, contenuto: '<p>Buona.</p>', stato: 'pubblicata' });
    const guide = await guides.create({
      titolo: 'Guida alle radio',
      sottotitolo: 'Quale scegliere',
      immagine_url: null,
      contenuto: { introduzione: '<p>Radio.</p>', sezioni: [], conclusione: '' },
      stato: 'pubblicata',
      prodotti: [],
    });
    const draft = await guides.create({
      titolo: 'Bozza',
      sottotitolo: null,
      immagine_url: null,
      contenuto: { introduzione: '', sezioni: [], conclusione: '' },
      stato: 'bozza',
      prodotti: [],
    });
    const news = await createNews(h, { titolo: 'Allerta gialla', slug: 'allerta-gialla', sommario: 'Domani pioggia.', stato: 'pubblicata' });
    await k.updateTable('reviews').set({ id_autore: writer.id, published_at: '2030-01-02T10:00:00.000Z' }).where('id_prodotto', '=', product).execute();
    await k.updateTable('guides').set({ id_autore: writer.id, published_at: '2030-01-03T10:00:00.000Z' }).where('id', 'in', [guide, draft]).execute();
    await k.updateTable('news').set({ id_autore: writer.id, data_pubblicazione: '2030-01-01T10:00:00.000Z' }).where('id', '=', news.id).execute();

    const author = await authors.bySlug('piero-scrittore');
    expect(author).toMatchObject({ id: writer.id, nome: 'Piero Scrittore', slug: 'piero-scrittore', bio: null, immagine_url: null });
    expect(await authors.countTexts(writer.id)).toBe(3);
    const all = await authors.texts(writer.id, { limit: 10 });
    expect(all).toEqual([
      { tipo: 'guida', path: `/guida/${guide}`, titolo: 'Guida alle radio', data: '2030-01-03T10:00:00.000Z', sommario: 'Quale scegliere', noindex: false },
      { tipo: 'recensione', path: `/articolo/${product}`, titolo: 'Radio a manovella', data: '2030-01-02T10:00:00.000Z', sommario: null, noindex: false },
      { tipo: 'notizia', path: '/notizie/allerta-gialla', titolo: 'Allerta gialla', data: '2030-01-01T10:00:00.000Z', sommario: 'Domani pioggia.', noindex: false },
    ]);
    expect(await authors.texts(writer.id, { limit: 1, offset: 1 })).toEqual([all[1]]);
    expect(await authors.sitemapStamps()).toEqual([{ slug: 'piero-scrittore', updated_at: expect.any(String) }]);
    expect(await authors.byId(writer.id)).toMatchObject({ nome: 'Piero Scrittore' });
    expect(await authors.byId(null)).toBeNull();
    expect(await authors.byId(999999)).toBeNull();
  });

  it('an account made without a slug answers at autore-{id} until its profile names it, then moves there', async () => {
    const { authors, db } = h.t.services;
    const user = await createUser(h, { username: 'senzaslug', password: 'Password-Senza-1' });
    await db.kysely.updateTable('users').set({ slug: null }).where('id', '=', user.id).execute();
    const news = await createNews(h, { titolo: 'Nuova allerta', slug: 'nuova-allerta', sommario: 'Vento forte.', stato: 'pubblicata' });
    await db.kysely.updateTable('news').set({ id_autore: user.id }).where('id', '=', news.id).execute();
    expect(await authors.byId(user.id)).toMatchObject({ slug: `autore-${user.id}` });
    expect(await authors.bySlug(`autore-${user.id}`)).toMatchObject({ id: user.id });
    expect(await authors.sitemapStamps()).toContainEqual({ slug: `autore-${user.id}`, updated_at: expect.any(String) });
    // Nobody else may take that address by name while it is theirs.
    const other = await createUser(h, { username: 'omonimo', password: 'Password-Omonimo-1' });
    expect((await h.t.services.profiles.update(other.id, { nome_visualizzato: `Autore ${user.id}` })).slug).toBe(`autore-${user.id}-2`);
    expect((await h.t.services.profiles.update(user.id, { nome_visualizzato: 'Carla Neri' })).slug).toBe('carla-neri');
    expect(await h.t.services.redirects.resolve(`/autore/autore-${user.id}`)).toEqual({ gone: false, a: '/autore/carla-neri' });
  });
});
