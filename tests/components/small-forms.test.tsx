// The dashboard's small forms with the rules of spec section 5 and the messages of section 8:
// categories (nome required, Salva disabled while invalid), API keys ('Inserisci un valore per
// {openai|unsplash}.'), users ('Username e password sono obbligatori', 'Nessun campo da
// aggiornare'), trend analysis (terms required, comma split, submit disabled while invalid or
// loading) and the About editor ('Salvataggio…' while saving). Each screen is rendered whole.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import type { TrendData } from '../../common/schemas-trends.ts';
import type { CategoryWithCount, DashboardUser, KeyStatus } from '../../common/types-dashboard.ts';
import CategorieProdotti from '../../app/routes/dashboard/categorie-prodotti.tsx';
import ChiSiamoEditor from '../../app/routes/dashboard/chi-siamo.tsx';
import Chiavi from '../../app/routes/dashboard/chiavi.tsx';
import Tendenze from '../../app/routes/dashboard/tendenze.tsx';
import Utenti from '../../app/routes/dashboard/utenti.tsx';
import { apiServer } from './api-server.ts';
import { aCategory } from './builders.ts';
import { captureWrites, holdWrites, specText } from './guide-builders.ts';
import { renderInDashboard } from './render.tsx';

/** GET `path` answers each value in turn (the last one from then on); returns how many times it was asked. */
function serveList(path: string, ...answers: Array<unknown[] | object>) {
  const asked = { count: 0 };
  apiServer.use(
    http.get(path, () => {
      asked.count++;
      return HttpResponse.json(answers[Math.min(asked.count, answers.length) - 1]);
    }),
  );
  return asked;
}

const failWith500 = (method: 'get' | 'post' | 'put' | 'delete', path: string) => apiServer.use(http[method](path, () => HttpResponse.json({}, { status: 500 })));

