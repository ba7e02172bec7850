// The review cards of /dashboard/recensioni (spec sections 2, 4, 5, 8): collapsed content that
// expands on click and collapses on a click outside, Modifica (a link to the review's own page,
// whose editor is tested in review-page.test.tsx), Pubblica/Archivia with the list reloaded,
// Rigenera through the prompt select.
// The screen itself is rendered, so each card talks to the fake API as it does on the page.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { Review } from '../../common/types.ts';
import DashboardRecensioni from '../../app/routes/dashboard/recensioni.tsx';
import { apiServer } from './api-server.ts';
import { aProduct, aPrompt, aReview } from './builders.ts';
import { answerUnlessConfirmed, captureWrites, specText } from './guide-builders.ts';
import { renderInDashboard } from './render.tsx';

const NAME = 'Torcia frontale';
const REVIEW = aReview({
  id: 31,
  id_recensione: 31,
  id_prodotto: 4,
  titolo: null,
  nome_sintetico: NAME,
  recensione_prodotto: '<p>Una torcia robusta e affidabile.</p>',
});

/** GET /api/recensioni answers each list in turn (the last one from then on); returns the addresses asked. */
function serveReviews(...lists: Review[][]) {
  const asked: URL[] = [];
  apiServer.use(
    http.get('/api/recensioni', ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(lists[Math.min(asked.length, lists.length) - 1]);
    }),
    // The editor reads the product's stored data to highlight unverified claims.
    http.get('/api/prodotti/4', () => HttpResponse.json(aProduct({ id: 4, nome_sintetico: NAME }))),
    // The category filter offers the categories.
    http.get('/api/categorie-prodotti', () => HttpResponse.json([])),
    // What the publishing gate knows of the review (the editor's highlights).
    http.get('/api/verifica/recensione/:id', () => HttpResponse.json({ non_verificati: [], verifica: null, conferme: [] })),
    // The editor opens the review as stored now, with its version tag.
    http.get('/api/recensioni/:productId', ({ params }) => {
      const review = lists[Math.max(asked.length, 1) - 1]?.find((r) => r.id_prodotto === Number(params.productId));
      return review
        ? HttpResponse.json({ exists: true, recensione: review }, { headers: { ETag: 'W/"v1"' } })
        : HttpResponse.json({ error: 'Recensione non trovata.' }, { status: 404 });
    }),
    // Its history (none yet) and its autosaves.
    http.get('/api/revisioni', () => HttpResponse.json([])),
    http.post('/api/revisioni', () => HttpResponse.json({ id: 1, creata_il: '2026-11-26T09:30:00.000Z', autore: 'admin', azione: 'autosalvataggio' }, { status: 201 })),
  );
  return asked;
}

async function renderScreen(...lists: Review[][]) {
  return renderScreenAt('/dashboard/recensioni', ...lists);
}

async function renderScreenAt(path: string, ...lists: Review[][]) {
  const asked = serveReviews(...(lists.length > 0 ? lists : [[REVIEW]]));
  const view = renderInDashboard(<DashboardRecensioni />, { path });
  const card = await screen.findByRole('article', { name: NAME });
  return { ...view, card, asked };
}

const button = (card: HTMLElement, name: string) => within(card).getByRole('button', { name });

