// The comparison table's and the image's dialogs (happy-dom, catalogue and library faked by msw):
// 2 to 6 products in the order chosen, rows checked and ordered, 'La nostra scelta' with its reason,
// the guide's own products only in a guide; an image needs its alt text and keeps its caption.
// Then the previews: a product gone from the catalogue, Modifica and Rimuovi.
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MEDIA_LIBRARY_MSG as LIBRARY_MSG } from '../../common/messages-media-library.ts';
import { describe, expect, test } from 'vitest';
import { blockFromAttributes, blockHtml } from '../../common/content-blocks.ts';
import { sanitizeRichText } from '../../server/lib/sanitize.ts';
import { MissingBlocks } from '../../app/components/dashboard/editor-page/missing-blocks.tsx';
import { aProduct } from './builders.ts';
import { renderInDashboard } from './render.tsx';
import { settle } from './settle.ts';
import { currentHtml, MEDIA, openInsert, renderEditor, serveMedia, serveProducts } from './blocks-fakes.tsx';

/** The attributes of the last figure of `html`. */
function lastFigure(html: string): Record<string, string> {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const figures = doc.querySelectorAll('figure');
  const f = figures[figures.length - 1]!;
  return Object.fromEntries(Array.from(f.attributes).map((a) => [a.name, a.value]));
}

async function addProduct(user: ReturnType<typeof renderEditor>['user'], dialog: HTMLElement, words: string, name: string) {
  const search = within(dialog).getByRole('searchbox', { name: 'Cerca nel catalogo per nome o ASIN' });
  await user.clear(search);
  await user.type(search, words);
  await user.click(await within(dialog).findByRole('button', { name: `Aggiungi ${name}` }));
}

