// The editor's blocks (decision 0057) in happy-dom, the catalogue and the media library faked by
// msw: a box inserted through its dialog with the keyboard writes exactly blockHtml(...), which the
// sanitiser keeps byte for byte; the comparison dialog's checks and attributes; an image needs
// its alt text; a product gone from the catalogue is said so; a block is removed.
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { blockHtml } from '../../common/content-blocks.ts';
import { sanitizeRichText } from '../../server/lib/sanitize.ts';
import { currentHtml, renderEditor, serveMedia, serveProducts } from './blocks-fakes.tsx';

describe('product box', () => {
  test('inserted from the toolbar with the keyboard: the HTML is blockHtml and the sanitiser keeps it as it is', async () => {
    const searched = serveProducts();
    const { user, emitted } = renderEditor('<p>Intro</p>');
    const box = await screen.findByRole('textbox', { name: 'Testo' });
    await user.click(box);
    // The caret at the end of 'Intro' (position 6; where a click lands is the browser's business).
    (box as HTMLElement & { editor?: { commands: { setTextSelection(at: number): boolean } } }).editor!.commands.setTextSelection(6);
    // Alt+F10 to the toolbar, ArrowLeft round to its last button that can run (nothing to undo
    // yet: 'Inserisci'), Enter opens the menu.
    await user.keyboard('{Alt>}{F10}{/Alt}{ArrowLeft}');
    const insert = screen.getByRole('button', { name: 'Inserisci un blocco' });
    expect(insert).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(insert).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Box prodotto' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Box prodotto' });
    const search = within(dialog).getByRole('searchbox', { name: 'Cerca nel catalogo per nome o ASIN' });
    expect(search).toHaveFocus();
    await user.keyboard('b0radio');
    const results = await within(dialog).findByRole('list', { name: 'Prodotti trovati' });
    expect(results.textContent).toContain('Radio a manovella');
    expect(results.textContent).toContain('ASIN B0RADIO007');
    expect(results.textContent).toContain('39,00');
    expect(searched).toContain('?q=b0radio&limit=8');
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('dialog')).toBeNull();
    const html = emitted.at(-1)!;
    // At the caret, after the paragraph.
    expect(html).toBe(`<p>Intro</p>${blockHtml({ tipo: 'prodotto', id: 7 })}`);
    expect(sanitizeRichText(html)).toBe(html);
    // The preview: name and price from the catalogue, Modifica and Rimuovi.
    const preview = await within(box).findByRole('group', { name: 'Box prodotto' });
    expect(preview.textContent).toContain('Radio a manovella');
    expect(within(preview).getByRole('button', { name: 'Modifica: Box prodotto' })).toBeInTheDocument();
  });
});

describe('a saved text with blocks', () => {
  test('reloads in the editor unchanged, quotes, ampersands and angle brackets included', async () => {
    serveProducts();
    serveMedia();
    const saved = sanitizeRichText(
      [
        '<h2>Le migliori</h2>',
        blockHtml({ tipo: 'prodotto', id: 12 }),
        '<p>Testo</p>',
        blockHtml({
          tipo: 'confronto',
          ids: [12, 7],
          righe: [{ tipo: 'prezzo' }, { tipo: 'spec', chiave: 'Peso & "taglia" <netto>' }, { tipo: 'acquista' }],
          scelta: 7,
          motivo: 'La più "robusta" & <economica>',
        }),
        blockHtml({ tipo: 'immagine', id: 5, didascalia: 'Il kit "pronto" & <completo>' }),
        blockHtml({ tipo: 'confronto', ids: 'guida', righe: [{ tipo: 'valutazione' }], scelta: null, motivo: '' }),
      ].join(''),
    );
    const { emitted } = renderEditor(saved);
    const box = await screen.findByRole('textbox', { name: 'Testo' });
    expect(currentHtml(box)).toBe(saved);
    // The editor adds a paragraph after a last block for the caret: what it says is still the text saved.
    for (const html of emitted) expect(html).toBe(saved);
    // Words, headings and previews: the blocks' previews are there, each once.
    expect(await within(box).findAllByRole('group', { name: 'Tabella di confronto' })).toHaveLength(2);
    expect(within(box).getByRole('group', { name: 'Immagine' })).toBeInTheDocument();
  });
});

describe('paste', () => {
  test('a block copied from another Scorta text is pasted as the block', async () => {
    serveProducts();
    const { user, emitted } = renderEditor('');
    const box = await screen.findByRole('textbox', { name: 'Testo' });
    await user.click(box);
    const data = new DataTransfer();
    data.setData('text/html', `<p>Prima</p><figure data-blocco="prodotto" data-id="12" style="color:red"></figure><p>Dopo</p>`);
    data.setData('text/plain', 'Prima Dopo');
    await user.paste(data);
    const html = emitted.at(-1)!;
    expect(html).toBe(`<p>Prima</p>${blockHtml({ tipo: 'prodotto', id: 12 })}<p>Dopo</p>`);
    expect(await within(box).findByRole('group', { name: 'Box prodotto' })).toHaveTextContent('Torcia frontale');
  });
});
