// The dashboard's overlays (spec sections 2, 4, 8, 9): the products screen's review overlay
// (loading, message with Chiudi, choose-prompt with the Default badge, no prompts), the reviews
// screen's modal (delete, regenerate, progress lines, closing 2 s after a success) and the guides'
// overlay (elimina and rigenera, closing 1.4 s after a success).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useGuideOverlay } from '../../app/features/guides/guide-overlay.tsx';
import { useReviewOverlay } from '../../app/features/products/review-overlay.tsx';
import { useReviewsOverlay } from '../../app/features/reviews/reviews-overlay.tsx';
import type { Guide, Product, Review } from '../../common/types.ts';
import { apiServer } from './api-server.ts';
import { aProduct, aPrompt, aReview } from './builders.ts';
import { captureWrites, deferred, guideContent, guideOfTwo, holdWrites, specText } from './guide-builders.ts';
import { renderInDashboard } from './render.tsx';

// Real time moves the fake clock too (msw and Testing Library keep working); the closing delays
// are then stepped by hand.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Renders a host of an overlay hook; `user` moves the fake clock with its own pauses. */
function renderHost(ui: React.ReactElement) {
  const view = renderInDashboard(ui);
  return { ...view, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

/** The footer of the open dialog `name` (its header has a close button named 'Chiudi' too). */
const footerOf = (dialog: HTMLElement) => within(dialog.querySelector('footer')!);

/** Waits until the dialog's status line reads `text` (it replaces the progress line in place). */
async function statusSays(dialog: HTMLElement, text: string) {
  await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(text));
}

/** Checks that the dialog is still open `before` ms into its closing delay and gone at `after` ms. */
function expectClosesBetween(name: string, before: number, after: number) {
  act(() => vi.advanceTimersByTime(before));
  expect(screen.getByRole('dialog', { name })).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(after - before));
  expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument();
}

const PRODUCT = aProduct({ id: 9, nome_sintetico: 'Torcia da cantina' });
const REVIEW_PROMPTS = [aPrompt({ id: 2, titolo: 'Recensione breve' }), aPrompt({ id: 3, titolo: 'Recensione della redazione', is_default: 1 })];

