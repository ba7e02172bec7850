// A review's own page (/dashboard/recensioni/{productId}): opened from the list's Modifica with the
// list's address kept for 'Torna all’elenco', the editor's rules (blank text refused, PUT of
// recensione_prodotto, the page stays), the safety net (If-Match and the conflict dialog, the
// question before leaving, an AI proposal offered), Pubblica in the side panel, the products
// screen's ?edit= / ?editProductId= addresses and a product without review.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, test } from 'vitest';
import DashboardRecensione from '../../app/routes/dashboard/recensione.tsx';
import DashboardRecensioni from '../../app/routes/dashboard/recensioni.tsx';
import { apiServer } from './api-server.ts';
import { aProduct, aPrompt, aReview } from './builders.ts';
import { addText, captureWrites } from './guide-builders.ts';
import { renderInDashboard } from './render.tsx';
import { NO_SEO } from '../../common/seo.ts';

const NAME = 'Torcia frontale';
const REVIEW = aReview({
  id: 31,
  id_recensione: 31,
  id_prodotto: 4,
  titolo: null,
  nome_sintetico: NAME,
  recensione_prodotto: '<h2>In breve</h2><p>Una torcia robusta e affidabile.</p>',
});
const EDITOR = { name: 'Testo della recensione' };

/** The fake API of the list and of the page; GET /api/recensioni/4 answers `current()` with tag v1. */
function serve(current: () => typeof REVIEW = () => REVIEW) {
  apiServer.use(
    http.get('/api/recensioni', () => HttpResponse.json([current()])),
    http.get('/api/prodotti/4', () => HttpResponse.json(aProduct({ id: 4, nome_sintetico: NAME }))),
    http.get('/api/categorie-prodotti', () => HttpResponse.json([])),
    http.get('/api/verifica/recensione/:id', () => HttpResponse.json({ non_verificati: [], verifica: null, conferme: [] })),
    http.get('/api/recensioni/4', () => HttpResponse.json({ exists: true, recensione: current() }, { headers: { ETag: 'W/"v1"' } })),
    http.get('/api/revisioni', () => HttpResponse.json([])),
    http.post('/api/revisioni', () => HttpResponse.json({ id: 1, creata_il: '2026-11-26T09:30:00.000Z', autore: 'admin', azione: 'autosalvataggio' }, { status: 201 })),
  );
}

function renderAt(path: string) {
  return renderInDashboard(
    <Routes>
      <Route path="/dashboard/recensioni" element={<DashboardRecensioni />} />
      <Route path="/dashboard/recensioni/nuova" element={<DashboardRecensione />} />
      <Route path="/dashboard/recensioni/:id" element={<DashboardRecensione />} />
    </Routes>,
    { path },
  );
}

async function openPage() {
  serve();
  const view = renderAt('/dashboard/recensioni/4');
  const editor = await screen.findByRole('textbox', EDITOR);
  await waitFor(() => expect(editor).toHaveTextContent('Una torcia robusta e affidabile.'));
  return { ...view, editor };
}

const saveBar = () => screen.getByRole('region', { name: 'Salvataggio' });

