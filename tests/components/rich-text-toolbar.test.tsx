// The rich-text editor's toolbar in happy-dom: each block button runs its command (quote,
// horizontal rule, a new table, a table's rows and columns), buttons are disabled where their
// command cannot run, the table's own group shows only while the caret is in a table, undo and
// redo answer their keys, and what the buttons write is stored unchanged by the sanitiser.
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { RichTextEditor } from '../../app/components/rich-text/rich-text-editor.tsx';
import { sanitizeRichText } from '../../server/lib/sanitize.ts';
import { renderInDashboard } from './render.tsx';

function renderEditor(initial: string, disabled = false) {
  const emitted: string[] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <RichTextEditor
        id="testo"
        label="Testo"
        value={value}
        disabled={disabled}
        onChange={(html) => {
          emitted.push(html);
          setValue(html);
        }}
      />
    );
  }
  return { ...renderInDashboard(<Host />), emitted };
}

/** Puts the caret at the end of the first text node holding `text` (ProseMirror reads it on selectionchange). */
function caretAfter(box: HTMLElement, text: string) {
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (node.textContent?.includes(text)) {
      document.getSelection()?.collapse(node, node.textContent.length);
      document.dispatchEvent(new Event('selectionchange'));
      return;
    }
  }
  throw new Error(`No text "${text}" in the editor`);
}

const button = (name: string) => screen.getByRole('button', { name });
const tableGroup = () => screen.queryByRole('group', { name: 'Tabella' });

/** A 2 × 2 table with a header row, and a paragraph after it. */
const TABLE = '<table><tbody><tr><th><p>A</p></th><th><p>B</p></th></tr><tr><td><p>a1</p></td><td><p>b1</p></td></tr></tbody></table><p>Dopo</p>';
const row = (...cells: string[]) => `<tr>${cells.join('')}</tr>`;
const th = (t = '') => `<th><p>${t}</p></th>`;
const td = (t = '') => `<td><p>${t}</p></td>`;
const table = (...rows: string[]) => `<table><tbody>${rows.join('')}</tbody></table><p>Dopo</p>`;

