import { describe, expect, it } from 'vitest';
import type { AiVerification, GateClaim } from '../../common/claims.ts';
import {
  currentNews,
  initialNewsFormState,
  type NewsFormAction,
  newsFormReducer,
  type NewsFormState,
  newsSaveBody,
  addressPublic,
  sourceTextOf,
} from '../../app/features/news/news-form-state.ts';
import { EMPTY_NEWS, fromLocalInput, toLocalInput, valuesOf } from '../../app/features/news/news-form-values.ts';
import { newsSnapshot } from '../../app/features/news/news-snapshot.ts';
import type { PickedImage } from '../../app/components/dashboard/images/index.ts';
import { aNewsItem } from '../components/builders.ts';
import { pendingSnapshot } from '../../server/domain/pending-versions.ts';
import { NEWS_EDITED } from '../../server/domain/revisions.ts';

/**
 * The news form's state without React: each transition of the reducer, the slug that follows the
 * title, and the body a save sends (the publishing gate's `verifica_ai` and `conferme` included).
 */

const PICKED: PickedImage = { id: 7, url: 'https://images.unsplash.com/photo-7?w=1600', autore: 'Ada', autore_link: null, fonte: 'unsplash' };
const VERIFICA: AiVerification = { stato: 'completata', affermazioni: [{ testo: 'la più grave del decennio', motivo: 'non nella fonte' }] };
const CLAIMS: GateClaim[] = [{ text: '120 mm', kind: 'misura' }];

const run = (state: NewsFormState, ...actions: NewsFormAction[]) => actions.reduce(newsFormReducer, state);
const fresh = () => initialNewsFormState(null);
const loaded = (overrides: Parameters<typeof aNewsItem>[0] = {}) => run(initialNewsFormState(1), { type: 'loaded', news: aNewsItem(overrides), picked: null });

describe('news form state: the start', () => {
  it('a new item is ready at once: an empty draft with relevance 0, nothing running', () => {
    expect(fresh()).toEqual({
      loaded: { status: 'ready', news: null },
      values: EMPTY_NEWS,
      slugTouched: false,
      saving: false,
      formError: null,
      ai: null,
      verifica: null,
      gate: null,
      picked: null,
      aiUndo: {},
    });
    expect(EMPTY_NEWS).toMatchObject({ stato: 'bozza', rilevanza: 0 });
  });

  it('a saved item waits for its load, then takes its values, its cover and a slug of its own', () => {
    expect(initialNewsFormState(3).loaded).toEqual({ status: 'loading' });
    const news = aNewsItem({ tag: 'meteo', descrizione: null });
    const s = run(initialNewsFormState(1), { type: 'loaded', news, picked: PICKED });
    expect(s).toMatchObject({ loaded: { status: 'ready', news }, picked: PICKED, slugTouched: true });
    expect(s.values).toMatchObject({ titolo: news.titolo, slug: news.slug, tag: 'meteo', descrizione: '', contenuto: '' });
    expect(currentNews(s)).toBe(news);
  });

  it('a failed load is an error', () => {
    const s = run(initialNewsFormState(1), { type: 'load-failed' });
    expect(s.loaded).toEqual({ status: 'error' });
    expect(currentNews(s)).toBeNull();
  });
});