describe('review card', () => {
  test('shows the name, the status badge, the content, the last change and the actions', async () => {
    const { card } = await renderScreen();
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(NAME);
    expect(card).toHaveTextContent('Bozza');
    expect(within(card).getByRole('region', { name: `Testo della recensione di ${NAME}` })).toHaveTextContent('Una torcia robusta e affidabile.');
    expect(card).toHaveTextContent(/Ultima modifica: \S/);
    const actions = within(card).getByRole('group', { name: `Azioni per ${NAME}` });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Espandi', 'Pubblica', 'Programma', 'Archivia', 'Rigenera', 'Elimina']);
    // Modifica is a link to the review's page (it opens in a new tab too).
    expect(within(actions).getByRole('link', { name: 'Modifica' })).toHaveAttribute('href', '/dashboard/recensioni/4');
    expect(within(actions).getByRole('link', { name: 'Visualizza articolo' })).toHaveAttribute('href', '/articolo/4');
  });

  test('Pubblica is hidden on a published review, Archivia on an archived one', async () => {
    const other = aReview({ id: 32, id_prodotto: 5, nome_sintetico: 'Radio a manovella', stato: 'archiviata' });
    const { card } = await renderScreen([{ ...REVIEW, stato: 'pubblicata' }, other]);
    expect(card).toHaveTextContent('Pubblicata');
    expect(within(card).queryByRole('button', { name: 'Pubblica' })).not.toBeInTheDocument();
    expect(button(card, 'Archivia')).toBeInTheDocument();
    const archived = screen.getByRole('article', { name: 'Radio a manovella' });
    expect(archived).toHaveTextContent('Archiviata');
    expect(within(archived).queryByRole('button', { name: 'Archivia' })).not.toBeInTheDocument();
    expect(button(archived, 'Pubblica')).toBeInTheDocument();
  });

  test('the content is collapsed, expands on a click, and collapses on Comprimi or a click outside the card', async () => {
    const { user, card } = await renderScreen();
    const content = within(card).getByRole('region', { name: `Testo della recensione di ${NAME}` });
    expect(content).not.toHaveClass('is-expanded');
    await user.click(content);
    expect(content).toHaveClass('is-expanded');
    expect(button(card, 'Comprimi')).toHaveAttribute('aria-expanded', 'true');
    // A second click on the text keeps it open.
    await user.click(content);
    expect(content).toHaveClass('is-expanded');
    await user.click(button(card, 'Comprimi'));
    expect(content).not.toHaveClass('is-expanded');
    expect(button(card, 'Espandi')).toHaveAttribute('aria-expanded', 'false');

    await user.click(button(card, 'Espandi'));
    expect(content).toHaveClass('is-expanded');
    await user.click(screen.getByRole('heading', { level: 1, name: 'Recensioni' }));
    expect(content).not.toHaveClass('is-expanded');
  });

  test.each([
    { action: 'Pubblica', path: 'pubblica', stato: 'pubblicata', badge: 'Pubblicata', toast: 'Recensione pubblicata.' },
    { action: 'Archivia', path: 'archivia', stato: 'archiviata', badge: 'Archiviata', toast: 'Recensione archiviata.' },
  ] as const)('$action posts to /api/recensioni/{id}/$path, then the list reloads with the new status', async ({ action, path, stato, badge, toast }) => {
    const bodies = captureWrites('post', `/api/recensioni/31/${path}`, () => HttpResponse.json({ ...REVIEW, stato }));
    const { user, card, asked } = await renderScreen([REVIEW], [{ ...REVIEW, stato }]);
    await user.click(button(card, action));
    expect(await screen.findByText(toast)).toBeInTheDocument();
    expect(bodies).toEqual([{}]);
    expect(await within(card).findByText(badge)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: action })).not.toBeInTheDocument();
    expect(asked).toHaveLength(2);
  });

  test('failed publish and archive say «Errore durante la pubblicazione.» and «Errore durante l’archiviazione.»', async () => {
    apiServer.use(
      http.post('/api/recensioni/31/pubblica', () => HttpResponse.json({}, { status: 500 })),
      http.post('/api/recensioni/31/archivia', () => HttpResponse.json({}, { status: 500 })),
    );
    const { user, card } = await renderScreen();
    await user.click(button(card, 'Pubblica'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore durante la pubblicazione.');
    await user.click(button(card, 'Archivia'));
    expect(await screen.findByText(specText("Errore durante l'archiviazione."))).toBeInTheDocument();
    expect(card).toHaveTextContent('Bozza');
  });

  test('Rigenera starts on the default prompt; without one it needs a prompt («Seleziona un prompt per procedere.»), then replaces the text', async () => {
    apiServer.use(
      http.get('/api/prompts', () => HttpResponse.json([aPrompt({ id: 2, titolo: 'Recensione breve' }), aPrompt({ id: 3, titolo: 'Recensione della redazione', is_default: 1 })])),
    );
    const regenerated = { ...REVIEW, recensione_prodotto: '<p>Testo rigenerato.</p>' };
    const bodies = captureWrites('post', '/api/recensioni/genera/4', () => HttpResponse.json({ recensione: regenerated, non_verificati: [], creata: false }));
    const { user, card } = await renderScreen([REVIEW], [regenerated]);
    await user.click(button(card, 'Rigenera'));
    const modal = screen.getByRole('dialog', { name: `Rigenera la recensione di ${NAME}` });
    const select = await within(modal).findByRole('combobox', { name: 'Prompt' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seleziona un prompt', 'Recensione breve', 'Recensione della redazione (Default)']);
    // The default prompt is chosen already, as in the guides' dialog.
    expect(select).toHaveDisplayValue('Recensione della redazione (Default)');

    await user.selectOptions(select, 'Seleziona un prompt');
    await user.click(within(modal).getByRole('button', { name: 'Rigenera' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent('Seleziona un prompt per procedere.');
    expect(select).toHaveAccessibleDescription('Seleziona un prompt per procedere.');
    expect(bodies).toEqual([]);

    await user.selectOptions(select, 'Recensione breve');
    expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Rigenera' }));
    expect(await within(modal).findByText(`Recensione rigenerata per ${NAME}`)).toBeInTheDocument();
    expect(bodies).toEqual([{ id_prompt: 2 }]);
    expect(within(card).getByRole('region', { name: `Testo della recensione di ${NAME}` })).toHaveTextContent('Testo rigenerato.');
  });

  test('the status filter asks for that status only', async () => {
    const { user, asked } = await renderScreen([REVIEW], []);
    await user.click(screen.getByRole('radio', { name: 'Bozze' }));
    expect(await screen.findByText('Nessuna recensione con questo stato.')).toBeInTheDocument();
    expect(asked.map((u) => u.searchParams.get('stato'))).toEqual([null, 'bozza']);
    expect(screen.queryByRole('article', { name: NAME })).not.toBeInTheDocument();
  });

  test('Pubblica with claims the product data does not hold asks a source per claim, then publishes with the confirmations', async () => {
    const bodies = answerUnlessConfirmed('post', '/api/recensioni/31/pubblica', [{ text: '99 ore', kind: 'misura' }], { ...REVIEW, stato: 'pubblicata' });
    const { user, card } = await renderScreen([REVIEW], [{ ...REVIEW, stato: 'pubblicata' }]);
    await user.click(button(card, 'Pubblica'));
    const confirm = await screen.findByRole('dialog', { name: 'Dati da verificare' });
    expect(within(confirm).getByText('99 ore').tagName).toBe('MARK');
    expect(within(confirm).getByText('misura')).toBeInTheDocument();
    await user.type(within(confirm).getByRole('textbox', { name: 'Fonte' }), 'Manuale, pagina 3');
    await user.click(within(confirm).getByRole('button', { name: 'Conferma e pubblica' }));
    expect(await screen.findByText('Recensione pubblicata.')).toBeInTheDocument();
    expect(bodies).toEqual([{}, { conferme: [{ testo: '99 ore', fonte: 'Manuale, pagina 3' }] }]);
    expect(await within(card).findByText('Pubblicata')).toBeInTheDocument();
  });

  test('Elimina asks «Vuoi eliminare la recensione per …?», then the card leaves the list', async () => {
    const deletes = captureWrites('delete', '/api/recensioni/4', () => new HttpResponse(null, { status: 204 }));
    const { user, card } = await renderScreen([REVIEW], []);
    await user.click(button(card, 'Elimina'));
    const dialog = screen.getByRole('dialog', { name: 'Eliminare la recensione?' });
    expect(dialog).toHaveTextContent('Vuoi eliminare la recensione per Torcia frontale?');
    await user.click(within(dialog.querySelector('footer')!).getByRole('button', { name: 'Elimina' }));
    expect(await within(dialog).findByText('Recensione eliminata per Torcia frontale')).toBeInTheDocument();
    expect(deletes).toHaveLength(1);
    expect(screen.queryByRole('article', { name: NAME })).not.toBeInTheDocument();
  });

  test('a failed list load says «Errore caricamento recensioni.» with Riprova', async () => {
    let calls = 0;
    apiServer.use(
      http.get('/api/recensioni', () => {
        calls++;
        return calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json([REVIEW]);
      }),
      http.get('/api/categorie-prodotti', () => HttpResponse.json([])),
    );
    const { user } = renderInDashboard(<DashboardRecensioni />, { path: '/dashboard/recensioni' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore caricamento recensioni.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('article', { name: NAME })).toBeInTheDocument();
  });
});
