// The shared delete confirmation for a published text: it asks what the text's address answers
// afterwards (404 as before, 410 'Contenuto rimosso', or a 301 to a page of the site, the target
// checked before anything is sent); a text without an address of its own gets the plain question.
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { REDIRECT_MSG as M } from '../../common/messages-redirects.ts';
import type { DeleteChoice } from '../../common/schemas-redirects.ts';
import { useDeleteConfirmation } from '../../app/components/dashboard/use-delete-confirmation.tsx';
import { expectToast } from './dashboard-expect.ts';
import { renderInDashboard } from './render.tsx';

interface Text {
  id: number;
  titolo: string;
  stato: 'bozza' | 'pubblicata';
}

function Harness({ texts, removed }: { texts: Text[]; removed: Array<[number, DeleteChoice | undefined]> }) {
  const removal = useDeleteConfirmation<Text>({
    remove: async (t, after) => {
      removed.push([t.id, after]);
    },
    leavesAddress: (t) => t.stato === 'pubblicata',
    title: () => 'Elimina testo',
    message: (t) => t.titolo,
    success: () => 'Testo eliminato.',
    failure: () => 'Errore eliminazione',
  });
  return (
    <>
      {texts.map((t) => (
        <button key={t.id} type="button" onClick={() => removal.ask(t)}>
          {`Elimina ${t.titolo}`}
        </button>
      ))}
      {removal.dialog}
    </>
  );
}

const TEXTS: Text[] = [
  { id: 1, titolo: 'Pubblicato', stato: 'pubblicata' },
  { id: 2, titolo: 'Bozza', stato: 'bozza' },
];

describe('the delete confirmation of a published text', () => {
  test('offers 404 (chosen), 410 and 301; 410 is sent as the choice', async () => {
    const removed: Array<[number, DeleteChoice | undefined]> = [];
    const { user } = renderInDashboard(<Harness texts={TEXTS} removed={removed} />);
    await user.click(screen.getByRole('button', { name: 'Elimina Pubblicato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina testo' });
    const group = within(dialog).getByRole('group', { name: M.afterDelete });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent?.trim()),
    ).toEqual([M.after404, M.after410, M.after301]);
    expect(within(group).getByRole('radio', { name: M.after404 })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: M.after410 }));
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await expectToast('Testo eliminato.', 'success');
    expect(removed).toEqual([[1, { esito: '410' }]]);
  });

  test('a 301 needs a path of the site: refused in Italian before sending, then sent', async () => {
    const removed: Array<[number, DeleteChoice | undefined]> = [];
    const { user } = renderInDashboard(<Harness texts={TEXTS} removed={removed} />);
    await user.click(screen.getByRole('button', { name: 'Elimina Pubblicato' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: M.after301 }));
    const target = within(dialog).getByRole('textbox', { name: new RegExp(M.afterTarget) });
    await user.type(target, 'https://altro.example/pagina');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(target).toHaveAccessibleDescription(expect.stringContaining(M.pathInvalid));
    expect(removed).toEqual([]);
    await user.clear(target);
    await user.type(target, '/guide');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await expectToast('Testo eliminato.', 'success');
    expect(removed).toEqual([[1, { esito: '301', a: '/guide' }]]);
  });

  test('a draft (no public address) gets the plain question, and the default sends no choice', async () => {
    const removed: Array<[number, DeleteChoice | undefined]> = [];
    const { user } = renderInDashboard(<Harness texts={TEXTS} removed={removed} />);
    await user.click(screen.getByRole('button', { name: 'Elimina Bozza' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('group')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await expectToast('Testo eliminato.', 'success');
    await user.click(screen.getByRole('button', { name: 'Elimina Pubblicato' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Elimina' }));
    await expectToast('Testo eliminato.', 'success');
    expect(removed).toEqual([
      [2, undefined],
      [1, undefined],
    ]);
  });
});
