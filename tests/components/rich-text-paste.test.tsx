// Pasting Word and Google Docs HTML into the dashboard's rich-text editor (happy-dom): the paste
// cleaner (paste.ts) runs as ProseMirror's transformPastedHTML, the editor's schema (tables
// included) keeps the structure, and the HTML it emits is what server/lib/sanitize.ts stores as it is.
import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { RichTextEditor } from '../../app/components/rich-text/rich-text-editor.tsx';
import { sanitizeRichText } from '../../server/lib/sanitize.ts';
import { renderInDashboard } from './render.tsx';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../fixtures/paste', name), 'utf8');

function renderEditor() {
  const emitted: string[] = [];
  function Host() {
    const [value, setValue] = useState('');
    return (
      <RichTextEditor
        id="testo"
        label="Testo"
        value={value}
        onChange={(html) => {
          emitted.push(html);
          setValue(html);
        }}
      />
    );
  }
  return { ...renderInDashboard(<Host />), emitted };
}

async function pasteHtml(user: ReturnType<typeof renderEditor>['user'], html: string) {
  const box = await screen.findByRole('textbox', { name: 'Testo' });
  await user.click(box);
  const data = new DataTransfer();
  data.setData('text/html', html);
  data.setData('text/plain', 'testo semplice');
  await user.paste(data);
  return box;
}

describe('pasting into the rich-text editor', () => {
  test('Word: headings, nested and numbered lists, links and the table stay; no style or class', async () => {
    const { user, emitted } = renderEditor();
    const box = await pasteHtml(user, fixture('word.html'));
    const html = emitted.at(-1)!;
    expect(html).toBe(
      [
        '<h2>Il kit di emergenza</h2>',
        '<p>Prepara il kit <strong>prima</strong> che serva: <em>acqua</em>, cibo e una <a target="_blank" rel="noopener noreferrer" href="https://www.protezionecivile.gov.it/it/">guida ufficiale</a>.</p>',
        '<ul><li><p>Torcia frontale</p><ul><li><p>Batterie di ricambio</p></li></ul></li><li><p>Radio a manovella</p></li></ul>',
        '<h2>Come procedere</h2>',
        "<ol><li><p>Controlla le scadenze</p></li><li><p>Sostituisci l'acqua ogni sei mesi</p></li></ol>",
        '<h3>Confronto</h3>',
        '<table><tbody><tr><td><p><strong>Modello</strong></p></td><td><p><strong>Autonomia</strong></p></td></tr>',
        '<tr><td><p>Lampada LED</p></td><td><p>12 ore</p></td></tr></tbody></table>',
        // The editor keeps a paragraph after a table, where the caret can go on writing.
        '<p></p>',
      ].join(''),
    );
    expect(box.querySelector('[style], [class]:not(.ProseMirror-trailingBreak)')).toBeNull();
  });

  test('Google Docs: bold and italic runs, nested list, a cell over two columns', async () => {
    const { user, emitted } = renderEditor();
    await pasteHtml(user, fixture('gdocs.html'));
    const html = emitted.at(-1)!;
    expect(html).toContain('<h2>Acqua per tre giorni</h2><p>Servono <strong>tre litri</strong> a persona al giorno, <em>secondo le linee guida</em>.');
    expect(html).toContain('<ul><li><p>Taniche da 5 litri</p><ul><li><p>con rubinetto</p></li></ul></li><li><p><strong>Pastiglie</strong> per potabilizzare</p></li></ul>');
    expect(html).toContain(
      '<table><tbody><tr><td colspan="2"><p><strong>Per una famiglia di 4</strong></p></td></tr><tr><td><p>Acqua</p></td><td><p>36 litri</p></td></tr></tbody></table>',
    );
    expect(html).not.toMatch(/style=|class=|docs-internal-guid|<span/);
  });

  test('what the editor writes after a paste is stored unchanged by the sanitiser', async () => {
    const { user, emitted } = renderEditor();
    await pasteHtml(user, fixture('word.html') + fixture('gdocs.html'));
    const html = emitted.at(-1)!;
    expect(html).toContain('<table>');
    expect(sanitizeRichText(html)).toBe(html);
  });
});