describe('news form state: the fields and the slug', () => {
  it('the slug follows the title of a new item until it is typed by hand', () => {
    let s = run(fresh(), { type: 'field', key: 'titolo', value: 'Allerta meteo in Liguria' });
    expect(s.values.slug).toBe('allerta-meteo-in-liguria');
    s = run(s, { type: 'field', key: 'slug', value: 'allerta' }, { type: 'field', key: 'titolo', value: 'Allerta rossa' });
    expect(s).toMatchObject({ slugTouched: true, values: { titolo: 'Allerta rossa', slug: 'allerta' } });
  });

  it("a published item's slug no longer follows its title, and is sent as shown", () => {
    expect(addressPublic(fresh())).toBe(false);
    expect(addressPublic(loaded({ stato: 'bozza' }))).toBe(false);
    expect(addressPublic(loaded({ stato: 'pubblicata' }))).toBe(true);
    const s = run({ ...loaded({ stato: 'pubblicata' }), slugTouched: false }, { type: 'field', key: 'titolo', value: 'Nuovo titolo' });
    expect(s.values.slug).toBe('allerta-meteo-in-liguria');
  });

  it('other fields change only themselves', () => {
    const s = run(fresh(), { type: 'field', key: 'rilevanza', value: 4 }, { type: 'field', key: 'stato', value: 'pubblicata' });
    expect(s.values).toEqual({ ...EMPTY_NEWS, rilevanza: 4, stato: 'pubblicata' });
    expect(s.slugTouched).toBe(false);
  });

  it('the AI works from the source text, else the summary', () => {
    expect(sourceTextOf({ ...EMPTY_NEWS, testo_originale: '  Testo.  ', sommario: 'Sommario.' })).toBe('Testo.');
    expect(sourceTextOf({ ...EMPTY_NEWS, testo_originale: '   ', sommario: ' Sommario. ' })).toBe('Sommario.');
    expect(sourceTextOf(EMPTY_NEWS)).toBe('');
  });

  it('the same picked cover leaves the state as it is', () => {
    const s = run(fresh(), { type: 'picked', picked: PICKED });
    expect(run(s, { type: 'picked', picked: PICKED })).toBe(s);
    expect(run(s, { type: 'picked', picked: null }).picked).toBeNull();
  });
});

describe('news form state: the AI', () => {
  it('one task runs at a time, then none', () => {
    expect(run(fresh(), { type: 'ai', task: 'articolo' }).ai).toBe('articolo');
    expect(run(fresh(), { type: 'ai', task: 'sommario' }, { type: 'ai', task: null }).ai).toBeNull();
  });

  it('a generated article replaces the content and brings its verification (its claims are read from the text: news-form-claims.ts)', () => {
    const s = run(loaded(), { type: 'generated', contenuto: '<p>Articolo.</p>', verifica: VERIFICA });
    expect(s).toMatchObject({ values: { contenuto: '<p>Articolo.</p>', titolo: 'Allerta meteo in Liguria' }, verifica: VERIFICA });
  });
});

describe('news form state: undoing an AI result in one click', () => {
  const OWN = 'Il sommario scritto dalla redazione.';

  it('a generated summary keeps the editor’s own; Annulla puts it back exactly', () => {
    const start = run(loaded({ sommario: OWN }));
    const s = run(start, { type: 'summarized', sommario: 'Sommario dell’AI.' });
    expect(s.values.sommario).toBe('Sommario dell’AI.');
    expect(s.aiUndo).toEqual({ sommario: { previous: { sommario: OWN } } });
    const undone = run(s, { type: 'undo-ai', task: 'sommario' });
    expect(undone.values).toEqual(start.values);
    expect(undone.aiUndo).toEqual({});
  });

  it('a generated article is undone whole: the content and its verification', () => {
    const start = loaded({ contenuto: '<p>Testo rivisto a mano.</p>' });
    const s = run(start, { type: 'generated', contenuto: '<p>Articolo.</p>', verifica: VERIFICA });
    expect(s).toMatchObject({ values: { contenuto: '<p>Articolo.</p>' }, verifica: VERIFICA });
    const undone = run(s, { type: 'undo-ai', task: 'articolo' });
    expect(undone).toEqual(start);
  });

  it('a second run before any edit still undoes to the editor’s own text', () => {
    const s = run(loaded({ sommario: OWN }), { type: 'summarized', sommario: 'Prima proposta.' }, { type: 'summarized', sommario: 'Seconda proposta.' });
    expect(s.values.sommario).toBe('Seconda proposta.');
    expect(run(s, { type: 'undo-ai', task: 'sommario' }).values.sommario).toBe(OWN);
  });

  it('editing the field, or saving, makes the result the editor’s: nothing to undo; other fields do not', () => {
    const s = run(loaded({ sommario: OWN }), { type: 'summarized', sommario: 'Sommario dell’AI.' }, { type: 'generated', contenuto: '<p>A.</p>', verifica: null });
    const titled = run(s, { type: 'field', key: 'titolo', value: 'Altro titolo' });
    expect(Object.keys(titled.aiUndo).sort()).toEqual(['articolo', 'sommario']);
    const edited = run(titled, { type: 'field', key: 'sommario', value: 'Sommario dell’AI, ritoccato.' });
    expect(Object.keys(edited.aiUndo)).toEqual(['articolo']);
    expect(run(edited, { type: 'undo-ai', task: 'sommario' })).toBe(edited);
    expect(run(edited, { type: 'saved', news: aNewsItem(), picked: null }).aiUndo).toEqual({});
  });
});