describe('products screen: the review overlay', () => {
  function Host({ product, onGenerated }: { product: Product; onGenerated(): void }) {
    const { open, overlay } = useReviewOverlay(onGenerated);
    return (
      <>
        <button type="button" onClick={() => void open(product)}>
          Apri
        </button>
        {overlay}
      </>
    );
  }
  const TITLE = 'Genera recensione: Torcia da cantina';

  async function openOverlay(prompts: () => Response | Promise<Response>) {
    const asked: URL[] = [];
    apiServer.use(
      http.get('/api/prompts', ({ request }) => {
        asked.push(new URL(request.url));
        return prompts();
      }),
    );
    const onGenerated = vi.fn();
    const view = renderHost(<Host product={PRODUCT} onGenerated={onGenerated} />);
    await view.user.click(screen.getByRole('button', { name: 'Apri' }));
    const dialog = screen.getByRole('dialog', { name: TITLE });
    return { ...view, dialog, asked, onGenerated };
  }

  test('loading, then the active review prompts as choices with the Default badge and Annulla', async () => {
    const answer = deferred();
    const { dialog, asked, user } = await openOverlay(async () => {
      await answer.promise;
      return HttpResponse.json(REVIEW_PROMPTS);
    });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Caricamento prompt…');
    answer.resolve();
    const def = await within(dialog).findByRole('button', { name: /Recensione della redazione/ });
    expect(def).toHaveTextContent('Default');
    expect(within(dialog).getByRole('button', { name: 'Recensione breve' })).not.toHaveTextContent('Default');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ tipo: 'recensione', active: '1', sort: 'updated_at', order: 'desc', limit: '50' });
    await user.click(footerOf(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  test('without active prompts it says where to create one, with Chiudi', async () => {
    const { dialog, user } = await openOverlay(() => HttpResponse.json({ prompts: [] }));
    expect(await within(dialog).findByText('Nessun prompt attivo per le recensioni. Vai nella sezione Prompts per crearne uno.')).toBeInTheDocument();
    await user.click(footerOf(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  test('a failed prompt load says «Errore nel caricamento dei prompt.»', async () => {
    const { dialog } = await openOverlay(() => HttpResponse.json({}, { status: 500 }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Errore nel caricamento dei prompt.');
    expect(footerOf(dialog).getByRole('button', { name: 'Chiudi' })).toBeEnabled();
  });

  test('a chosen prompt generates once (a double click too), says «Recensione generata con successo.» and closes after 1.5 s', async () => {
    const { bodies, answer } = holdWrites('post', '/api/recensioni/genera/9', () =>
      HttpResponse.json({ recensione: aReview({ id_prodotto: 9 }), non_verificati: [], creata: true }),
    );
    const { dialog, user, onGenerated } = await openOverlay(() => HttpResponse.json(REVIEW_PROMPTS));
    const choice = await within(dialog).findByRole('button', { name: /Recensione della redazione/ });
    await user.dblClick(choice);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Generazione in corso...');
    answer.resolve();
    await statusSays(dialog, 'Recensione generata con successo.');
    expect(bodies).toEqual([{ id_prompt: 3 }]);
    expect(onGenerated).toHaveBeenCalledTimes(1);
    expectClosesBetween(TITLE, 700, 1500);
  });

  test('a failed generation shows the server’s words, else «Errore durante la generazione.», and stays open', async () => {
    apiServer.use(http.post('/api/recensioni/genera/9', () => HttpResponse.json({}, { status: 502 }), { once: true }));
    const { dialog, user, onGenerated } = await openOverlay(() => HttpResponse.json(REVIEW_PROMPTS));
    await user.click(await within(dialog).findByRole('button', { name: 'Recensione breve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Errore durante la generazione.');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    expect(onGenerated).not.toHaveBeenCalled();

    apiServer.use(http.post('/api/recensioni/genera/9', () => HttpResponse.json({ error: 'Prodotto non trovato.' }, { status: 404 })));
    await user.click(screen.getByRole('button', { name: 'Apri' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Recensione breve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Prodotto non trovato.');
  });
});

describe('reviews screen: the modal', () => {
  const REVIEW = aReview({ id: 31, id_prodotto: 4, nome_sintetico: 'Torcia frontale' });

  function Host({ review, onDeleted, onGenerated }: { review: Review; onDeleted(r: Review): void; onGenerated(): void }) {
    const { askDelete, askRegenerate, overlay } = useReviewsOverlay({ onDeleted, onGenerated });
    return (
      <>
        <button type="button" onClick={() => askDelete(review)}>
          Chiedi eliminazione
        </button>
        <button type="button" onClick={() => askRegenerate(review)}>
          Chiedi rigenerazione
        </button>
        {overlay}
      </>
    );
  }

  async function ask(action: 'Chiedi eliminazione' | 'Chiedi rigenerazione', dialogName: string) {
    const onDeleted = vi.fn();
    const onGenerated = vi.fn();
    const view = renderHost(<Host review={REVIEW} onDeleted={onDeleted} onGenerated={onGenerated} />);
    await view.user.click(screen.getByRole('button', { name: action }));
    return { ...view, dialog: screen.getByRole('dialog', { name: dialogName }), onDeleted, onGenerated };
  }

  test('delete asks «Vuoi eliminare la recensione per …?»; Annulla sends nothing', async () => {
    const { dialog, user, onDeleted } = await ask('Chiedi eliminazione', 'Eliminare la recensione?');
    expect(dialog).toHaveTextContent('Vuoi eliminare la recensione per Torcia frontale?');
    // No DELETE answer is declared: a request would fail the test.
    await user.click(footerOf(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog', { name: 'Eliminare la recensione?' })).not.toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  test('Elimina: «Eliminazione in corso...», then «Recensione eliminata per …», closed after 2 s', async () => {
    const { bodies: deletes, answer } = holdWrites('delete', '/api/recensioni/4', () => new HttpResponse(null, { status: 204 }));
    const { dialog, user, onDeleted } = await ask('Chiedi eliminazione', 'Eliminare la recensione?');
    await user.click(footerOf(dialog).getByRole('button', { name: 'Elimina' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Eliminazione in corso...');
    answer.resolve();
    await statusSays(dialog, 'Recensione eliminata per Torcia frontale');
    expect(deletes).toHaveLength(1);
    expect(onDeleted).toHaveBeenCalledWith(REVIEW);
    expectClosesBetween('Eliminare la recensione?', 1000, 2000);
  });

  test('a failed delete says «Errore durante l’eliminazione per …» and stays open', async () => {
    apiServer.use(http.delete('/api/recensioni/4', () => HttpResponse.json({}, { status: 500 })));
    const { dialog, user, onDeleted } = await ask('Chiedi eliminazione', 'Eliminare la recensione?');
    await user.click(footerOf(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await within(dialog).findByText(specText("Errore durante l'eliminazione per Torcia frontale"))).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('dialog', { name: 'Eliminare la recensione?' })).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  test('regenerate: «Rigenerazione in corso...», then «Recensione rigenerata per …», closed after 2 s', async () => {
    apiServer.use(http.get('/api/prompts', () => HttpResponse.json(REVIEW_PROMPTS)));
    const { answer } = holdWrites('post', '/api/recensioni/genera/4', () => HttpResponse.json({ recensione: REVIEW, non_verificati: [], creata: false }));
    const title = 'Rigenera la recensione di Torcia frontale';
    const { dialog, user, onGenerated } = await ask('Chiedi rigenerazione', title);
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Prompt' }), 'Recensione della redazione (Default)');
    await user.click(footerOf(dialog).getByRole('button', { name: 'Rigenera' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Rigenerazione in corso...');
    answer.resolve();
    await statusSays(dialog, 'Recensione rigenerata per Torcia frontale');
    expect(onGenerated).toHaveBeenCalledTimes(1);
    expectClosesBetween(title, 1000, 2000);
  });

  test('a failed regeneration says «Errore nella rigenerazione per …»', async () => {
    apiServer.use(
      http.get('/api/prompts', () => HttpResponse.json(REVIEW_PROMPTS)),
      http.post('/api/recensioni/genera/4', () => HttpResponse.json({}, { status: 500 })),
    );
    const { dialog, user, onGenerated } = await ask('Chiedi rigenerazione', 'Rigenera la recensione di Torcia frontale');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Prompt' }), 'Recensione breve');
    await user.click(footerOf(dialog).getByRole('button', { name: 'Rigenera' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Errore nella rigenerazione per Torcia frontale');
    expect(onGenerated).not.toHaveBeenCalled();
  });

  test('without review prompts it says «Nessun prompt disponibile nella categoria "recensione".» and offers no Rigenera', async () => {
    apiServer.use(http.get('/api/prompts', () => HttpResponse.json([])));
    const { dialog } = await ask('Chiedi rigenerazione', 'Rigenera la recensione di Torcia frontale');
    await statusSays(dialog, 'Nessun prompt disponibile nella categoria "recensione".');
    expect(footerOf(dialog).queryByRole('button', { name: 'Rigenera' })).not.toBeInTheDocument();
    expect(footerOf(dialog).getByRole('button', { name: 'Annulla' })).toBeEnabled();
  });

  test('a failed prompt load says «Errore nel caricamento dei prompt.»', async () => {
    apiServer.use(http.get('/api/prompts', () => HttpResponse.json({}, { status: 500 })));
    const { dialog } = await ask('Chiedi rigenerazione', 'Rigenera la recensione di Torcia frontale');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Errore nel caricamento dei prompt.');
    expect(footerOf(dialog).queryByRole('button', { name: 'Rigenera' })).not.toBeInTheDocument();
  });
});

describe('guides: the overlay', () => {
  const GUIDE = guideOfTwo({ immagine_url: '/demo/guide/1.svg' });
  const NEW_CONTENT = guideContent(
    '<p>Nuova introduzione.</p>',
    [
      [1, '<p>Nuova uno.</p>'],
      [2, '<p>Nuova due.</p>'],
    ],
    '<p>Nuova conclusione.</p>',
  );

  function Host({ guide, onChanged }: { guide: Guide; onChanged(mode: 'elimina' | 'rigenera', g: Guide): void }) {
    const { open, overlay } = useGuideOverlay(onChanged);
    return (
      <>
        <button type="button" onClick={() => open('elimina', guide)}>
          Apri elimina
        </button>
        <button type="button" onClick={() => open('rigenera', guide)}>
          Apri rigenera
        </button>
        {overlay}
      </>
    );
  }

  async function openGuideOverlay(action: 'Apri elimina' | 'Apri rigenera', dialogName: string) {
    const onChanged = vi.fn();
    const view = renderHost(<Host guide={GUIDE} onChanged={onChanged} />);
    await view.user.click(screen.getByRole('button', { name: action }));
    return { ...view, dialog: screen.getByRole('dialog', { name: dialogName }), onChanged };
  }

  test('elimina asks «Vuoi eliminare la guida …?»; Annulla sends nothing', async () => {
    const { dialog, user, onChanged } = await openGuideOverlay('Apri elimina', 'Elimina guida');
    expect(dialog).toHaveTextContent('Vuoi eliminare la guida «Kit blackout»?');
    await user.click(footerOf(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog', { name: 'Elimina guida' })).not.toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  test('elimina: a spinner while DELETE runs, «Guida eliminata», closed after 1.4 s', async () => {
    const { bodies: deletes, answer } = holdWrites('delete', '/api/guide/7', () => new HttpResponse(null, { status: 204 }));
    const { dialog, user, onChanged } = await openGuideOverlay('Apri elimina', 'Elimina guida');
    await user.click(footerOf(dialog).getByRole('button', { name: 'Conferma' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Eliminazione in corso...');
    // While it runs the dialog cannot be closed.
    expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toBeDisabled();
    answer.resolve();
    await statusSays(dialog, 'Guida eliminata');
    expect(deletes).toHaveLength(1);
    expect(onChanged).toHaveBeenCalledWith('elimina', GUIDE);
    expectClosesBetween('Elimina guida', 700, 1400);
  });

  test('rigenera asks «Vuoi rigenerare la guida …?», generates from the title and the sections’ products, overwrites the content only', async () => {
    const generations = captureWrites('post', '/api/guide/genera', () => HttpResponse.json(NEW_CONTENT));
    const saved = { ...GUIDE, contenuto: NEW_CONTENT };
    const puts = captureWrites('put', '/api/guide/7', () => HttpResponse.json(saved));
    const { dialog, user, onChanged } = await openGuideOverlay('Apri rigenera', 'Rigenera guida');
    expect(dialog).toHaveTextContent('Vuoi rigenerare la guida «Kit blackout»?');
    await user.click(footerOf(dialog).getByRole('button', { name: 'Conferma' }));
    expect(await within(dialog).findByText('Guida rigenerata')).toBeInTheDocument();
    expect(generations).toEqual([{ titolo: 'Kit blackout', prodotti: [1, 2] }]);
    // Title and cover are kept: the PUT carries the title and the new content, no image.
    expect(puts).toEqual([{ titolo: 'Kit blackout', contenuto: NEW_CONTENT }]);
    expect(onChanged).toHaveBeenCalledWith('rigenera', saved);
    expectClosesBetween('Rigenera guida', 700, 1400);
  });

  test('a failed regeneration says «Errore nella rigenerazione» and writes nothing', async () => {
    apiServer.use(http.post('/api/guide/genera', () => HttpResponse.json({}, { status: 502 })));
    const puts = captureWrites('put', '/api/guide/7', () => HttpResponse.json(GUIDE));
    const { dialog, onChanged, user } = await openGuideOverlay('Apri rigenera', 'Rigenera guida');
    await user.click(footerOf(dialog).getByRole('button', { name: 'Conferma' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Errore nella rigenerazione');
    expect(puts).toEqual([]);
    expect(onChanged).not.toHaveBeenCalled();
    await user.click(footerOf(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog', { name: 'Rigenera guida' })).not.toBeInTheDocument();
  });

  test('a failed delete says «Errore durante l’eliminazione»', async () => {
    apiServer.use(http.delete('/api/guide/7', () => HttpResponse.json({}, { status: 500 })));
    const { dialog, onChanged, user } = await openGuideOverlay('Apri elimina', 'Elimina guida');
    await user.click(footerOf(dialog).getByRole('button', { name: 'Conferma' }));
    expect(await within(dialog).findByText(specText("Errore durante l'eliminazione"))).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });
});