describe('categories', () => {
  const LIGHTS: CategoryWithCount = { ...aCategory({ id: 3, nome: 'Illuminazione', descrizione: 'Torce e lampade' }), numero_prodotti: 2 };

  async function renderCategories(...lists: CategoryWithCount[][]) {
    const asked = serveList('/api/categorie-prodotti', ...(lists.length > 0 ? lists : [[LIGHTS]]));
    const view = renderInDashboard(<CategorieProdotti />, { path: '/dashboard/categorie-prodotti' });
    await screen.findByRole('table');
    return { ...view, asked };
  }

  test('the table has ID, Nome, Descrizione and Azioni', async () => {
    await renderCategories();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Nome', 'Descrizione', 'Azioni']);
    expect(screen.getByRole('row', { name: /Illuminazione/ })).toHaveTextContent('Torce e lampade');
  });

  test('an empty list says «Nessuna categoria trovata»; a failed one «Errore durante il caricamento delle categorie»', async () => {
    serveList('/api/categorie-prodotti', []);
    const empty = renderInDashboard(<CategorieProdotti />);
    expect(await screen.findByText('Nessuna categoria trovata')).toBeInTheDocument();
    empty.unmount();
    failWith500('get', '/api/categorie-prodotti');
    renderInDashboard(<CategorieProdotti />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore durante il caricamento delle categorie');
  });

  test('the add modal: Salva disabled while nome is blank; descrizione optional; the list reloads', async () => {
    const created = { ...aCategory({ id: 4, nome: 'Cucina da campo', descrizione: null }), numero_prodotti: 0 };
    const bodies = captureWrites('post', '/api/categorie-prodotti', () => HttpResponse.json(created, { status: 201 }));
    const { user, asked } = await renderCategories([LIGHTS], [LIGHTS, created]);
    await user.click(screen.getByRole('button', { name: 'Nuova categoria' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuova categoria' });
    const save = within(dialog).getByRole('button', { name: 'Salva' });
    expect(save).toBeDisabled();
    const nome = within(dialog).getByRole('textbox', { name: /Nome/ });
    await user.type(nome, '   ');
    expect(save).toBeDisabled();
    await user.clear(nome);
    await user.type(nome, 'Cucina da campo');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Categoria salvata.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ nome: 'Cucina da campo' });
    expect(screen.queryByRole('dialog', { name: 'Nuova categoria' })).not.toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Cucina da campo/ })).toBeInTheDocument();
    expect(asked.count).toBe(2);
  });

  test('Modifica opens the modal filled in and saves with PUT; a failure says «Errore durante il salvataggio della categoria»', async () => {
    failWith500('put', '/api/categorie-prodotti/3');
    const { user } = await renderCategories();
    await user.click(screen.getByRole('button', { name: 'Modifica: Illuminazione' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica categoria' });
    expect(within(dialog).getByRole('textbox', { name: /Nome/ })).toHaveValue('Illuminazione');
    expect(within(dialog).getByRole('textbox', { name: 'Descrizione' })).toHaveValue('Torce e lampade');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Errore durante il salvataggio della categoria')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Nome/ })).toHaveAccessibleDescription('Errore durante il salvataggio della categoria');

    const bodies = captureWrites('put', '/api/categorie-prodotti/3', () => HttpResponse.json({ ...LIGHTS, nome: 'Luci' }));
    await user.clear(within(dialog).getByRole('textbox', { name: /Nome/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Luci');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Categoria salvata.')).toBeInTheDocument();
    expect(bodies).toEqual([{ nome: 'Luci', descrizione: 'Torce e lampade' }]);
  });

  test('Elimina asks «Sei sicuro di voler eliminare questa categoria?»; a failure says «Errore durante l’eliminazione della categoria»', async () => {
    failWith500('delete', '/api/categorie-prodotti/3');
    const { user } = await renderCategories();
    await user.click(screen.getByRole('button', { name: 'Elimina: Illuminazione' }));
    const dialog = screen.getByRole('dialog', { name: 'Sei sicuro di voler eliminare questa categoria?' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText(specText("Errore durante l'eliminazione della categoria"))).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Illuminazione/ })).toBeInTheDocument();
  });
});

describe('API keys', () => {
  const KEYS: KeyStatus[] = [
    { name: 'openai', last4: 'WXYZ' },
    { name: 'unsplash', last4: null },
  ];

  async function renderKeys() {
    serveList('/api/keys', KEYS);
    const view = renderInDashboard(<Chiavi />, { path: '/dashboard/chiavi' });
    const openai = await screen.findByRole('article', { name: /openai/ });
    return { ...view, openai, unsplash: screen.getByRole('article', { name: /unsplash/ }) };
  }

  test('each key shows only «…last4» or a dash, with a password field', async () => {
    const { openai, unsplash } = await renderKeys();
    expect(within(openai).getByTestId('last4-openai')).toHaveTextContent(/^…WXYZ$/);
    expect(within(unsplash).getByTestId('last4-unsplash')).toHaveTextContent(/^—$/);
    expect(within(openai).getByLabelText('Nuova chiave openai')).toHaveAttribute('type', 'password');
    expect(within(unsplash).getByLabelText('Nuova chiave unsplash')).toHaveAttribute('type', 'password');
  });

  test.each(['openai', 'unsplash'] as const)('a blank %s value says «Inserisci un valore per %s.» and sends nothing', async (name) => {
    const bodies = captureWrites('put', '/api/keys/:name', () => HttpResponse.json({}));
    const view = await renderKeys();
    const card = view[name];
    await view.user.type(within(card).getByLabelText(`Nuova chiave ${name}`), '    ');
    await view.user.click(within(card).getByRole('button', { name: /chiave$/ }));
    expect(within(card).getByText(`Inserisci un valore per ${name}.`)).toBeInTheDocument();
    expect(within(card).getByLabelText(`Nuova chiave ${name}`)).toHaveAccessibleDescription(`Inserisci un valore per ${name}.`);
    expect(bodies).toEqual([]);
  });

  test('the value is sent trimmed; the new last 4 characters show and the field empties', async () => {
    const bodies = captureWrites('put', '/api/keys/unsplash', () => HttpResponse.json({ name: 'unsplash', last4: 'Q7r2' }));
    const { user, unsplash } = await renderKeys();
    const input = within(unsplash).getByLabelText('Nuova chiave unsplash');
    await user.type(input, '  unsplash-ChiaveSegreta-Q7r2  ');
    await user.click(within(unsplash).getByRole('button', { name: 'Salva chiave' }));
    expect(await screen.findByText('Chiave unsplash aggiornata (…Q7r2).')).toBeInTheDocument();
    expect(bodies).toEqual([{ value: 'unsplash-ChiaveSegreta-Q7r2' }]);
    expect(within(unsplash).getByTestId('last4-unsplash')).toHaveTextContent(/^…Q7r2$/);
    expect(input).toHaveValue('');
  });

  test('a failed save says «Errore nel salvataggio della chiave openai.»', async () => {
    failWith500('put', '/api/keys/openai');
    const { user, openai } = await renderKeys();
    await user.type(within(openai).getByLabelText('Nuova chiave openai'), 'sk-nuova-chiave-1234');
    await user.click(within(openai).getByRole('button', { name: 'Aggiorna chiave' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore nel salvataggio della chiave openai.');
    expect(within(openai).getByTestId('last4-openai')).toHaveTextContent('…WXYZ');
  });

  test('Elimina asks first, then shows the dash; a failure says «Errore nell’eliminazione della chiave openai.»', async () => {
    failWith500('delete', '/api/keys/openai');
    const { user, openai } = await renderKeys();
    // The unset key has nothing to delete.
    expect(within(screen.getByRole('article', { name: /unsplash/ })).getByRole('button', { name: 'Elimina' })).toBeDisabled();
    await user.click(within(openai).getByRole('button', { name: 'Elimina' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminare la chiave openai?' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText(specText("Errore nell'eliminazione della chiave openai."))).toBeInTheDocument();
    expect(within(openai).getByTestId('last4-openai')).toHaveTextContent('…WXYZ');

    apiServer.use(http.delete('/api/keys/openai', () => new HttpResponse(null, { status: 204 })));
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Chiave openai eliminata.')).toBeInTheDocument();
    expect(within(openai).getByTestId('last4-openai')).toHaveTextContent(/^—$/);
  });

  test('a failed load says «Errore nel caricamento delle chiavi.»', async () => {
    failWith500('get', '/api/keys');
    renderInDashboard(<Chiavi />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore nel caricamento delle chiavi.');
  });
});

describe('users', () => {
  const ADMIN: DashboardUser = {
    id: 1,
    username: 'admin',
    created_at: '2025-01-10T08:00:00.000Z',
    updated_at: '2025-01-10T08:00:00.000Z',
    ruolo: 'amministratore',
    corrente: true,
  };
  const EDITOR: DashboardUser = { ...ADMIN, id: 2, username: 'redattrice', ruolo: 'editor', corrente: false };

  async function renderUsers() {
    const asked = serveList('/api/utenti', [ADMIN, EDITOR]);
    const view = renderInDashboard(<Utenti />, { path: '/dashboard/utenti' });
    await screen.findByRole('row', { name: /redattrice/ });
    return { ...view, asked, form: screen.getByRole('form', { name: 'Nuovo utente' }) };
  }

  test('create: blank or spaces-only fields say «Username e password sono obbligatori» and send nothing', async () => {
    const bodies = captureWrites('post', '/api/utenti', () => HttpResponse.json({}));
    const { user, form } = await renderUsers();
    await user.click(within(form).getByRole('button', { name: 'Crea utente' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Username e password sono obbligatori');
    await user.type(within(form).getByLabelText('Username'), '   ');
    await user.type(within(form).getByLabelText('Password'), 'Password-Lunga-1');
    await user.click(within(form).getByRole('button', { name: 'Crea utente' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Username e password sono obbligatori');
    expect(bodies).toEqual([]);
  });

  test('create: the username is sent trimmed, then the list reloads', async () => {
    const bodies = captureWrites('post', '/api/utenti', () => HttpResponse.json({ id: 3, username: 'lucia' }, { status: 201 }));
    const { user, form, asked } = await renderUsers();
    await user.type(within(form).getByLabelText('Username'), '  lucia  ');
    await user.type(within(form).getByLabelText('Password'), 'Password-Lucia-1');
    // The role: collaboratore unless chosen, each with what it may do.
    expect(within(form).getByLabelText('Ruolo')).toHaveValue('collaboratore');
    await user.selectOptions(within(form).getByLabelText('Ruolo'), 'Editor');
    expect(within(form).getByText(/rivede le bozze/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Crea utente' }));
    expect(await screen.findByText('Utente creato.')).toBeInTheDocument();
    expect(bodies).toEqual([{ username: 'lucia', password: 'Password-Lucia-1', ruolo: 'editor' }]);
    expect(within(form).getByLabelText('Username')).toHaveValue('');
    expect(asked.count).toBe(2);
  });

  test('create: the server’s words, else «Errore nella creazione utente»', async () => {
    failWith500('post', '/api/utenti');
    const { user, form } = await renderUsers();
    await user.type(within(form).getByLabelText('Username'), 'lucia');
    await user.type(within(form).getByLabelText('Password'), 'Password-Lucia-1');
    await user.click(within(form).getByRole('button', { name: 'Crea utente' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Errore nella creazione utente');
  });

  test('the table shows each role; the edit dialog sends a changed role only', async () => {
    const bodies = captureWrites('put', '/api/utenti/2', () => HttpResponse.json({ ...EDITOR, ruolo: 'autore' }));
    const { user } = await renderUsers();
    expect(screen.getByRole('row', { name: /redattrice/ })).toHaveTextContent('Editor');
    expect(screen.getByRole('row', { name: /admin/ })).toHaveTextContent('Amministratore');
    await user.click(screen.getByRole('button', { name: 'Modifica: redattrice' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica l’utente redattrice' });
    expect(within(dialog).getByLabelText('Ruolo')).toHaveValue('editor');
    await user.selectOptions(within(dialog).getByLabelText('Ruolo'), 'Autore');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Utente aggiornato.')).toBeInTheDocument();
    expect(bodies).toEqual([{ ruolo: 'autore' }]);
  });

  test('edit: nothing changed says «Nessun campo da aggiornare»; a blank new password is not sent', async () => {
    const bodies = captureWrites('put', '/api/utenti/2', () => HttpResponse.json({ ...EDITOR, username: 'redattrice.capo' }));
    const { user } = await renderUsers();
    await user.click(screen.getByRole('button', { name: 'Modifica: redattrice' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica l’utente redattrice' });
    expect(within(dialog).getByLabelText('Username')).toHaveValue('redattrice');
    expect(within(dialog).getByLabelText('Nuova password')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nessun campo da aggiornare');
    // Both emptied: still nothing to update.
    await user.clear(within(dialog).getByLabelText('Username'));
    await user.type(within(dialog).getByLabelText('Nuova password'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nessun campo da aggiornare');
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText('Username'), 'redattrice.capo');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Utente aggiornato.')).toBeInTheDocument();
    expect(bodies).toEqual([{ username: 'redattrice.capo' }]);
  });

  test('edit: the server’s words, else «Errore nell’aggiornamento utente»', async () => {
    failWith500('put', '/api/utenti/2');
    const { user } = await renderUsers();
    await user.click(screen.getByRole('button', { name: 'Modifica: redattrice' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica l’utente redattrice' });
    await user.type(within(dialog).getByLabelText('Nuova password'), 'Nuova-Password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(specText("Errore nell'aggiornamento utente"));
  });

  test('a failed load says «Errore nel caricamento utenti»', async () => {
    failWith500('get', '/api/utenti');
    renderInDashboard(<Utenti />);
    expect(await screen.findByText('Errore nel caricamento utenti')).toBeInTheDocument();
  });
});

describe('trend analysis', () => {
  const DATA: TrendData = {
    products: [
      { term: 'generatore', interest: 42.5, trend: 'rising', change: 12.5 },
      { term: 'powerbank', interest: 30, trend: 'stable', change: 0 },
    ],
    topics: { generatore: [], powerbank: [] },
    geography: { generatore: [], powerbank: [] },
    timeline: [{ date: '2025-01-05T00:00:00.000Z', values: { generatore: 40, powerbank: 30 } }],
    terms: ['generatore', 'powerbank'],
    timeframe: 'today 12-m',
    geo: 'IT',
    fetched_at: '2025-03-01T09:00:00.000Z',
    cached: false,
  };

  function renderTrends() {
    const view = renderInDashboard(<Tendenze />, { path: '/dashboard/tendenze' });
    return { ...view, terms: screen.getByRole('textbox', { name: /Termini di ricerca/ }), submit: screen.getByRole('button', { name: 'Analizza tendenze' }) };
  }

  test('terms are required: submit disabled, «Inserisci almeno un termine di ricerca» for commas and spaces only', async () => {
    const { user, terms, submit } = renderTrends();
    expect(submit).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Periodo' })).toHaveValue('today 12-m');
    expect(screen.getByRole('combobox', { name: 'Paese' })).toHaveValue('IT');
    await user.type(terms, ' , ');
    expect(terms).toHaveAccessibleDescription(/Inserisci almeno un termine di ricerca/);
    expect(submit).toBeDisabled();
    await user.type(terms, 'generatore');
    expect(terms).not.toHaveAccessibleDescription(/Inserisci almeno un termine di ricerca/);
    expect(submit).toBeEnabled();
  });

  test('terms are split on commas, trimmed, empties dropped; submit waits while loading; results in three tabs', async () => {
    const { bodies, answer } = holdWrites('post', '/api/trends/analyze', () => HttpResponse.json({ status: 'ok', data: DATA, error: null }));
    const { user, terms, submit } = renderTrends();
    await user.type(terms, 'generatore,  powerbank ,');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Periodo' }), 'today 3-m');
    await user.click(submit);
    expect(bodies).toEqual([{ terms: ['generatore', 'powerbank'], timeframe: 'today 3-m', geo: 'IT', type: 'all' }]);
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(bodies).toHaveLength(1);
    answer.resolve();
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Prodotti', 'Argomenti', 'Geografia']);
    expect(submit).toBeEnabled();
  });

  test('a failure shows the server’s words, else «Errore durante l’analisi delle tendenze»', async () => {
    failWith500('post', '/api/trends/analyze');
    const { user, terms, submit } = renderTrends();
    await user.type(terms, 'generatore');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(specText("Errore durante l'analisi delle tendenze"));

    apiServer.use(http.post('/api/trends/analyze', () => HttpResponse.json({ status: 'error', data: null, error: 'Google Trends non risponde.' }, { status: 502 })));
    await user.click(submit);
    expect(await screen.findByText('Google Trends non risponde.')).toBeInTheDocument();
  });
});

describe('About editor', () => {
  /** GET /api/chi-siamo as staff read it (with the text's version tag, when it exists), its history and autosaves. */
  function renderAbout(about: { id: number | null; contenuto: string }) {
    apiServer.use(
      http.get('/api/chi-siamo', () => HttpResponse.json(about, { headers: about.id === null ? {} : { ETag: 'W/"a1"' } })),
      http.get('/api/revisioni', () => HttpResponse.json([])),
      http.post('/api/revisioni', () => HttpResponse.json({ id: 1, creata_il: '2026-11-26T09:30:00.000Z', autore: 'admin', azione: 'autosalvataggio' }, { status: 201 })),
    );
    return renderInDashboard(<ChiSiamoEditor />, { path: '/dashboard/chi-siamo' });
  }

  test('a 12-row text area with its placeholder; Salva reads «Salvataggio…» and is disabled while saving, then PUT with the loaded id', async () => {
    const { bodies, answer } = holdWrites('put', '/api/chi-siamo/5', () => HttpResponse.json({ id: 5, contenuto: '<p>Chi siamo, nuovo.</p>' }));
    const { user } = renderAbout({ id: 5, contenuto: '<p>Chi siamo.</p>' });
    const text = await screen.findByRole('textbox', { name: 'Testo della pagina' });
    expect(text).toHaveAttribute('rows', '12');
    expect(text).toHaveAttribute('placeholder', 'Inserisci il testo della pagina Chi siamo...');
    await user.clear(text);
    await user.type(text, '<p>Chi siamo, nuovo.</p>');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(screen.getByRole('button', { name: 'Salvataggio…' })).toBeDisabled();
    answer.resolve();
    expect(await screen.findByText('Contenuto salvato con successo.')).toBeInTheDocument();
    expect(bodies).toEqual([{ contenuto: '<p>Chi siamo, nuovo.</p>' }]);
    expect(screen.getByRole('button', { name: 'Salva' })).toBeEnabled();
  });

  test('without a loaded id it creates with POST, then updates the returned id', async () => {
    const posts = captureWrites('post', '/api/chi-siamo', () => HttpResponse.json({ id: 8, contenuto: '<p>Primo testo.</p>' }, { status: 201 }));
    const puts = captureWrites('put', '/api/chi-siamo/8', () => HttpResponse.json({ id: 8, contenuto: '<p>Primo testo.</p>' }));
    const { user } = renderAbout({ id: null, contenuto: '' });
    await user.type(await screen.findByRole('textbox', { name: 'Testo della pagina' }), '<p>Primo testo.</p>');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Contenuto salvato con successo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(posts).toEqual([{ contenuto: '<p>Primo testo.</p>' }]);
    await screen.findAllByText('Contenuto salvato con successo.');
    expect(puts).toEqual([{ contenuto: '<p>Primo testo.</p>' }]);
  });

  test('Salva sends the text’s version tag as If-Match with PUT; the status says what is saved', async () => {
    const tags: Array<string | null> = [];
    apiServer.use(
      http.put('/api/chi-siamo/5', async ({ request }) => {
        tags.push(request.headers.get('if-match'));
        const { contenuto } = (await request.json()) as { contenuto: string };
        return HttpResponse.json({ id: 5, contenuto }, { headers: { ETag: `W/"a${tags.length + 1}"` } });
      }),
    );
    const { user } = renderAbout({ id: 5, contenuto: '<p>Chi siamo.</p>' });
    const text = await screen.findByRole('textbox', { name: 'Testo della pagina' });
    const status = screen.getByTestId('stato-salvataggio');
    expect(status).toHaveTextContent('Nessuna modifica da salvare');
    expect(screen.getByRole('button', { name: 'Cronologia' })).toBeInTheDocument();
    await user.type(text, ' Volontari.');
    expect(status).toHaveTextContent('Modifiche non salvate');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Contenuto salvato con successo.')).toBeInTheDocument();
    expect(status).toHaveTextContent(/^Salvato alle \d\d:\d\d$/);
    // Ctrl+S saves again, with the tag the last answer carried.
    await user.type(text, ' E amici.');
    await user.keyboard('{Control>}s{/Control}');
    await screen.findAllByText('Contenuto salvato con successo.');
    await vi.waitFor(() => expect(tags).toEqual(['W/"a1"', 'W/"a2"']));
  });

  test('a save refused with 412 opens «Il contenuto è stato modificato»; Ricarica shows the colleague’s text', async () => {
    apiServer.use(
      http.put('/api/chi-siamo/5', () =>
        HttpResponse.json({ error: 'Il testo è stato modificato da qualcun altro dopo che l’hai aperto. Ricarica per vedere la versione attuale.' }, { status: 412 }),
      ),
    );
    const { user } = renderAbout({ id: 5, contenuto: '<p>Chi siamo.</p>' });
    const text = await screen.findByRole('textbox', { name: 'Testo della pagina' });
    apiServer.use(http.get('/api/chi-siamo', () => HttpResponse.json({ id: 5, contenuto: '<p>Il testo di Lucia.</p>' }, { headers: { ETag: 'W/"a2"' } })));
    await user.type(text, ' Mio.');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Il contenuto è stato modificato' });
    expect(screen.queryByText('Errore durante il salvataggio.')).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Ricarica' }));
    await vi.waitFor(() => expect(text).toHaveValue('<p>Il testo di Lucia.</p>'));
    expect(screen.getByTestId('stato-salvataggio')).toHaveTextContent('Nessuna modifica da salvare');
  });

  test('failures say «Errore durante il salvataggio.» and «Errore nel caricamento del contenuto.»', async () => {
    failWith500('put', '/api/chi-siamo/5');
    const { user, unmount } = renderAbout({ id: 5, contenuto: '<p>Chi siamo.</p>' });
    await screen.findByRole('textbox', { name: 'Testo della pagina' });
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore durante il salvataggio.');
    unmount();

    failWith500('get', '/api/chi-siamo');
    renderInDashboard(<ChiSiamoEditor />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore nel caricamento del contenuto.');
  });
});