describe('a review’s page', () => {
  test('Modifica in the filtered list opens it with the list’s address; Torna all’elenco goes back to it', async () => {
    serve();
    const { user, router } = renderAt('/dashboard/recensioni?stato=bozza&q=torcia');
    const card = await screen.findByRole('article', { name: NAME });
    await user.click(within(card).getByRole('link', { name: 'Modifica' }));
    expect(await screen.findByRole('textbox', EDITOR)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Modifica recensione' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/recensioni/4');
    expect(within(saveBar()).getByTestId('statistiche-testo')).toHaveTextContent('7 parole · 1 min di lettura');
    expect(within(screen.getByRole('navigation', { name: 'Struttura' })).getByRole('button', { name: 'Vai al titoletto: In breve' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Torna all’elenco' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/recensioni'));
    expect(router.state.location.search).toBe('?stato=bozza&q=torcia');
  });

  test('a blank review is refused with «La recensione non può essere vuota.» and nothing is sent', async () => {
    const bodies = captureWrites('put', '/api/recensioni/:id', () => HttpResponse.json({}));
    const { user, editor } = await openPage();
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.click(within(saveBar()).getByRole('button', { name: 'Salva' }));
    expect(await screen.findAllByText('La recensione non può essere vuota.')).not.toHaveLength(0);
    expect(bodies).toEqual([]);
  });

  test('Salva sends recensione_prodotto with the tag it opened with and stays; a 412 opens the conflict dialog, Sovrascrivi sends the newer tag', async () => {
    const tags: (string | null)[] = [];
    const bodies: unknown[] = [];
    let stale = false;
    apiServer.use(
      http.put('/api/recensioni/4', async ({ request }) => {
        tags.push(request.headers.get('if-match'));
        bodies.push(await request.json());
        if (stale) {
          stale = false;
          return HttpResponse.json({ error: 'Il testo è stato modificato da qualcun altro dopo che l’hai aperto.' }, { status: 412 });
        }
        return HttpResponse.json({ recensione: REVIEW, non_verificati: [] }, { headers: { ETag: `W/"s${tags.length}"` } });
      }),
    );
    const { user, router } = await openPage();
    await addText(user, EDITOR.name, ' Consigliata.');
    await user.click(within(saveBar()).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Recensione aggiornata.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ recensione_prodotto: '<h2>In breve</h2><p>Una torcia robusta e affidabile. Consigliata.</p>', titolo: null, sottotitolo: null, ...NO_SEO });
    expect(router.state.location.pathname).toBe('/dashboard/recensioni/4');

    stale = true;
    await addText(user, EDITOR.name, ' Mia.');
    apiServer.use(http.get('/api/recensioni/4', () => HttpResponse.json({ exists: true, recensione: REVIEW }, { headers: { ETag: 'W/"v2"' } })));
    await user.click(within(saveBar()).getByRole('button', { name: 'Salva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Il contenuto è stato modificato' });
    await user.click(within(dialog).getByRole('button', { name: 'Sovrascrivi' }));
    await waitFor(() => expect(tags).toEqual(['W/"v1"', 'W/"s1"', 'W/"v2"']));
  });

  test('leaving with unsaved changes asks «Modifiche non salvate»: «Esci senza salvare» goes back to the list', async () => {
    const { user, router } = await openPage();
    await addText(user, EDITOR.name, ' Da buttare.');
    expect(within(saveBar()).getByTestId('stato-salvataggio')).toHaveTextContent('Modifiche non salvate');
    await user.click(screen.getByRole('link', { name: 'Torna all’elenco' }));
    const ask = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    await user.click(within(ask).getByRole('button', { name: 'Esci senza salvare' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/recensioni'));
  });

  test('an AI proposal newer than the saved text is offered, and taken back with «Torna al testo di prima»', async () => {
    const proposal = { id: 77, creata_il: '2026-11-26T20:14:00.000Z', autore: null, azione: 'proposta' };
    serve();
    apiServer.use(
      http.get('/api/revisioni', () => HttpResponse.json([proposal])),
      http.get('/api/revisioni/77', () =>
        HttpResponse.json({ ...proposal, tipo: 'recensione', id_contenuto: REVIEW.id, contenuto: { titolo: null, contenuto: '<p>Testo della proposta.</p>' } }),
      ),
    );
    const { user } = renderAt('/dashboard/recensioni/4');
    const editor = await screen.findByRole('textbox', EDITOR);
    await user.click(await screen.findByRole('button', { name: 'Usa la proposta' }));
    await waitFor(() => expect(editor).toHaveTextContent('Testo della proposta.'));
    await user.click(screen.getByRole('button', { name: 'Torna al testo di prima' }));
    await waitFor(() => expect(editor).toHaveTextContent('Una torcia robusta e affidabile.'));
  });

  test('Pubblica in the side panel posts to /api/recensioni/{id}/pubblica and the badge follows', async () => {
    let current = REVIEW;
    serve(() => current);
    const bodies = captureWrites('post', '/api/recensioni/31/pubblica', () => {
      current = { ...REVIEW, stato: 'pubblicata' };
      return HttpResponse.json({ recensione: current });
    });
    const { user } = renderAt('/dashboard/recensioni/4');
    const aside = await screen.findByRole('complementary', { name: 'Impostazioni del testo' });
    await user.click(await within(aside).findByRole('button', { name: 'Pubblica' }));
    expect(await screen.findByText('Recensione pubblicata.')).toBeInTheDocument();
    expect(bodies).toEqual([{}]);
    expect(await within(aside).findByText('Pubblicata')).toBeInTheDocument();
    expect(within(aside).queryByRole('button', { name: 'Pubblica' })).not.toBeInTheDocument();
  });

  test.each(['edit', 'editProductId'])('?%s={productId} on the list goes to that review’s page', async (param) => {
    serve();
    const { router } = renderAt(`/dashboard/recensioni?${param}=4`);
    expect(await screen.findByRole('textbox', EDITOR)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/recensioni/4');
  });

  test('a product without review: «Testo non trovato.» and the way to write it', async () => {
    serve();
    apiServer.use(http.get('/api/recensioni/5', () => HttpResponse.json({ error: 'Recensione non trovata.', exists: false, recensione: null }, { status: 404 })));
    renderAt('/dashboard/recensioni/5');
    expect(await screen.findByText('Testo non trovato.')).toBeInTheDocument();
    expect(screen.getByText(/Questo prodotto non ha ancora una recensione/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scrivi la recensione' })).toHaveAttribute('href', '/dashboard/recensioni/nuova?prodotto=5');
  });
});

describe('a new review’s page', () => {
  test('the product first (those without a review), then Genera con AI on the default prompt: generated, its page opens', async () => {
    const radio = aProduct({ id: 5, nome_sintetico: 'Radio a manovella', ha_recensione: false });
    const torcia = aProduct({ id: 4, nome_sintetico: NAME, ha_recensione: true });
    const generated = aReview({ id: 40, id_prodotto: 5, nome_sintetico: 'Radio a manovella', recensione_prodotto: '<p>Testo generato.</p>' });
    apiServer.use(
      http.get('/api/prodotti', () => HttpResponse.json([torcia, radio])),
      http.get('/api/prompts', () => HttpResponse.json([aPrompt({ id: 2, titolo: 'Recensione breve' }), aPrompt({ id: 3, titolo: 'Recensione della redazione', is_default: 1 })])),
      http.get('/api/prodotti/5', () => HttpResponse.json(radio)),
      http.get('/api/recensioni/5', () => HttpResponse.json({ exists: true, recensione: generated }, { headers: { ETag: 'W/"v1"' } })),
      http.get('/api/verifica/recensione/:id', () => HttpResponse.json({ non_verificati: [], verifica: null, conferme: [] })),
      http.get('/api/revisioni', () => HttpResponse.json([])),
    );
    const bodies = captureWrites('post', '/api/recensioni/genera/5', () =>
      HttpResponse.json({ recensione: generated, non_verificati: [], creata: true, proposta: null }, { status: 201 }),
    );
    const { user, router } = renderAt('/dashboard/recensioni/nuova');
    const product = await screen.findByRole('combobox', { name: /Prodotto/ });
    expect(
      within(product)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Scegli il prodotto', 'Radio a manovella']);
    // No product chosen: asked for first.
    await user.click(screen.getByRole('button', { name: 'Genera con AI' }));
    expect(screen.getByText('Scegli il prodotto da recensire.')).toBeInTheDocument();
    await user.selectOptions(product, 'Radio a manovella');
    await user.click(screen.getByRole('button', { name: 'Genera con AI' }));
    expect(await screen.findByRole('combobox', { name: 'Prompt' })).toHaveDisplayValue('Recensione della redazione (Default)');
    await user.click(screen.getByRole('button', { name: 'Genera recensione' }));
    expect(await screen.findByRole('textbox', EDITOR)).toBeInTheDocument();
    expect(bodies).toEqual([{ id_prompt: 3 }]);
    expect(router.state.location.pathname).toBe('/dashboard/recensioni/5');
  });
});
