import { describe, expect, it } from 'vitest';
import { EMPTY_SEO_FORM, NO_SEO } from '../../common/seo.ts';
import type { AiVerification, ClaimConfirmation } from '../../common/claims.ts';
import type { GuideContent } from '../../common/types.ts';
import { claimsOf, groundingProducts, guideClaims } from '../../app/features/guides/guide-claims.ts';
import {
  followProducts,
  guideChecks,
  type GuideEditorAction,
  guideEditorReducer,
  type GuideEditorState,
  guideSnapshot,
  initialGuideEditorState,
  INTRO,
  moveProduct,
  sectionTab,
} from '../../app/features/guides/guide-editor-state.ts';
import type { PickedImage } from '../../app/components/dashboard/images/index.ts';
import { aGuide, aProduct } from '../components/builders.ts';

/**
 * The guide editor's state without React: each transition of the reducer, the checks that enable
 * 'Genera con AI' and 'Salva guida', and the claims flagged in each part of the text.
 */

const content = (intro: string, sections: Array<[number | null, string]>, outro: string): GuideContent => ({
  introduzione: intro,
  sezioni: sections.map(([id_prodotto, testo]) => ({ id_prodotto, testo })),
  conclusione: outro,
});
const DRAFT = content(
  '<p>Intro.</p>',
  [
    [1, '<p>Uno.</p>'],
    [2, '<p>Due.</p>'],
  ],
  '<p>Fine.</p>',
);
const PICKED: PickedImage = { id: 12, url: 'https://images.unsplash.com/photo-1?w=1600', autore: 'Ada', autore_link: null, fonte: 'unsplash' };

const fresh = (): GuideEditorState => initialGuideEditorState(undefined, null);
const run = (state: GuideEditorState, ...actions: GuideEditorAction[]) => actions.reduce(guideEditorReducer, state);
const withDraft = (): GuideEditorState => ({ ...fresh(), titolo: 'Kit', selected: [1, 2], draft: DRAFT });

describe('guide editor state: the start', () => {
  it('a new guide starts empty on the introduction, nothing open', () => {
    expect(fresh()).toEqual({
      titolo: '',
      sottotitolo: '',
      seo: EMPTY_SEO_FORM,
      picked: null,
      cover: '',
      manualOpen: false,
      selected: [],
      draft: null,
      tab: INTRO,
      pickerOpen: false,
      promptOpen: false,
      saving: false,
      touched: false,
      confirmClaims: null,
      verifica: null,
      fresh: false,
      conferme: [],
      replaced: null,
    });
  });

  it('a saved guide starts with its title, products and content; a typed cover address opens the fallback field', () => {
    const guide = aGuide({ titolo: 'Kit blackout', id_immagine: null, immagine_url: '/demo/guide/1.svg', prodotti: [2, 1], contenuto: DRAFT });
    const s = initialGuideEditorState(guide, null);
    expect(s).toMatchObject({ titolo: 'Kit blackout', cover: '/demo/guide/1.svg', manualOpen: true, selected: [2, 1], draft: DRAFT });
  });

  it('a picked cover leaves the address empty and the fallback field closed', () => {
    const guide = aGuide({ id_immagine: 12, immagine_url: PICKED.url });
    expect(initialGuideEditorState(guide, PICKED)).toMatchObject({ picked: PICKED, cover: '', manualOpen: false });
  });
});

