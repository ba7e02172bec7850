// Two versions side by side (VersionDiff): two labelled columns, plain fields one row each, a rich
// text aligned paragraph by paragraph (changed words marked in <del> on the left and <ins> on the
// right, read 'rimosso' / 'aggiunto'; added and removed paragraphs against an empty cell, moved
// ones flagged), long unchanged runs folded behind 'Mostra N paragrafi invariati'.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { VersionDiff } from '../../app/components/dashboard/revisions/index.ts';

const para = (...texts: string[]) => texts.map((t) => `<p>${t}</p>`).join('');
const STEADY = ['Primo invariato.', 'Secondo invariato.', 'Terzo invariato.', 'Quarto invariato.'];

const BEFORE = {
  titolo: 'Torcia frontale',
  sottotitolo: 'Per le emergenze',
  contenuto: para(...STEADY, 'La torcia dura dieci ore.', 'Un paragrafo poi tolto del tutto.', 'Ultimo paragrafo.'),
};
const AFTER = {
  titolo: 'Torcia frontale ricaricabile',
  sottotitolo: 'Per le emergenze',
  contenuto: para(...STEADY, 'La torcia dura venti ore.', 'Ultimo paragrafo.', 'Un paragrafo nuovo in fondo.'),
};

function renderDiff(before: Record<string, unknown> = BEFORE, after: Record<string, unknown> = AFTER) {
  const user = userEvent.setup({ delay: null });
  render(<VersionDiff tipo="recensione" before={before} after={after} beforeLabel="Versione del 26 nov 2026, 21:14" afterLabel="Attuale" />);
  const diff = screen.getByRole('group', { name: 'Differenze tra le versioni' });
  return { diff, user };
}

/** The rows of a field (the rows after its heading, up to the next field), as [left, right] texts. */
function rowsOf(diff: HTMLElement, label: RegExp) {
  const group = within(diff).getByRole('rowheader', { name: label }).closest('tbody')!;
  return within(group)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .queryAllByRole('cell')
        .map((c) => c.textContent),
    );
}

describe('VersionDiff side by side', () => {
  test('two labelled columns; the legend names them', () => {
    const { diff } = renderDiff();
    expect(
      within(diff)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Versione del 26 nov 2026, 21:14', 'Attuale']);
    expect(diff).toHaveTextContent('Barrato in rosso: solo in «Versione del 26 nov 2026, 21:14». Sottolineato in verde: solo in «Attuale».');
  });

  test('a plain field is one row: the added word marked on the right only; unchanged fields are named in one line', () => {
    const { diff } = renderDiff();
    const [[left, right]] = rowsOf(diff, /^Titolo/) as [[string, string]];
    expect(left).toBe('Versione del 26 nov 2026, 21:14Torcia frontale');
    expect(right).toBe('AttualeTorcia frontale[aggiunto:  ricaricabile]');
    // The unchanged fields are named once, above the table, and take no row.
    expect(diff).toHaveTextContent('Senza modifiche: Sottotitolo.');
    expect(within(diff).queryByRole('rowheader', { name: 'Sottotitolo' })).not.toBeInTheDocument();
  });

  test('the body aligned paragraph by paragraph: changed words in <del>/<ins>, removed and added paragraphs against an empty cell', () => {
    const { diff } = renderDiff();
    const body = within(diff)
      .getByRole('rowheader', { name: /^Testo/ })
      .closest('tbody')!;
    const changed = body.querySelectorAll('tr.is-changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.querySelector('td.is-before del')).toHaveTextContent('[rimosso: dieci]');
    expect(changed[0]!.querySelector('td.is-after ins')).toHaveTextContent('[aggiunto: venti]');
    expect(changed[0]!.querySelector('td.is-before ins, td.is-after del')).toBeNull();
    const removed = body.querySelector('tr.is-removed')!;
    expect(removed.querySelector('td.is-before del')).toHaveTextContent('Un paragrafo poi tolto del tutto.');
    expect(removed.querySelector('td.is-after')).toHaveTextContent('nessun paragrafo qui');
    const added = body.querySelector('tr.is-added')!;
    expect(added.querySelector('td.is-before')).toHaveTextContent('nessun paragrafo qui');
    expect(added.querySelector('td.is-after ins')).toHaveTextContent('Un paragrafo nuovo in fondo.');
  });

  test('unchanged paragraphs fold away, one kept next to the change; the button shows them in place', async () => {
    const { diff, user } = renderDiff();
    const texts = () => rowsOf(diff, /^Testo/).map((cells) => cells[1] ?? cells[0]);
    expect(texts()).toEqual([
      'Mostra 3 paragrafi invariati',
      'AttualeQuarto invariato.',
      'AttualeLa torcia dura [aggiunto: venti] ore.',
      // The removed paragraph's row: its right cell empty, said to screen readers.
      'Attualenessun paragrafo qui',
      'AttualeUltimo paragrafo.',
      'Attuale[aggiunto: Un paragrafo nuovo in fondo.]',
    ]);
    await user.click(within(diff).getByRole('button', { name: 'Mostra 3 paragrafi invariati' }));
    expect(within(diff).queryByRole('button', { name: /Mostra/ })).not.toBeInTheDocument();
    expect(texts().slice(0, 4)).toEqual(['AttualePrimo invariato.', 'AttualeSecondo invariato.', 'AttualeTerzo invariato.', 'AttualeQuarto invariato.']);
  });

  test('a moved paragraph is flagged where it left and where it arrived', () => {
    const { diff } = renderDiff({ contenuto: para('Alfa primo.', 'Beta secondo.', 'Gamma terzo.') }, { contenuto: para('Beta secondo.', 'Gamma terzo.', 'Alfa primo.') });
    const body = within(diff)
      .getByRole('rowheader', { name: /^Testo/ })
      .closest('tbody')!;
    expect(body.querySelector('tr.is-removed td.is-before')).toHaveTextContent('Alfa primo.]spostato');
    expect(body.querySelector('tr.is-added td.is-after')).toHaveTextContent('Alfa primo.]spostato');
  });

  test('equal versions say so in one sentence, without a table', () => {
    const { diff } = renderDiff(BEFORE, BEFORE);
    expect(diff).toHaveTextContent('Nessuna differenza.');
    expect(within(diff).queryByRole('table')).not.toBeInTheDocument();
  });
});
