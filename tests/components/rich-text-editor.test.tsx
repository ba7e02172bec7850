// What the dashboard's rich-text editor (TipTap/ProseMirror, used by reviews and guides) does in
// happy-dom: HTML in, HTML out, the toolbar's formatting on a selection, undo, the link form's
// address check, the unverified claims listed. Typing key by key, caret moves with arrows or End
// and real layout stay in the browser tests.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { RichTextEditor } from '../../app/components/rich-text/rich-text-editor.tsx';
import { addText } from './guide-builders.ts';
import { renderInDashboard } from './render.tsx';

/** The editor with its value held by the host, as the review and guide editors hold it; `emitted` lists every onChange. */
function renderEditor(initial: string, unverified: string[] = []) {
  const emitted: string[] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <RichTextEditor
        id="testo"
        label="Testo"
        value={value}
        unverified={unverified}
        onChange={(html) => {
          emitted.push(html);
          setValue(html);
        }}
      />
    );
  }
  const view = renderInDashboard(<Host />);
  return { ...view, emitted };
}

describe('rich-text editor', () => {
  test('shows the HTML it is given, with the toolbar', async () => {
    renderEditor('<h2>Perché sceglierla</h2><p>Una torcia <strong>robusta</strong>.</p>');
    const box = await screen.findByRole('textbox', { name: 'Testo' });
    expect(box.innerHTML).toBe('<h2>Perché sceglierla</h2><p>Una torcia <strong>robusta</strong>.</p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formattazione del testo' });
    expect(toolbar).toHaveAttribute('aria-controls', 'testo');
    for (const name of ['Titolo di sezione (H2)', 'Sottotitolo (H3)', 'Grassetto', 'Corsivo', 'Elenco puntato', 'Elenco numerato', 'Collegamento']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
    // Nothing to undo or redo yet.
    expect(screen.getByRole('button', { name: 'Annulla modifica' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ripeti modifica' })).toBeDisabled();
  });

  test('an edit comes out as HTML; undo brings the text back', async () => {
    const { user, emitted } = renderEditor('<p>Ciao</p>');
    const box = await addText(user, 'Testo', ' mondo');
    expect(emitted.at(-1)).toBe('<p>Ciao mondo</p>');
    await user.click(screen.getByRole('button', { name: 'Annulla modifica' }));
    expect(box.innerHTML).toBe('<p>Ciao</p>');
    expect(emitted.at(-1)).toBe('<p>Ciao</p>');
  });

  test('select all and delete leaves an empty text, emitted as ""', async () => {
    const { user, emitted } = renderEditor('<p>Ciao</p>');
    await user.click(await screen.findByRole('textbox', { name: 'Testo' }));
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(emitted.at(-1)).toBe('');
  });

  test.each([
    ['Grassetto', '<p><strong>Ciao</strong></p>'],
    ['Corsivo', '<p><em>Ciao</em></p>'],
    ['Titolo di sezione (H2)', '<h2>Ciao</h2>'],
    ['Elenco numerato', '<ol><li><p>Ciao</p></li></ol>'],
  ])('%s formats the selected text', async (tool, html) => {
    const mark = tool === 'Grassetto' || tool === 'Corsivo';
    const { user, emitted } = renderEditor('<p>Ciao</p>');
    await user.click(await screen.findByRole('textbox', { name: 'Testo' }));
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: tool }));
    expect(emitted.at(-1)!.startsWith(html)).toBe(true);
    // A mark shows as pressed on the selection (blocks after a select-all are left to the browser tests).
    if (mark) expect(screen.getByRole('button', { name: tool })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the link form refuses an unsafe address and links a safe one', async () => {
    const { user, emitted } = renderEditor('<p>Ciao</p>');
    await user.click(await screen.findByRole('textbox', { name: 'Testo' }));
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Collegamento' }));
    const address = screen.getByRole('textbox', { name: 'Indirizzo del collegamento' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Applica' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Indirizzo non valido: usa un indirizzo https://, http:// o mailto:, oppure un percorso che inizia con /.');
    expect(emitted).toEqual([]);

    await user.clear(address);
    await user.type(address, '/guida/3');
    await user.click(screen.getByRole('button', { name: 'Applica' }));
    // A path of this site opens in place: no target, no rel.
    expect(emitted.at(-1)).toBe('<p><a href="/guida/3">Ciao</a></p>');
    await user.click(screen.getByRole('button', { name: 'Collegamento' }));
    await user.clear(screen.getByRole('textbox', { name: 'Indirizzo del collegamento' }));
    await user.type(screen.getByRole('textbox', { name: 'Indirizzo del collegamento' }), 'https://www.protezionecivile.gov.it/it/');
    await user.click(screen.getByRole('button', { name: 'Applica' }));
    expect(emitted.at(-1)).toBe('<p><a target="_blank" rel="noopener noreferrer" href="https://www.protezionecivile.gov.it/it/">Ciao</a></p>');
    expect(screen.queryByRole('textbox', { name: 'Indirizzo del collegamento' })).not.toBeInTheDocument();
  });

  test('claims the product data does not hold are highlighted and listed', async () => {
    renderEditor('<p>Dura 99 ore con una carica.</p>', ['99 ore']);
    const box = await screen.findByRole('textbox', { name: 'Testo' });
    const mark = box.querySelector('.rte-unverified');
    expect(mark).toHaveTextContent('99 ore');
    expect(mark).toHaveAttribute('title', 'Dato non verificato');
    expect(screen.getByText('1 dato non verificato')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dato non verificato: 99 ore' })).toBeInTheDocument();
    // The highlight is not part of the text.
    expect(box).toHaveAccessibleDescription(/1 dato non verificato/);
  });
});
