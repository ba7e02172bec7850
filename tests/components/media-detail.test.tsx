// The detail dialog of a library item against the API faked by msw: the alt text and credit saved
// with PATCH (and shown on the card), the uses linked to their editors, and Elimina: refused by the
// server while the item is in use (its message and the uses shown), else the card leaves the grid.
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { MEDIA_LIBRARY_MSG as M } from '../../common/messages-media-library.ts';
import MediaRoute from '../../app/routes/dashboard/media.tsx';
import { expectToast, fakeApi } from './dashboard-expect.ts';
import { aMediaItem, anUnsplashItem, aUse, serveDetail, serveLibrary } from './media-builders.ts';
import { renderInDashboard } from './render.tsx';

const KIT = aMediaItem({ id: 1, usi: 1 });

async function openDetail(name: string | RegExp) {
  const view = renderInDashboard(<MediaRoute />, { path: '/dashboard/media' });
  await view.user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: M.detailTitle });
  return { ...view, dialog: within(dialog) };
}

describe('Media: an item’s details', () => {
  test('shows the large preview, the file facts and where it is used, linked to the editors', async () => {
    serveLibrary([KIT]);
    serveDetail(KIT, [aUse(), aUse({ tipo: 'recensione', id: 7, titolo: 'Torcia XL', modifica: '/dashboard/recensioni/7', come: 'blocco' })]);
    const { dialog } = await openDetail(/Kit di emergenza/);
    const preview = dialog.getByRole('img', { name: KIT.alt! });
    expect(preview).toHaveAttribute('src', '/media/chiave1abcdefghijklmnop/800.webp');
    expect(preview).toHaveAttribute('width', '800');
    expect(preview).toHaveAttribute('height', '450');
    const facts = dialog.getByLabelText(M.facts);
    expect(facts).toHaveTextContent('kit.jpg');
    expect(facts).toHaveTextContent('1600 × 900 px');
    expect(facts).toHaveTextContent('240 KB');
    expect(facts).toHaveTextContent('AVIF, WEBP');
    const uses = await dialog.findByRole('list');
    expect(
      within(uses)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CopertinaGuidaIl kit per il blackout', 'Nel testoRecensioneTorcia XL']);
    expect(dialog.getByRole('link', { name: 'Apri Torcia XL' })).toHaveAttribute('href', '/dashboard/recensioni/7');
  });

  test('saves the alt text and the credit with PATCH and shows them on the card', async () => {
    const stock = anUnsplashItem({ id: 2 });
    serveLibrary([stock]);
    serveDetail(stock);
    const saved = { ...stock, alt: 'Tenda arancione in un prato', credito: 'Archivio' };
    const patches = fakeApi('patch', '/api/media/2', saved);
    const { user, dialog } = await openDetail(M.missingAlt);
    const save = dialog.getByRole('button', { name: 'Salva' });
    expect(save).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: /Testo alternativo/ }), ' Tenda arancione in un prato ');
    await user.type(dialog.getByRole('textbox', { name: /Credito/ }), 'Archivio');
    await user.click(save);
    await expectToast(M.saved, 'success');
    expect(patches.map((p) => p.body)).toEqual([{ alt: 'Tenda arancione in un prato', credito: 'Archivio' }]);
    await user.click(dialog.getByRole('button', { name: 'Chiudi' }));
    expect(screen.getByRole('button', { name: 'Tenda arancione in un prato' })).toBeInTheDocument();
    expect(screen.queryByText(M.missingAlt)).not.toBeInTheDocument();
  });

  test('an upload keeps an alt text: a blank one is refused before sending, the server’s refusal is shown', async () => {
    serveLibrary([KIT]);
    serveDetail(KIT);
    const patches = fakeApi('patch', '/api/media/1', { error: 'Il testo alternativo è troppo generico.' }, { status: 400 });
    const { user, dialog } = await openDetail(/Kit di emergenza/);
    const alt = dialog.getByRole('textbox', { name: /Testo alternativo/ });
    await user.clear(alt);
    await user.click(dialog.getByRole('button', { name: 'Salva' }));
    expect(alt).toHaveAccessibleDescription(expect.stringContaining(M.altRequired));
    expect(patches).toEqual([]);
    await user.type(alt, 'Foto');
    await user.click(dialog.getByRole('button', { name: 'Salva' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Il testo alternativo è troppo generico.');
  });

  test('Elimina on an item in use shows the server’s message and the texts that use it; nothing leaves the grid', async () => {
    serveLibrary([KIT]);
    serveDetail(KIT, []);
    const refusal = 'L’immagine è usata in 2 contenuti: toglila prima da lì.';
    const usi = [aUse(), aUse({ tipo: 'notizia', id: 4, titolo: 'Allerta meteo', modifica: '/dashboard/notizie/4', come: 'blocco' })];
    const deletes = fakeApi('delete', '/api/media/1', { error: refusal, usi }, { status: 409 });
    const { user, dialog } = await openDetail(/Kit di emergenza/);
    await user.click(dialog.getByRole('button', { name: 'Elimina' }));
    const confirm = await screen.findByRole('dialog', { name: M.removeTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(within(alert).getByRole('link', { name: 'Apri Allerta meteo' })).toHaveAttribute('href', '/dashboard/notizie/4');
    expect(within(alert).getByRole('link', { name: 'Apri Il kit per il blackout' })).toHaveAttribute('href', '/dashboard/guide/3');
    expect(deletes).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: M.detailTitle })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  test('Elimina on an unused item, once confirmed, removes it from the grid', async () => {
    const other = aMediaItem({ id: 5, alt: 'Borraccia filtrante' });
    serveLibrary([KIT, other]);
    serveDetail(other);
    const deletes = fakeApi('delete', '/api/media/5', null, { status: 204 });
    const { user, dialog } = await openDetail('Borraccia filtrante');
    await user.click(dialog.getByRole('button', { name: 'Elimina' }));
    const confirm = await screen.findByRole('dialog', { name: M.removeTitle });
    expect(confirm).toHaveTextContent(M.removeText);
    await user.click(within(confirm).getByRole('button', { name: 'Annulla' }));
    expect(deletes).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Elimina' }));
    await user.click(within(await screen.findByRole('dialog', { name: M.removeTitle })).getByRole('button', { name: 'Elimina' }));
    await expectToast(M.removed, 'success');
    expect(deletes).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: M.detailTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Borraccia filtrante' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});