describe('news form state: the snapshot a revision keeps, and putting one back', () => {
  const ITEM = aNewsItem({
    id: 4,
    titolo: 'Black-out in Sardegna',
    sommario: 'Rete ripristinata.',
    contenuto: '<p>Il testo.</p>',
    testo_originale: 'Fonte completa.',
    data_pubblicazione: '2025-03-01T09:30:00.000Z',
    data_fonte: '2025-02-28T18:00:00.000Z',
    immagine_url: 'https://images.unsplash.com/photo-7?w=1600',
    immagine_autore: 'Ada',
    immagine_autore_link: 'https://unsplash.com/@ada',
    id_immagine: 7,
    immagine_fonte: 'unsplash',
    rilevanza: 4,
    tag: 'energia',
    seo_titolo: 'Blackout in Sardegna: cosa sapere',
    noindex: true,
  });
  const PICKED_ITEM: PickedImage = { id: 7, url: ITEM.immagine_url!, autore: 'Ada', autore_link: 'https://unsplash.com/@ada', fonte: 'unsplash' };

  it('has the server’s keys in its order and its value types: blanks null, the date ISO, the picked cover', () => {
    const snap = newsSnapshot(valuesOf(ITEM), PICKED_ITEM);
    expect(Object.keys(snap)).toEqual([...NEWS_EDITED]);
    expect(snap).toEqual({
      titolo: 'Black-out in Sardegna',
      sottotitolo: null,
      sommario: 'Rete ripristinata.',
      descrizione: null,
      testo_originale: 'Fonte completa.',
      fonte: 'Protezione Civile',
      link_fonte: 'https://fonte.example/allerta',
      data_pubblicazione: '2025-03-01T09:30:00.000Z',
      data_fonte: '2025-02-28T18:00:00.000Z',
      immagine_url: 'https://images.unsplash.com/photo-7?w=1600',
      immagine_autore: 'Ada',
      immagine_autore_link: 'https://unsplash.com/@ada',
      rilevanza: 4,
      seo_titolo: 'Blackout in Sardegna: cosa sapere',
      seo_descrizione: null,
      noindex: true,
      contenuto: '<p>Il testo.</p>',
      id_immagine: 7,
      tag: 'energia',
    });
    // The server keeps it as it is (POST /api/revisioni).
    expect(pendingSnapshot('notizia', snap)).toEqual(snap);
    expect(newsSnapshot(EMPTY_NEWS, null)).toMatchObject({
      titolo: '',
      sommario: null,
      contenuto: null,
      data_pubblicazione: null,
      data_fonte: null,
      rilevanza: 0,
      id_immagine: null,
    });
  });

  it('a form just loaded equals its item’s snapshot; a change does not', () => {
    const s = loaded({ sommario: 'Uno.' });
    expect(newsSnapshot(s.values, s.picked)).toEqual(newsSnapshot(valuesOf(aNewsItem({ sommario: 'Uno.' })), null));
    const typed = run(s, { type: 'field', key: 'sommario', value: 'Due.' });
    expect(newsSnapshot(typed.values, typed.picked)).not.toEqual(newsSnapshot(s.values, s.picked));
  });

  it('apply puts a kept version back: its fields, its picked cover, the status and slug untouched, nothing to undo', () => {
    const start = run(loaded({ stato: 'pubblicata' }), { type: 'summarized', sommario: 'AI.' });
    const snap = newsSnapshot(valuesOf(ITEM), PICKED_ITEM);
    const s = run(start, { type: 'apply', snapshot: snap });
    expect(s.values).toEqual({ ...valuesOf(ITEM), slug: start.values.slug, stato: 'pubblicata' });
    expect(s.picked).toEqual(PICKED_ITEM);
    expect(newsSnapshot(s.values, s.picked)).toEqual(snap);
    expect(s.aiUndo).toEqual({});
  });

  it('apply leaves absent fields alone, reads null and wrong types as empty, keeps the title, drops a cover without id', () => {
    const start = { ...loaded({ sommario: 'Mio.', tag: 'meteo' }), picked: PICKED };
    const withDates = { ...start, values: { ...start.values, data_fonte: '2025-02-28T19:00' } };
    const s = run(withDates, {
      type: 'apply',
      snapshot: { titolo: null, sommario: null, contenuto: 42, data_pubblicazione: null, data_fonte: 7, id_immagine: null, rilevanza: 'tre' },
    });
    expect(s.values).toMatchObject({
      titolo: start.values.titolo,
      sommario: '',
      contenuto: '',
      data_pubblicazione: '',
      data_fonte: '',
      tag: 'meteo',
      rilevanza: start.values.rilevanza,
    });
    expect(s.picked).toBeNull();
  });
});