describe('guide editor state: the products', () => {
  it('sections follow the chosen products: texts kept, new products empty, in the new order', () => {
    expect(followProducts(DRAFT, [2, 3])).toEqual(
      content(
        '<p>Intro.</p>',
        [
          [2, '<p>Due.</p>'],
          [3, ''],
        ],
        '<p>Fine.</p>',
      ),
    );
  });

  it('moves a product one place, and leaves the list alone at its ends', () => {
    expect(moveProduct([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveProduct([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveProduct([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveProduct([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('choose, move and remove change the list and, once generated, the sections with it', () => {
    expect(run(fresh(), { type: 'choose', ids: [3, 1] })).toMatchObject({ selected: [3, 1], draft: null });
    const moved = run(withDraft(), { type: 'move', index: 1, delta: -1 });
    expect(moved.selected).toEqual([2, 1]);
    expect(moved.draft!.sezioni.map((s) => s.id_prodotto)).toEqual([2, 1]);
    const removed = run(withDraft(), { type: 'remove', id: 1 });
    expect(removed.selected).toEqual([2]);
    expect(removed.draft!.sezioni).toEqual([{ id_prodotto: 2, testo: '<p>Due.</p>' }]);
  });

  it('the picker opens and closes', () => {
    expect(run(fresh(), { type: 'picker', open: true }).pickerOpen).toBe(true);
    expect(run(fresh(), { type: 'picker', open: true }, { type: 'picker', open: false }).pickerOpen).toBe(false);
  });
});

describe('guide editor state: the text', () => {
  it('an edit goes into its own part of the draft only', () => {
    const s = run(
      withDraft(),
      { type: 'text', part: 'introduzione', html: '<p>A.</p>' },
      { type: 'text', part: 1, html: '<p>B.</p>' },
      { type: 'text', part: 'conclusione', html: '<p>C.</p>' },
    );
    expect(s.draft).toEqual(
      content(
        '<p>A.</p>',
        [
          [1, '<p>Uno.</p>'],
          [2, '<p>B.</p>'],
        ],
        '<p>C.</p>',
      ),
    );
  });

  it('an edit without a draft changes nothing', () => {
    const s = fresh();
    expect(run(s, { type: 'text', part: 'introduzione', html: '<p>A.</p>' })).toBe(s);
  });

  it('a generation replaces the draft, keeps its verification as fresh and goes back to the introduction', () => {
    const verifica: AiVerification = { stato: 'completata', affermazioni: [] };
    const s = run(withDraft(), { type: 'tab', tab: sectionTab(1) }, { type: 'generated', contenuto: DRAFT, verifica });
    expect(s).toMatchObject({ draft: DRAFT, verifica, fresh: true, tab: INTRO });
    expect(run(withDraft(), { type: 'generated', contenuto: DRAFT, verifica: null })).toMatchObject({ verifica: null, fresh: false });
  });

  it('the claim report of a saved guide does not replace a verification already in hand', () => {
    const mine: AiVerification = { stato: 'completata', affermazioni: [] };
    const saved: AiVerification = { stato: 'non completata', affermazioni: [] };
    const conferme = [{ testo: '2 kg', chiave: '2 kg', tipo_dato: 'misura', fonte: 'Bilancia', autore: 'admin', created_at: '2025-01-01' }];
    expect(run(fresh(), { type: 'report', verifica: saved, conferme })).toMatchObject({ verifica: saved, conferme });
    expect(run({ ...fresh(), verifica: mine }, { type: 'report', verifica: saved, conferme }).verifica).toBe(mine);
  });
});

describe('guide editor state: saving and the publishing gate', () => {
  it('saving, then settled; the gate opens with its claims and a save closes it', () => {
    const claims = [{ text: '2 kg', kind: 'misura' as const }];
    let s = run(withDraft(), { type: 'touch' }, { type: 'saving' });
    expect(s).toMatchObject({ touched: true, saving: true });
    s = run(s, { type: 'gate', claims }, { type: 'settled' });
    expect(s).toMatchObject({ saving: false, confirmClaims: claims });
    expect(run(s, { type: 'saved' }).confirmClaims).toBeNull();
    expect(run(s, { type: 'gate', claims: null }).confirmClaims).toBeNull();
  });

  it('the recorded photo replaces the picked one; the same photo keeps the state', () => {
    const s = { ...fresh(), picked: PICKED };
    expect(run(s, { type: 'picked', picked: PICKED })).toBe(s);
    const recorded = { ...PICKED, id: 40 };
    expect(run(s, { type: 'picked', picked: recorded }).picked).toBe(recorded);
  });
});

describe('guide editor state: versions put back (restore) and the snapshot', () => {
  const NEW = content(
    '<p>Nuova intro.</p>',
    [
      [2, '<p>Due nuovo.</p>'],
      [3, '<p>Tre.</p>'],
    ],
    '<p>Nuova fine.</p>',
  );
  const saved = { immagine_url: PICKED.url, id_immagine: PICKED.id };

  it('the snapshot is what a revision keeps: title, cover, content, products', () => {
    const state = { ...withDraft(), picked: PICKED };
    expect(guideSnapshot(state, saved)).toEqual({ titolo: 'Kit', sottotitolo: null, immagine_url: PICKED.url, id_immagine: 12, ...NO_SEO, contenuto: DRAFT, prodotti: [1, 2] });
    // A typed address: no image id; an empty one is no cover.
    expect(guideSnapshot({ ...withDraft(), cover: ' /demo/guide/1.svg ' }, saved)).toMatchObject({ immagine_url: '/demo/guide/1.svg', id_immagine: null });
    expect(guideSnapshot(withDraft(), saved)).toMatchObject({ immagine_url: null, id_immagine: null });
    // A photo picked but not recorded yet counts as the saved cover (recorded only by Salva).
    expect(guideSnapshot({ ...withDraft(), picked: { ...PICKED, id: null, url: 'https://images.unsplash.com/other' } }, saved)).toMatchObject(saved);
  });

  it('a saved guide opened again is its own snapshot (not dirty)', () => {
    const seo = { seo_titolo: 'Kit per il blackout', seo_descrizione: null, noindex: true };
    const guide = aGuide({ id: 7, titolo: 'Kit', contenuto: DRAFT, prodotti: [1, 2], immagine_url: '/demo/guide/1.svg', id_immagine: null, ...seo });
    const state = initialGuideEditorState(guide, null);
    const snap = guideSnapshot(state, guide);
    expect(snap).toEqual({ titolo: 'Kit', sottotitolo: null, immagine_url: '/demo/guide/1.svg', id_immagine: null, ...seo, contenuto: DRAFT, prodotti: [1, 2] });
    expect(guideSnapshot(run(state, { type: 'restore', snapshot: snap }), guide)).toEqual(snap);
  });

  it('restore puts title, content and products back, and the cover it names', () => {
    const start = { ...withDraft(), picked: PICKED, tab: sectionTab(1), confirmClaims: [], fresh: true };
    const next = run(start, { type: 'restore', snapshot: { titolo: 'Kit nuovo', immagine_url: '/demo/guide/2.svg', id_immagine: null, contenuto: NEW, prodotti: [2, 3] } });
    expect(next).toMatchObject({ titolo: 'Kit nuovo', picked: null, cover: '/demo/guide/2.svg', selected: [2, 3], draft: NEW, confirmClaims: null, fresh: false });
    // The open tab stays when the restored text still has it.
    expect(next.tab).toBe(sectionTab(1));
  });

  it('restore keeps the picked cover when the snapshot names the same image, and takes another recorded one', () => {
    const start = { ...withDraft(), picked: PICKED };
    expect(run(start, { type: 'restore', snapshot: { immagine_url: PICKED.url, id_immagine: 12, contenuto: NEW } }).picked).toBe(PICKED);
    expect(run(start, { type: 'restore', snapshot: { immagine_url: 'https://images.unsplash.com/photo-9', id_immagine: 40 } }).picked).toEqual({
      id: 40,
      url: 'https://images.unsplash.com/photo-9',
      autore: null,
      autore_link: null,
      fonte: 'unsplash',
    });
    // `picked` given with the action (a saved guide read again, with its credit) wins.
    const credited = { ...PICKED, id: 41, autore: 'Lia' };
    expect(run(start, { type: 'restore', snapshot: { immagine_url: credited.url, id_immagine: 41 }, picked: credited }).picked).toBe(credited);
  });

  it('restore leaves what the snapshot does not hold (or holds in the wrong shape), and goes back to the introduction when the tab is gone', () => {
    const start = { ...withDraft(), picked: PICKED, tab: sectionTab(1) };
    const next = run(start, { type: 'restore', snapshot: { titolo: 5, contenuto: { introduzione: 'x' }, prodotti: ['a'] } });
    expect(next).toMatchObject({ titolo: 'Kit', picked: PICKED, selected: [1, 2], draft: DRAFT });
    const shorter = run(start, { type: 'restore', snapshot: { contenuto: content('<p>A.</p>', [[1, '<p>B.</p>']], '<p>C.</p>'), prodotti: [1] } });
    expect(shorter.tab).toBe(INTRO);
    expect(shorter.selected).toEqual([1]);
  });
});

describe('guide editor state: the checks', () => {
  it('Genera con AI needs a title and a product, and waits while the AI writes', () => {
    expect(guideChecks({ ...fresh(), titolo: 'Kit' }, 'create', false).canGenerate).toBe(false);
    expect(guideChecks({ ...fresh(), titolo: '  ', selected: [1] }, 'create', false).canGenerate).toBe(false);
    expect(guideChecks({ ...fresh(), titolo: 'Kit', selected: [1] }, 'create', false).canGenerate).toBe(true);
    expect(guideChecks({ ...fresh(), titolo: 'Kit', selected: [1] }, 'create', true).canGenerate).toBe(false);
  });

  it('Salva guida needs a title, a valid cover and a draft, not while saving or generating; a new guide also a product', () => {
    const ready = withDraft();
    expect(guideChecks(ready, 'create', false).canSave).toBe(true);
    expect(guideChecks({ ...ready, draft: null }, 'create', false).canSave).toBe(false);
    expect(guideChecks({ ...ready, saving: true }, 'create', false).canSave).toBe(false);
    expect(guideChecks(ready, 'create', true).canSave).toBe(false);
    expect(guideChecks({ ...ready, selected: [] }, 'create', false).canSave).toBe(false);
    expect(guideChecks({ ...ready, selected: [] }, 'edit', false).canSave).toBe(true);
    const badCover = guideChecks({ ...ready, cover: 'not an address' }, 'edit', false);
    expect(badCover.canSave).toBe(false);
    expect(badCover.coverError).not.toBeNull();
  });

  it('the cover shown is the picked photo, else a valid typed address', () => {
    expect(guideChecks({ ...fresh(), cover: '/demo/guide/1.svg' }, 'edit', false).coverUrl).toBe('/demo/guide/1.svg');
    expect(guideChecks({ ...fresh(), cover: 'not an address', picked: PICKED }, 'edit', false)).toMatchObject({ coverUrl: PICKED.url, coverError: null });
    expect(guideChecks(fresh(), 'edit', false)).toMatchObject({ coverUrl: null, coverError: null });
  });

  it('an empty title shows its error only once touched', () => {
    expect(guideChecks(fresh(), 'create', false).titleError).toBeNull();
    expect(guideChecks(run(fresh(), { type: 'touch' }), 'create', false).titleError).not.toBeNull();
  });
});

describe('guide editor claims', () => {
  const torcia = aProduct({ id: 1, nome_sintetico: 'Torcia frontale' });
  const byId = new Map([[1, torcia]]);
  const verifica: AiVerification = {
    stato: 'completata',
    affermazioni: [{ testo: 'la più luminosa', motivo: 'Nessun dato.' }],
    created_at: '2025-03-01T00:00:00.000Z',
  };
  const draft = content('<p>È la più luminosa.</p>', [[1, '<p>La più luminosa di tutte.</p>']], '<p>Fine.</p>');

  it('grounds on the chosen products while creating, on the list and the sections’ products when editing', () => {
    expect(groundingProducts('create', [1, 9], undefined, draft, byId)).toEqual([torcia]);
    expect(groundingProducts('edit', [], { prodotti: [] }, draft, byId)).toEqual([torcia]);
  });

  it('flags the model’s claims in each part, and drops those an editor confirmed', () => {
    const claims = guideClaims(draft, [torcia], 'Kit', verifica, []);
    expect(claimsOf(claims, 'introduzione')).toEqual(['la più luminosa']);
    expect(claimsOf(claims, 1)).toEqual(['la più luminosa']);
    expect(claimsOf(claims, 'conclusione')).toEqual([]);
    const conferme: ClaimConfirmation[] = [
      {
        testo: 'la più luminosa',
        chiave: 'la più luminosa',
        tipo_dato: 'qualitativa',
        fonte: 'Prova',
        autore: 'admin',
        created_at: '2025-03-02T00:00:00.000Z',
      },
    ];
    expect(guideClaims(draft, [torcia], 'Kit', verifica, conferme)).toEqual([]);
  });

  it('checks nothing without a draft or a product', () => {
    expect(guideClaims(null, [torcia], 'Kit', verifica, [])).toEqual([]);
    expect(guideClaims(draft, [], 'Kit', verifica, [])).toEqual([]);
  });
});

describe('guide editor state: undoing a generation', () => {
  const NEW = content('<p>Nuova intro.</p>', [[1, '<p>Nuovo uno.</p>']], '<p>Nuova fine.</p>');
  const NEWER = content('<p>Ancora.</p>', [], '');

  it('a generation over the editor’s text can be undone in one step, even after a second generation', () => {
    const generated = run(withDraft(), { type: 'generated', contenuto: NEW, verifica: null }, { type: 'generated', contenuto: NEWER, verifica: null });
    expect(generated.draft).toEqual(NEWER);
    expect(generated.replaced?.draft).toEqual(DRAFT);
    const undone = run(generated, { type: 'undo-generated' });
    expect(undone.draft).toEqual(DRAFT);
    expect(undone.replaced).toBeNull();
  });

  it('a first generation replaced nothing; an edit or a save ends the offer', () => {
    expect(run(fresh(), { type: 'generated', contenuto: NEW, verifica: null }).replaced).toBeNull();
    const generated = run(withDraft(), { type: 'generated', contenuto: NEW, verifica: null });
    expect(run(generated, { type: 'text', part: INTRO, html: '<p>Mia.</p>' }).replaced).toBeNull();
    expect(run(generated, { type: 'saved' }).replaced).toBeNull();
    expect(run(withDraft(), { type: 'undo-generated' }).draft).toEqual(DRAFT);
  });
});
