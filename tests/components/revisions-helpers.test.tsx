// The revisions feature's pure helpers (decision 0032): the editors' HTML as readable text, the
// compared fields of each content type, the pending version offered when an editor opens a
// content, and the time format.
import { describe, expect, test } from 'vitest';
import { formatRevisionTime, htmlToText, pendingToOffer, snapshotFields } from '../../app/components/dashboard/revisions/index.ts';
import { diffSnapshots } from '../../app/components/dashboard/revisions/version-diff.tsx';
import type { RevisionEntry } from '../../common/types.ts';

const entry = (id: number, azione: string, autore: string | null = 'mario'): RevisionEntry =>
  ({ id, azione, autore, creata_il: `2026-11-26T20:${String(60 - id).padStart(2, '0')}:00.000Z` }) as RevisionEntry;

describe('htmlToText', () => {
  test('keeps paragraph, heading and list-item breaks and decodes entities', () => {
    const html =
      '<h2>Prima di partire</h2><p>Una torcia &amp; delle pile,<br>l&rsquo;acqua &egrave; <strong>essenziale</strong>.</p><ul><li>Pile AA</li><li>Radio &#8220;a manovella&#x201D;</li></ul>';
    expect(htmlToText(html)).toBe('Prima di partire\nUna torcia & delle pile,\nl’acqua è essenziale.\n• Pile AA\n• Radio “a manovella”');
  });

  test('collapses spaces, drops comments and empty paragraphs, keeps a lone <', () => {
    expect(htmlToText('<p>  uno\n   due  </p><!-- nota --><p></p><p>3 < 4</p>')).toBe('uno due\n3 < 4');
  });

  test('leaves unknown entities as they are', () => {
    expect(htmlToText('<p>&foo; &#0;</p>')).toBe('&foo; &#0;');
  });
});

describe('snapshotFields', () => {
  test('a review: Titolo as one line, Testo as text and paragraphs; the status is not compared', () => {
    expect(snapshotFields('recensione', { titolo: 'Torcia', contenuto: '<p>Ottima.</p><p>Leggera.</p>', stato: 'bozza' })).toEqual([
      { key: 'titolo', label: 'Titolo', text: 'Torcia', blocks: [{ kind: 'paragraph', text: 'Torcia' }] },
      {
        key: 'contenuto',
        label: 'Testo',
        text: 'Ottima.\nLeggera.',
        blocks: [
          { kind: 'paragraph', text: 'Ottima.' },
          { kind: 'paragraph', text: 'Leggera.' },
        ],
        rich: true,
      },
    ]);
  });

  test('a guide: introduction, numbered sections and conclusion; missing fields skipped', () => {
    const fields = snapshotFields('guida', {
      titolo: 'Kit blackout',
      contenuto: {
        introduzione: '<p>Intro</p>',
        sezioni: [
          { id_prodotto: 1, testo: '<p>Uno</p>' },
          { id_prodotto: 2, testo: '<p>Due</p>' },
        ],
        conclusione: '<p>Fine</p>',
      },
      prodotti: [1, 2],
    });
    expect(fields.map((f) => [f.label, f.text])).toEqual([
      ['Titolo', 'Kit blackout'],
      ['Introduzione', 'Intro'],
      ['Sezione 1', 'Uno'],
      ['Sezione 2', 'Due'],
      ['Conclusione', 'Fine'],
      ['Prodotti (numeri, in ordine)', '1, 2'],
    ]);
  });

  test('a news item: the plain fields, the article as text, null as empty; unknown fields skipped', () => {
    const fields = snapshotFields('notizia', { titolo: 'Allerta meteo', sommario: null, contenuto: '<p>Testo</p>', rilevanza: 3, ignoto: 'x' });
    expect(fields.map((f) => [f.label, f.text])).toEqual([
      ['Titolo', 'Allerta meteo'],
      ['Sommario', ''],
      ['Articolo', 'Testo'],
      ['Rilevanza', '3'],
    ]);
  });

  test('a guide section only one side has is compared with an empty text; a field only one side has is not', () => {
    const before = { titolo: 'A', contenuto: { introduzione: '', sezioni: [], conclusione: '' } };
    const after = { titolo: 'A', tag: 'x', contenuto: { introduzione: '', sezioni: [{ id_prodotto: 1, testo: '<p>Nuova</p>' }], conclusione: '' } };
    const diff = diffSnapshots('guida', before, after);
    expect(diff.map((d) => [d.label, d.changed])).toEqual([
      ['Titolo', false],
      ['Introduzione', false],
      ['Sezione 1', true],
      ['Conclusione', false],
    ]);
    expect(diff[2]!.rows).toMatchObject([{ kind: 'added', before: null, after: { kind: 'paragraph', text: 'Nuova' }, left: [], right: [{ text: 'Nuova', changed: true }] }]);
  });
});

describe('pendingToOffer', () => {
  test('my autosave newer than the last save', () => {
    expect(pendingToOffer([entry(1, 'autosalvataggio'), entry(2, 'salvataggio')], 'mario')?.id).toBe(1);
  });

  test('an AI proposal, whoever made it', () => {
    expect(pendingToOffer([entry(1, 'proposta', null), entry(2, 'salvataggio')], 'mario')?.id).toBe(1);
  });

  test("another editor's autosave is passed over, the proposal under it offered", () => {
    expect(pendingToOffer([entry(1, 'autosalvataggio', 'lucia'), entry(2, 'proposta', null), entry(3, 'pubblicazione')], 'mario')?.id).toBe(2);
  });

  test('nothing pending before the first normal entry: null', () => {
    expect(pendingToOffer([entry(1, 'salvataggio'), entry(2, 'autosalvataggio')], 'mario')).toBeNull();
    expect(pendingToOffer([], 'mario')).toBeNull();
    expect(pendingToOffer([entry(1, 'autosalvataggio', 'lucia')], 'mario')).toBeNull();
  });

  test('without a user, autosaves are not offered', () => {
    expect(pendingToOffer([entry(1, 'autosalvataggio', null)], null)).toBeNull();
  });
});

test('formatRevisionTime: Italian date and time in Europe/Rome', () => {
  expect(formatRevisionTime('2026-11-26T20:14:00.000Z')).toBe('26 nov 2026, 21:14');
  expect(formatRevisionTime('2026-07-01T20:14:00.000Z')).toBe('1 lug 2026, 22:14');
  expect(formatRevisionTime('non una data')).toBe('');
});

describe('htmlToText of list items', () => {
  test('the editor’s <li><p> and a stored <li> read the same', () => {
    expect(htmlToText('<ul><li><p>Uno</p></li><li><p>Due</p></li></ul>')).toBe(htmlToText('<ul><li>Uno</li><li>Due</li></ul>'));
    expect(htmlToText('<ul><li>Uno</li></ul>')).toBe('• Uno');
  });
});
