// The edit-conflict dialog (decision 0031): a save refused with 412 says who saved meanwhile and
// when, shows the differences on request (their version → the editor's changes) and offers
// Ricarica and Sovrascrivi; a spinner while the saved version loads.
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { EditConflictDialog } from '../../app/components/dashboard/revisions/index.ts';
import { renderInDashboard } from './render.tsx';

const THEIRS = { contenuto: '<p>Chi siamo: una redazione di volontari.</p>' };
const MINE = { contenuto: '<p>Chi siamo: una redazione di esperti.</p>' };

function renderConflict(props: Partial<React.ComponentProps<typeof EditConflictDialog>> = {}) {
  const onReload = vi.fn();
  const onOverwrite = vi.fn();
  const onClose = vi.fn();
  const view = renderInDashboard(
    <EditConflictDialog
      open
      tipo="chi-siamo"
      mine={MINE}
      theirs={THEIRS}
      changedBy={{ autore: 'lucia', creata_il: '2026-11-26T20:14:00.000Z' }}
      onReload={onReload}
      onOverwrite={onOverwrite}
      onClose={onClose}
      {...props}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Il contenuto è stato modificato' });
  return { ...view, dialog, onReload, onOverwrite, onClose };
}

describe('edit conflict dialog', () => {
  test('says who saved meanwhile and when, and what each choice does', () => {
    const { dialog } = renderConflict();
    expect(dialog).toHaveTextContent('Mentre modificavi, lucia ha salvato questo contenuto (26 nov 2026, 21:14).');
    expect(dialog).toHaveTextContent('il tuo testo resta nella Cronologia come salvataggio automatico');
  });

  test('an unknown author is «qualcun altro»', () => {
    const { dialog } = renderConflict({ changedBy: { autore: null, creata_il: '2026-11-26T20:14:00.000Z' } });
    expect(dialog).toHaveTextContent('Mentre modificavi, qualcun altro ha salvato questo contenuto (26 nov 2026, 21:14).');
  });

  test('Vedi differenze toggles the comparison of their version with mine', async () => {
    const { dialog, user } = renderConflict();
    expect(within(dialog).queryByRole('group', { name: 'Differenze tra le versioni' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Vedi differenze' }));
    const diff = within(dialog).getByRole('group', { name: 'Differenze tra le versioni' });
    expect(diff).toHaveTextContent('solo in «Versione salvata da lucia»');
    expect(diff).toHaveTextContent('solo in «Le tue modifiche»');
    expect(diff.querySelector('del')).toHaveTextContent('volontari');
    expect(diff.querySelector('ins')).toHaveTextContent('esperti');
    await user.click(within(dialog).getByRole('button', { name: 'Nascondi differenze' }));
    expect(within(dialog).queryByRole('group', { name: 'Differenze tra le versioni' })).not.toBeInTheDocument();
  });

  test('Ricarica, Sovrascrivi and the close button call their callbacks', async () => {
    const { dialog, user, onReload, onOverwrite, onClose } = renderConflict();
    await user.click(within(dialog).getByRole('button', { name: 'Ricarica' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Sovrascrivi' }));
    expect(onOverwrite).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('while the saved version loads: a spinner, no differences yet', () => {
    const { dialog } = renderConflict({ theirs: null });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Caricamento della versione salvata…');
    expect(within(dialog).getByRole('button', { name: 'Vedi differenze' })).toBeDisabled();
  });

  test('busy: Ricarica and Sovrascrivi wait', () => {
    const { dialog } = renderConflict({ busy: true });
    expect(within(dialog).getByRole('button', { name: 'Ricarica' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Sovrascrivi' })).toBeDisabled();
  });
});