describe('comparison table dialog', () => {
  test('fewer than 2 products is refused in Italian; the table keeps the order, rows, pick and reason chosen', async () => {
    serveProducts();
    const { user, emitted } = renderEditor('<p>Intro</p>');
    await openInsert(user, 'Tabella di confronto');
    const dialog = await screen.findByRole('dialog', { name: 'Tabella di confronto' });
    // Only in a guide: the guide's own products.
    expect(within(dialog).queryByRole('radio', { name: 'Prodotti della guida (automatico)' })).toBeNull();

    await addProduct(user, dialog, 'torcia', 'Torcia frontale');
    await user.click(within(dialog).getByRole('button', { name: 'Inserisci' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Scegli almeno 2 prodotti.');
    expect(emitted).toEqual([]);

    await addProduct(user, dialog, 'radio', 'Radio a manovella');
    await addProduct(user, dialog, 'B0POWER', 'Powerbank solare');
    const chosen = within(dialog).getByRole('list', { name: 'Prodotti scelti' });
    // The radio goes first, the powerbank is taken out again.
    await user.click(within(chosen).getByRole('button', { name: 'Sposta su Radio a manovella' }));
    await user.click(within(chosen).getByRole('button', { name: 'Togli Powerbank solare' }));
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Radio a manovella', 'Torcia frontale']);

    // Rows: the price first, the rating dropped, the spec key 'Peso' (from both products) added.
    const rows = within(dialog).getByRole('list', { name: 'Righe' });
    await user.click(within(rows).getByRole('button', { name: 'Sposta su Prezzo' }));
    await user.click(within(rows).getByRole('checkbox', { name: 'Valutazione' }));
    expect(
      within(rows)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement!.textContent!.trim()),
    ).toEqual(['Prezzo', 'Pulsante Ordina su Amazon']);
    expect(within(dialog).getByRole('group', { name: 'Altre righe' })).toHaveTextContent('Valutazione');
    const specs = within(dialog).getByRole('group', { name: 'Dalle specifiche tecniche dei prodotti scelti:' });
    // The keys of both products, in their columns' order (the radio's first), each once.
    expect(
      within(specs)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement!.textContent!.trim()),
    ).toEqual(['Peso', 'Banda', 'Autonomia']);
    await user.click(within(specs).getByRole('checkbox', { name: 'Peso' }));

    const reason = within(dialog).getByRole('textbox', { name: 'Perché (una riga)' });
    expect(reason).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Torcia frontale' }));
    await user.type(reason, 'La più leggera');
    await user.click(within(dialog).getByRole('button', { name: 'Inserisci' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    const html = emitted.at(-1)!;
    expect(lastFigure(html)).toEqual({
      'data-blocco': 'confronto',
      'data-ids': '7,12',
      'data-righe': 'prezzo,acquista,spec:Peso',
      'data-scelta': '12',
      'data-motivo': 'La più leggera',
    });
    expect(html).toContain(
      blockHtml({ tipo: 'confronto', ids: [7, 12], righe: [{ tipo: 'prezzo' }, { tipo: 'acquista' }, { tipo: 'spec', chiave: 'Peso' }], scelta: 12, motivo: 'La più leggera' }),
    );
    expect(sanitizeRichText(html)).toBe(html);
    // The preview: the two products as columns, the pick marked.
    const preview = await screen.findByRole('group', { name: 'Tabella di confronto' });
    expect(await within(preview).findByRole('columnheader', { name: /Torcia frontale/ })).toHaveTextContent('La nostra scelta');
    expect(within(preview).getByRole('rowheader', { name: 'Peso' })).toBeInTheDocument();
  });

  test('at most 6 products: the seventh cannot be added', async () => {
    const many = Array.from({ length: 7 }, (_, i) => aProduct({ id: 100 + i, nome_prodotto: `Kit ${i + 1}`, nome_sintetico: `Kit ${i + 1}`, asin_prodotto: `B0KIT0000${i}` }));
    serveProducts(many);
    const { user } = renderEditor('<p>Intro</p>');
    await openInsert(user, 'Tabella di confronto');
    const dialog = await screen.findByRole('dialog', { name: 'Tabella di confronto' });
    for (let i = 1; i <= 6; i++) await addProduct(user, dialog, `Kit ${i}`, `Kit ${i}`);
    expect(within(dialog).getByText('Al massimo 6 prodotti.')).toBeInTheDocument();
    const search = within(dialog).getByRole('searchbox', { name: 'Cerca nel catalogo per nome o ASIN' });
    await user.clear(search);
    await user.type(search, 'Kit 7');
    expect(await within(dialog).findByRole('button', { name: 'Aggiungi Kit 7' })).toBeDisabled();
    expect(within(within(dialog).getByRole('list', { name: 'Prodotti scelti' })).getAllByRole('listitem')).toHaveLength(6);
  });

  test('in a guide: \'Prodotti della guida (automatico)\' stores data-ids="guida"', async () => {
    serveProducts();
    const { user, emitted } = renderEditor('<p>Intro</p>', { guideProductIds: [12, 7] });
    await openInsert(user, 'Tabella di confronto');
    const dialog = await screen.findByRole('dialog', { name: 'Tabella di confronto' });
    await user.click(within(dialog).getByRole('radio', { name: 'Prodotti della guida (automatico)' }));
    expect(within(dialog).queryByRole('searchbox')).toBeNull();
    // The pick is among the guide's products.
    await user.click(await within(dialog).findByRole('radio', { name: 'Radio a manovella' }));
    await user.click(within(dialog).getByRole('button', { name: 'Inserisci' }));
    const html = emitted.at(-1)!;
    expect(lastFigure(html)).toEqual({ 'data-blocco': 'confronto', 'data-ids': 'guida', 'data-righe': 'valutazione,prezzo,acquista', 'data-scelta': '7' });
    expect(sanitizeRichText(html)).toBe(html);
    // The preview shows the guide's products now, the pick marked.
    const preview = await screen.findByRole('group', { name: 'Tabella di confronto' });
    expect(await within(preview).findByRole('columnheader', { name: /Radio a manovella/ })).toHaveTextContent('La nostra scelta');
    expect(within(preview).getByRole('columnheader', { name: 'Torcia frontale' })).toBeInTheDocument();
  });
});

describe('image dialog', () => {
  test('an image without alt text cannot be inserted; one with it is, with its caption', async () => {
    const asked = serveMedia();
    const { user, emitted } = renderEditor('<p>Intro</p>');
    await openInsert(user, 'Immagine');
    const dialog = await screen.findByRole('dialog', { name: 'Immagine dalla libreria' });
    // The media library's own picker: uploads shown at their 400 px WebP.
    const kit = await within(dialog).findByRole('button', { name: LIBRARY_MSG.pick(MEDIA[0]!.alt!) });
    expect(asked.length).toBeGreaterThan(0);
    expect([...dialog.querySelectorAll('.media-card img, article img')].map((t) => t.getAttribute('src'))).toEqual(
      expect.arrayContaining(['/media/ab12cd/400.webp', '/media/ef34/400.webp']),
    );

    const blocked = within(dialog).getByRole('button', { name: LIBRARY_MSG.pick(LIBRARY_MSG.untitled) });
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    expect(blocked.closest('article')).toHaveTextContent(LIBRARY_MSG.pickNeedsAlt);
    await user.click(blocked);
    await user.click(within(dialog).getByRole('button', { name: 'Inserisci' }));
    expect(emitted.join('')).not.toContain('data-blocco="immagine"');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Scegli un’immagine dalla libreria.');

    await user.click(kit);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Didascalia (facoltativa)' }), 'Il kit nel bagagliaio');
    await user.click(within(dialog).getByRole('button', { name: 'Inserisci' }));
    const html = emitted.at(-1)!;
    expect(html).toContain(blockHtml({ tipo: 'immagine', id: 5, didascalia: 'Il kit nel bagagliaio' }));
    expect(sanitizeRichText(html)).toBe(html);
    const preview = await screen.findByRole('group', { name: 'Immagine' });
    expect(preview.textContent).toContain('Il kit nel bagagliaio');
  });
});

describe('block previews', () => {
  test('a product no longer in the catalogue is said so, in a box and in a table', async () => {
    serveProducts();
    renderEditor(blockHtml({ tipo: 'prodotto', id: 99 }) + blockHtml({ tipo: 'confronto', ids: [12, 98], righe: [{ tipo: 'prezzo' }], scelta: null, motivo: '' }));
    const box = await screen.findByRole('group', { name: 'Box prodotto' });
    expect(await within(box).findByRole('note')).toHaveTextContent('Prodotto non più nel catalogo: non verrà mostrato ai lettori');
    const table = screen.getByRole('group', { name: 'Tabella di confronto' });
    expect(await within(table).findByRole('note')).toHaveTextContent('Prodotto #98 — Prodotto non più nel catalogo: non verrà mostrato ai lettori');
  });

  test("'Rimuovi' takes a block out; Delete removes a selected one", async () => {
    serveProducts();
    const start = `<p>Uno</p>${blockHtml({ tipo: 'prodotto', id: 12 })}<p>Due</p>${blockHtml({ tipo: 'prodotto', id: 7 })}<p>Tre</p>`;
    const { user, emitted } = renderEditor(start);
    const text = await screen.findByRole('textbox', { name: 'Testo' });
    const [first] = await within(text).findAllByRole('group', { name: 'Box prodotto' });
    await user.click(within(first!).getByRole('button', { name: 'Rimuovi: Box prodotto' }));
    expect(emitted.at(-1)).toBe(`<p>Uno</p><p>Due</p>${blockHtml({ tipo: 'prodotto', id: 7 })}<p>Tre</p>`);

    // The block selected as a node (what the arrows do in a browser: positions 0–5 'Uno', 5–10
    // 'Due', the block at 10), then Delete.
    const editor = (text as HTMLElement & { editor?: { commands: { setNodeSelection(pos: number): boolean; focus(): boolean } } }).editor!;
    editor.commands.focus();
    editor.commands.setNodeSelection(10);
    await user.keyboard('{Delete}');
    expect(currentHtml(text)).toBe('<p>Uno</p><p>Due</p><p>Tre</p>');
  });

  test("'Modifica' reopens the box's dialog; the product chosen replaces the one shown", async () => {
    serveProducts();
    const { user, emitted } = renderEditor(`<p>Uno</p>${blockHtml({ tipo: 'prodotto', id: 12 })}`);
    const preview = await screen.findByRole('group', { name: 'Box prodotto' });
    await user.click(within(preview).getByRole('button', { name: 'Modifica: Box prodotto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica il box prodotto' });
    expect(await within(dialog).findByText('Torcia frontale')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox'), 'radio');
    await user.click(await within(dialog).findByRole('button', { name: 'Scegli Radio a manovella' }));
    expect(emitted.at(-1)).toBe(`<p>Uno</p>${blockHtml({ tipo: 'prodotto', id: 7 })}`);
    expect(blockFromAttributes(lastFigure(emitted.at(-1)!))).toEqual({ tipo: 'prodotto', id: 7 });
  });
});

describe("the editor page's notice", () => {
  test('lists the blocks whose product is no longer in the catalogue; nothing when every product is there', async () => {
    serveProducts();
    const texts = [
      `<p>Intro</p>${blockHtml({ tipo: 'prodotto', id: 99 })}`,
      blockHtml({ tipo: 'confronto', ids: [12, 98], righe: [{ tipo: 'prezzo' }], scelta: null, motivo: '' }) + blockHtml({ tipo: 'prodotto', id: 12 }),
    ];
    function Host() {
      const [html, setHtml] = useState<string | string[]>(texts);
      return (
        <>
          <button type="button" onClick={() => setHtml(blockHtml({ tipo: 'prodotto', id: 12 }))}>
            Solo prodotti esistenti
          </button>
          <MissingBlocks html={html} />
        </>
      );
    }
    const { user } = renderInDashboard(<Host />);
    expect(await screen.findByText('Blocchi con prodotti non più nel catalogo: Box prodotto #99, Tabella di confronto (prodotto #98)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Solo prodotti esistenti' }));
    await settle();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('keyboard', () => {
  test('Enter on a selected block opens its dialog', async () => {
    serveProducts();
    const { user, emitted } = renderEditor(`<p>Uno</p>${blockHtml({ tipo: 'prodotto', id: 12 })}`);
    const text = await screen.findByRole('textbox', { name: 'Testo' });
    await within(text).findByRole('group', { name: 'Box prodotto' });
    await user.click(within(text).getByText('Uno'));
    const editor = (text as HTMLElement & { editor?: { commands: { setNodeSelection(pos: number): boolean } } }).editor!;
    // The block selected as a node (what ArrowDown from 'Uno' does in a browser).
    editor.commands.setNodeSelection(5);
    const before = emitted.length;
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Modifica il box prodotto' })).toBeInTheDocument();
    // Enter did not add a paragraph.
    expect(emitted.slice(before)).toEqual([]);
  });
});