describe('rich-text toolbar: tables', () => {
  test('Inserisci tabella opens a 3 × 3 form with a header row; Inserisci puts the table at the caret, the caret in its first cell', async () => {
    const { user, emitted } = renderEditor('<p>Prima</p>');
    const box = await screen.findByRole('textbox', { name: 'Testo' });
    await user.click(box);
    caretAfter(box, 'Prima');
    expect(tableGroup()).not.toBeInTheDocument();
    await user.click(button('Inserisci tabella'));
    expect(button('Inserisci tabella')).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('group', { name: 'Nuova tabella' });
    expect(within(form).getByRole('spinbutton', { name: 'Righe' })).toHaveValue(3);
    expect(within(form).getByRole('spinbutton', { name: 'Colonne' })).toHaveValue(3);
    expect(within(form).getByRole('checkbox', { name: 'Prima riga di intestazione' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Inserisci' }));

    const html = emitted.at(-1)!;
    // The editor keeps a paragraph after a table, where the caret can go on writing.
    expect(html).toBe(`<p>Prima</p><table><tbody>${row(th(), th(), th())}${row(td(), td(), td())}${row(td(), td(), td())}</tbody></table><p></p>`);
    expect(screen.queryByRole('group', { name: 'Nuova tabella' })).not.toBeInTheDocument();
    // The caret is in the first cell: what is typed goes there, and the table's buttons show.
    await user.paste('Oggetto');
    expect(emitted.at(-1)).toContain(`${row(th('Oggetto'), th(), th())}`);
    expect(tableGroup()).toBeInTheDocument();
    // No table inside a table.
    expect(button('Inserisci tabella')).toBeDisabled();
    expect(sanitizeRichText(emitted.at(-1)!)).toBe(emitted.at(-1));
  });

  test('the size form takes another size and no header row; a size out of bounds cannot be inserted', async () => {
    const { user, emitted } = renderEditor('<p>Prima</p>');
    const box = await screen.findByRole('textbox', { name: 'Testo' });
    await user.click(box);
    caretAfter(box, 'Prima');
    await user.click(button('Inserisci tabella'));
    const rows = screen.getByRole('spinbutton', { name: 'Righe' });
    const columns = screen.getByRole('spinbutton', { name: 'Colonne' });
    await user.clear(columns);
    await user.type(columns, '11');
    expect(columns).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Inserisci' })).toBeDisabled();
    await user.clear(columns);
    await user.type(columns, '2');
    await user.clear(rows);
    await user.type(rows, '1');
    await user.click(screen.getByRole('checkbox', { name: 'Prima riga di intestazione' }));
    // Enter in the form inserts.
    await user.type(rows, '{Enter}');
    expect(emitted.at(-1)).toBe(`<p>Prima</p><table><tbody>${row(td(), td())}</tbody></table><p></p>`);
  });

  test('Escape closes the size form without inserting anything', async () => {
    const { user, emitted } = renderEditor('<p>Prima</p>');
    await user.click(await screen.findByRole('textbox', { name: 'Testo' }));
    await user.click(button('Inserisci tabella'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Nuova tabella' })).not.toBeInTheDocument();
    expect(emitted).toEqual([]);
  });

  test.each([
    ['Aggiungi riga sopra', table(row(th('A'), th('B')), row(td(), td()), row(td('a1'), td('b1')))],
    ['Aggiungi riga sotto', table(row(th('A'), th('B')), row(td('a1'), td('b1')), row(td(), td()))],
    ['Aggiungi colonna a sinistra', table(row(th(), th('A'), th('B')), row(td(), td('a1'), td('b1')))],
    ['Aggiungi colonna a destra', table(row(th('A'), th(), th('B')), row(td('a1'), td(), td('b1')))],
    ['Elimina riga', table(row(th('A'), th('B')))],
    ['Elimina colonna', table(row(th('B')), row(td('b1')))],
    ['Elimina tabella', '<p>Dopo</p>'],
  ])('%s, with the caret in the first body cell', async (name, html) => {
    const { user, emitted } = renderEditor(TABLE);
    const box = await screen.findByRole('textbox', { name: 'Testo' });
    await user.click(box);
    caretAfter(box, 'a1');
    const group = await screen.findByRole('group', { name: 'Tabella' });
    await user.click(within(group).getByRole('button', { name }));
    expect(emitted.at(-1)).toBe(html);
    expect(sanitizeRichText(html)).toBe(html);
  });

  test('the table group shows only in a table; a table of one row and one column cannot lose either', async () => {
    const { user } = renderEditor(`<p>Fuori</p><table><tbody>${row(td('solo'))}</tbody></table>`);
    const box = await screen.findByRole('textbox', { name: 'Testo' });
    await user.click(box);
    caretAfter(box, 'Fuori');
    expect(tableGroup()).not.toBeInTheDocument();
    expect(button('Inserisci tabella')).toBeEnabled();
    caretAfter(box, 'solo');
    const group = await screen.findByRole('group', { name: 'Tabella' });
    expect(within(group).getByRole('button', { name: 'Elimina riga' })).toBeDisabled();
    expect(within(group).getByRole('button', { name: 'Elimina colonna' })).toBeDisabled();
    for (const name of ['Aggiungi riga sopra', 'Aggiungi riga sotto', 'Aggiungi colonna a sinistra', 'Aggiungi colonna a destra', 'Elimina tabella']) {
      expect(within(group).getByRole('button', { name })).toBeEnabled();
    }
    expect(button('Inserisci tabella')).toBeDisabled();
  });
});

describe('rich-text toolbar: quote, rule, undo and redo', () => {
  test('Citazione makes the paragraph a quote and back; it shows as pressed', async () => {
    const { user, emitted } = renderEditor('<p>Ciao</p>');
    const box = await screen.findByRole('textbox', { name: 'Testo' });
    await user.click(box);
    caretAfter(box, 'Ciao');
    expect(button('Citazione')).toHaveAttribute('title', 'Citazione (Ctrl+Shift+B)');
    await user.click(button('Citazione'));
    expect(emitted.at(-1)).toBe('<blockquote><p>Ciao</p></blockquote><p></p>');
    expect(button('Citazione')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Citazione'));
    expect(emitted.at(-1)).toBe('<p>Ciao</p><p></p>');
  });

  test('Linea di separazione adds a rule after the paragraph, written as the sanitiser writes it', async () => {
    const { user, emitted } = renderEditor('<p>Ciao</p>');
    const box = await screen.findByRole('textbox', { name: 'Testo' });
    await user.click(box);
    caretAfter(box, 'Ciao');
    await user.click(button('Linea di separazione'));
    const html = emitted.at(-1)!;
    expect(html).toBe('<p>Ciao</p><hr /><p></p>');
    expect(sanitizeRichText(html)).toBe(html);
  });

  test('Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo; the buttons follow', async () => {
    const { user, emitted } = renderEditor('<p>Ciao</p>');
    const box = await screen.findByRole('textbox', { name: 'Testo' });
    await user.click(box);
    caretAfter(box, 'Ciao');
    expect(button('Ripeti modifica')).toHaveAttribute('title', 'Ripeti modifica (Ctrl+Shift+Z o Ctrl+Y)');
    await user.paste(' mondo');
    expect(button('Annulla modifica')).toBeEnabled();
    await user.keyboard('{Control>}z{/Control}');
    expect(emitted.at(-1)).toBe('<p>Ciao</p>');
    expect(button('Ripeti modifica')).toBeEnabled();
    await user.keyboard('{Control>}y{/Control}');
    expect(emitted.at(-1)).toBe('<p>Ciao mondo</p>');
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(emitted.at(-1)).toBe('<p>Ciao mondo</p>');
    expect(button('Ripeti modifica')).toBeDisabled();
  });

  test('a disabled editor disables every button', async () => {
    renderEditor(TABLE, true);
    await screen.findByRole('textbox', { name: 'Testo' });
    for (const b of within(screen.getByRole('toolbar', { name: 'Formattazione del testo' })).getAllByRole('button')) expect(b).toBeDisabled();
  });

  test('arrows move along the buttons that can run, skipping the disabled ones; one tab stop', async () => {
    const { user } = renderEditor('<p>Ciao</p>');
    await screen.findByRole('textbox', { name: 'Testo' });
    const toolbar = screen.getByRole('toolbar', { name: 'Formattazione del testo' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toEqual([button('Titolo di sezione (H2)')]);
    button('Titolo di sezione (H2)').focus();
    await user.keyboard('{End}');
    // Undo and redo cannot run yet: End lands on the blocks' menu ('Inserisci'), after the table button.
    expect(button('Inserisci un blocco')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Titolo di sezione (H2)')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(button('Collegamento')).toHaveFocus();
    expect(button('Collegamento')).toHaveAttribute('tabindex', '0');
  });
});
