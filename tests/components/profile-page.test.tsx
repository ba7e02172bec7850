// Il mio profilo in the dashboard, rendered whole against our API faked by msw: the loading error
// with Riprova, the form's Italian checks before anything is sent, the byline's preview following
// the typed name, the save (only the profile's fields) with its toast, and the password change
// that needs the current password.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { PROFILE_MSG as M } from '../../common/messages-profile.ts';
import type { Profile } from '../../common/schemas-profile.ts';
import Profilo from '../../app/routes/dashboard/profilo.tsx';
import { apiServer } from './api-server.ts';
import { expectToast } from './dashboard-expect.ts';
import { captureWrites } from './guide-builders.ts';
import { renderInDashboard } from './render.tsx';

const PROFILE: Profile = {
  id: 3,
  username: 'anna',
  ruolo: 'autore',
  nome: 'anna',
  nome_visualizzato: null,
  bio: null,
  id_immagine: null,
  immagine_url: null,
  slug: 'anna',
  pagina_pubblica: false,
};

const render = () => renderInDashboard(<Profilo />, { path: '/dashboard/profilo' });

describe('Il mio profilo', () => {
  test('offers Riprova when the profile cannot be loaded', async () => {
    let fail = true;
    apiServer.use(http.get('/api/profilo', () => (fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(PROFILE))));
    const { user } = render();
    expect(await screen.findByText(M.loadError)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByLabelText(/Nome visualizzato/)).toHaveValue('anna');
  });

  test('checks the name in Italian, previews the byline, saves and says so', async () => {
    apiServer.use(http.get('/api/profilo', () => HttpResponse.json(PROFILE)));
    const saved = { ...PROFILE, nome: 'Anna Rossi', nome_visualizzato: 'Anna Rossi', bio: 'Prova le torce.', slug: 'anna-rossi' };
    const writes = captureWrites('put', '/api/profilo', () => HttpResponse.json(saved));
    const { user } = render();
    const name = await screen.findByLabelText(/Nome visualizzato/);
    await user.clear(name);
    await user.type(name, 'A');
    await user.click(screen.getByRole('button', { name: M.save }));
    await expectToast(M.nameMin, 'error');
    expect(writes).toEqual([]);

    await user.type(name, 'nna Rossi');
    expect(screen.getByTestId('anteprima-firma')).toHaveTextContent('di Anna Rossi');
    await user.type(screen.getByLabelText(M.bioLabel), 'Prova le torce.');
    expect(screen.getByText(M.bioCount(15))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.save }));
    await expectToast(M.saved, 'success');
    expect(writes).toEqual([{ nome_visualizzato: 'Anna Rossi', bio: 'Prova le torce.', id_immagine: null }]);
  });

  test('changes the password only with the current one', async () => {
    apiServer.use(http.get('/api/profilo', () => HttpResponse.json(PROFILE)));
    const writes = captureWrites('put', '/api/profilo', () => HttpResponse.json(PROFILE));
    const { user } = render();
    await user.type(await screen.findByLabelText(M.passwordCurrent), 'Password-Vecchia-1');
    await user.type(screen.getByLabelText(M.passwordNew), 'corta');
    await user.click(screen.getByRole('button', { name: M.passwordSave }));
    await expectToast(M.passwordMin, 'error');
    expect(writes).toEqual([]);
    await user.clear(screen.getByLabelText(M.passwordNew));
    await user.type(screen.getByLabelText(M.passwordNew), 'Password-Nuova-1');
    await user.click(screen.getByRole('button', { name: M.passwordSave }));
    await expectToast(M.passwordSaved, 'success');
    expect(writes).toEqual([{ password: 'Password-Nuova-1', password_attuale: 'Password-Vecchia-1' }]);
    expect(screen.getByLabelText(M.passwordCurrent)).toHaveValue('');
  });
});