describe('news form state: saving and the publishing gate', () => {
  it('an invalid form shows its error; saving clears it; settled ends the save', () => {
    let s = run(fresh(), { type: 'invalid', error: 'Il titolo della notizia è obbligatorio.' });
    expect(s.formError).toBe('Il titolo della notizia è obbligatorio.');
    s = run(s, { type: 'saving' });
    expect(s).toMatchObject({ formError: null, saving: true });
    expect(run(s, { type: 'settled' }).saving).toBe(false);
  });

  it('a 409 opens the gate with its claims; cancelling closes it', () => {
    const s = run(loaded(), { type: 'saving' }, { type: 'gate', claims: CLAIMS }, { type: 'settled' });
    expect(s).toMatchObject({ gate: CLAIMS, saving: false });
    expect(run(s, { type: 'gate', claims: null }).gate).toBeNull();
  });

  it('an edit saved takes the stored item and drops the verification and the gate', () => {
    const stored = aNewsItem({ titolo: 'Salvata', stato: 'pubblicata' });
    const before = { ...loaded(), verifica: VERIFICA, gate: CLAIMS };
    const s = run(before, { type: 'saved', news: stored, picked: PICKED });
    expect(s).toMatchObject({ verifica: null, gate: null, picked: PICKED, loaded: { status: 'ready', news: stored }, values: { titolo: 'Salvata' } });
  });

  it('a creation saved drops the verification and the gate and leaves the rest (the form moves to the item)', () => {
    const before = { ...run(fresh(), { type: 'field', key: 'titolo', value: 'Nuova' }), verifica: VERIFICA, gate: CLAIMS };
    const s = run(before, { type: 'saved', news: null, picked: null });
    expect(s).toEqual({ ...before, verifica: null, gate: null });
  });
});

describe('news form state: the body of a save', () => {
  it('sends every field, the date as ISO, relevance as a number and no image id', () => {
    const s = run(
      fresh(),
      { type: 'field', key: 'titolo', value: 'Allerta' },
      { type: 'field', key: 'data_pubblicazione', value: '2025-03-01T09:30' },
      { type: 'field', key: 'data_fonte', value: '2025-02-28T19:00' },
    );
    const body = newsSaveBody(s);
    expect(body).toMatchObject({
      titolo: 'Allerta',
      slug: 'allerta',
      data_pubblicazione: new Date('2025-03-01T09:30').toISOString(),
      data_fonte: new Date('2025-02-28T19:00').toISOString(),
      rilevanza: 0,
      id_immagine: null,
    });
    expect(body).not.toHaveProperty('verifica_ai');
    expect(body).not.toHaveProperty('conferme');
    expect(newsSaveBody(fresh())).toMatchObject({ data_pubblicazione: null, data_fonte: null });
  });

  it("sends the slug as shown, a published item's too (its old address then answers 301)", () => {
    expect(newsSaveBody(run(loaded({ stato: 'pubblicata' }), { type: 'field', key: 'slug', value: 'nuovo-indirizzo' })).slug).toBe('nuovo-indirizzo');
    expect(newsSaveBody(loaded({ stato: 'bozza' })).slug).toBe('allerta-meteo-in-liguria');
  });

  it('carries a fresh verification as verifica_ai and the gate’s answers as conferme', () => {
    const conferme = [{ testo: '120 mm', fonte: 'Bollettino ARPAL' }];
    const body = newsSaveBody({ ...loaded(), verifica: VERIFICA }, conferme);
    expect(body).toMatchObject({ verifica_ai: VERIFICA, conferme });
  });

  it('the datetime-local value goes from ISO and back in the local time zone', () => {
    const local = '2025-06-15T18:05';
    expect(toLocalInput(fromLocalInput(local))).toBe(local);
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('non una data')).toBe('');
    expect(valuesOf(aNewsItem({ data_pubblicazione: null })).data_pubblicazione).toBe('');
  });
});
