// The dashboard side of the affiliate statistics: Statistiche (period in the address,
// the right days asked, totals with the CTR, the chart and its table, the top products and pages,
// the CSV link, loading / empty / error with 'Riprova'), Panoramica's 7-day figure and 'Da
// controllare', and the clicks figure of the product cards (one request for the whole list).
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import DashboardPanoramica from '../../app/routes/dashboard/panoramica.tsx';
import DashboardProdotti from '../../app/routes/dashboard/prodotti.tsx';
import DashboardStatistiche from '../../app/routes/dashboard/statistiche.tsx';
import type { CheckItem, StatsAnswer, StatsPage, StatsPlace, StatsProduct } from '../../common/stats.ts';
import type { Overview } from '../../common/types-dashboard.ts';
import type { Product } from '../../common/types.ts';
import { apiServer } from './api-server.ts';
import { aProduct } from './builders.ts';
import { fakeList } from './fake-list.ts';
import { renderInDashboard } from './render.tsx';
import { settle } from './settle.ts';

// Today, for the screen: the last 30 days are 28 Oct – 26 Nov 2026 (UTC days).
const NOW = new Date('2026-11-26T10:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** Every day from `da` to `a`, both included. */
function daysBetween(da: string, a: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${da}T00:00:00Z`); d <= new Date(`${a}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) out.push(d.toISOString().slice(0, 10));
  return out;
}

const TORCIA: StatsProduct = { id: 1, nome: 'Torcia frontale', clic: 5 };
const RADIO: StatsProduct = { id: 2, nome: 'Radio a manovella', clic: 2 };
const split = (prodotto = 0, confronto = 0, pulsante = 0, testo = 0) => ({ prodotto, confronto, pulsante, testo });
const PAGES: StatsPage[] = [
  { percorso: '/articolo/1', titolo: 'Recensione della torcia frontale', visite: 150, clic: 3, clic_per_posizione: split(0, 0, 3) },
  { percorso: '/guida/3', titolo: 'Guida al kit di emergenza', visite: 40, clic: 4, clic_per_posizione: split(2, 1, 0, 1) },
  { percorso: '/prodotti', titolo: null, visite: 10, clic: 0, clic_per_posizione: split() },
];
/** The places as the server sends them: all four, in CLICK_PLACES order. */
const PLACES: StatsPlace[] = [
  { blocco: 'prodotto', clic: 34, visualizzazioni: 1000, ctr: 0.034 },
  { blocco: 'confronto', clic: 1, visualizzazioni: 1234, ctr: 1 / 1234 },
  { blocco: 'pulsante', clic: 3, visualizzazioni: 0, ctr: null },
  { blocco: 'testo', clic: 1, visualizzazioni: 40, ctr: 0.025 },
];

/**
 * GET /api/statistiche as the server answers it: every day of the asked range, 10 views, 1
 * visitor less and (on the last day) 7 clicks; answers from `answer` when given. Returns the
 * addresses asked.
 */
function serveStats(answer?: (url: URL) => Partial<StatsAnswer> | Response | Promise<Response>) {
  const asked: URL[] = [];
  apiServer.use(
    http.get('/api/statistiche', async ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      const custom = answer?.(url);
      if (custom instanceof Response || custom instanceof Promise) return custom;
      const days = daysBetween(url.searchParams.get('da')!, url.searchParams.get('a')!);
      return HttpResponse.json({
        giorni: days.map((data, i) => ({ data, visite: 10, clic: i === days.length - 1 ? 7 : 0, visitatori: 9 })),
        prodotti: [TORCIA, RADIO],
        pagine: PAGES,
        posizioni: PLACES,
        ...custom,
      } satisfies StatsAnswer);
    }),
  );
  return asked;
}

const range = (url: URL | undefined) => ({ da: url?.searchParams.get('da'), a: url?.searchParams.get('a') });
const total = (name: string) => screen.getByTestId('stats-totals').querySelector(`[data-total="${name}"] dd`)?.textContent;

async function renderStats(path = '/dashboard/statistiche') {
  const view = renderInDashboard(<DashboardStatistiche />, { path });
  await screen.findByTestId('stats-chart');
  return view;
}

describe('Statistiche', () => {
  test('the last 30 days by default: the days asked, the range in Italian, totals with the CTR and the CSV link', async () => {
    const asked = serveStats();
    renderInDashboard(<DashboardStatistiche />, { path: '/dashboard/statistiche' });
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento statistiche…');
    await screen.findByTestId('stats-chart');

    expect(asked).toHaveLength(1);
    expect(range(asked[0])).toEqual({ da: '2026-10-28', a: '2026-11-26' });
    expect(screen.getByRole('heading', { level: 1, name: 'Statistiche' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30 giorni' })).toBeChecked();
    expect(screen.getByTestId('stats-range')).toHaveTextContent('dal 28 ott al 26 nov 2026');

    // 30 days × 10 views, 7 clicks, 30 × 9 visitors; CTR 7 ÷ 300 = 2,3 %.
    expect(total('visite')).toBe('300');
    expect(total('clic')).toBe('7');
    expect(total('visitatori')).toBe('270');
    expect(total('ctr')).toBe('2,3%');

    const csv = screen.getByRole('link', { name: 'Esporta CSV' });
    expect(csv).toHaveAttribute('href', '/api/statistiche/csv?da=2026-10-28&a=2026-11-26');
    expect(csv).toHaveAttribute('download');
  });

  test('a period change asks again for its days, keeps it in the address and updates range and CSV link', async () => {
    const asked = serveStats();
    const { user, router } = await renderStats();
    await user.click(screen.getByRole('radio', { name: '7 giorni' }));
    await waitFor(() => expect(range(asked.at(-1))).toEqual({ da: '2026-11-20', a: '2026-11-26' }));
    expect(router.state.location.search).toBe('?giorni=7');
    expect(await screen.findByText('dal 20 nov al 26 nov 2026')).toBeInTheDocument();
    await waitFor(() => expect(total('visite')).toBe('70'));
    expect(total('ctr')).toBe('10,0%');
    expect(screen.getByRole('link', { name: 'Esporta CSV' })).toHaveAttribute('href', '/api/statistiche/csv?da=2026-11-20&a=2026-11-26');

    await user.click(screen.getByRole('radio', { name: '90 giorni' }));
    await waitFor(() => expect(range(asked.at(-1))).toEqual({ da: '2026-08-29', a: '2026-11-26' }));
    expect(router.state.location.search).toBe('?giorni=90');
    expect(await screen.findByText('dal 29 ago al 26 nov 2026')).toBeInTheDocument();

    // Back to the default: the address loses ?giorni and the cached answer shows at once.
    await user.click(screen.getByRole('radio', { name: '30 giorni' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(total('visite')).toBe('300'));
  });

  test('the period comes from the address; a value that is not offered falls back to 30 days', async () => {
    const asked = serveStats();
    await renderStats('/dashboard/statistiche?giorni=7');
    expect(range(asked[0])).toEqual({ da: '2026-11-20', a: '2026-11-26' });
    expect(screen.getByRole('radio', { name: '7 giorni' })).toBeChecked();
    screen.getByTestId('stats-chart');
  });

  test('?giorni=365 is not a choice: the last 30 days', async () => {
    const asked = serveStats();
    await renderStats('/dashboard/statistiche?giorni=365');
    expect(range(asked[0])).toEqual({ da: '2026-10-28', a: '2026-11-26' });
    expect(screen.getByRole('radio', { name: '30 giorni' })).toBeChecked();
  });

  test('the chart: two lines with a summary, a legend, and the same numbers as a table', async () => {
    serveStats();
    const { user } = await renderStats();
    const chart = screen.getByRole('img', { name: /visite e dei clic su Amazon per giorno, dal 28 ott al 26 nov 2026: 300 visite e 7 clic/ });
    expect(chart.querySelectorAll('polyline')).toHaveLength(2);
    expect(screen.getByText('Visite (scala a sinistra)')).toBeInTheDocument();
    expect(screen.getByText('Clic su Amazon (scala a destra)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mostra tabella' }));
    const table = screen.getByTestId('stats-days-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows.at(-1)).toHaveTextContent('gio 26 nov 2026');
    expect(
      within(rows.at(-1)!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10', '7', '9', '70,0%']);
    await user.click(screen.getByRole('button', { name: 'Mostra grafico' }));
    expect(screen.getByTestId('stats-chart')).toBeInTheDocument();
  });

  test('top products link to the product in the dashboard; pages open the public page in a new tab with their CTR', async () => {
    serveStats();
    await renderStats();
    const products = within(screen.getByRole('region', { name: 'Prodotti più cliccati' }));
    const torcia = products.getByRole('link', { name: 'Torcia frontale' });
    expect(torcia).toHaveAttribute('href', '/dashboard/prodotti?edit=1');
    expect(torcia.closest('tr')).toHaveTextContent('5');

    const pages = within(screen.getByRole('region', { name: 'Pagine' }));
    const review = pages.getByRole('link', { name: /Recensione della torcia frontale/ });
    expect(review).toHaveAttribute('href', '/articolo/1');
    expect(review).toHaveAttribute('target', '_blank');
    expect(review).toHaveAccessibleName('Recensione della torcia frontale (si apre in una nuova scheda)');
    // A page without a title shows its path; without views a page has no rate.
    expect(pages.getByRole('link', { name: /^\/prodotti/ })).toHaveAttribute('href', '/prodotti');
    const cells = (name: RegExp) =>
      within(pages.getByRole('link', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(/Recensione della torcia/).slice(1)).toEqual(['150', '3', '2,0%']);
    expect(cells(/Guida al kit/).slice(1)).toEqual(['40', '4', '10,0%']);
    expect(cells(/^\/prodotti/).slice(1)).toEqual(['10', '0', '0,0%']);
  });

  test('pages sort by views (default), clicks or CTR', async () => {
    serveStats();
    const { user } = await renderStats();
    const pages = within(screen.getByRole('region', { name: 'Pagine' }));
    const order = () => pages.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(order()).toEqual(['/articolo/1', '/guida/3', '/prodotti']);
    await user.click(pages.getByRole('radio', { name: 'CTR' }));
    expect(order()).toEqual(['/guida/3', '/articolo/1', '/prodotti']);
    expect(pages.getByRole('columnheader', { name: 'CTR' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(pages.getByRole('radio', { name: 'Clic' }));
    expect(order()).toEqual(['/guida/3', '/articolo/1', '/prodotti']);
    await user.click(pages.getByRole('radio', { name: 'Visite' }));
    expect(order()).toEqual(['/articolo/1', '/guida/3', '/prodotti']);
  });

  test('the top 20 of each table, then Mostra tutti', async () => {
    const many = Array.from({ length: 25 }, (_, i): StatsProduct => ({ id: 100 + i, nome: `Prodotto ${i}`, clic: 50 - i }));
    serveStats(() => ({ prodotti: many }));
    const { user } = await renderStats();
    const products = within(screen.getByRole('region', { name: 'Prodotti più cliccati' }));
    expect(products.getAllByRole('link')).toHaveLength(20);
    expect(products.getByText('20 di 25')).toBeInTheDocument();
    await user.click(products.getByRole('button', { name: 'Mostra tutti (25)' }));
    expect(products.getAllByRole('link')).toHaveLength(25);
    await user.click(products.getByRole('button', { name: 'Mostra i primi 20' }));
    expect(products.getAllByRole('link')).toHaveLength(20);
  });

  test('a path that is not of this site is shown, never linked', async () => {
    serveStats(() => ({ pagine: [{ percorso: '//altro.example/x', titolo: null, visite: 3, clic: 0, clic_per_posizione: split() }] }));
    await renderStats();
    const pages = within(screen.getByRole('region', { name: 'Pagine' }));
    expect(pages.getByText('//altro.example/x')).toBeInTheDocument();
    expect(pages.queryByRole('link')).not.toBeInTheDocument();
  });

  test('Clic per posizione: every place with its clicks, the views of pages showing it and the click rate in Italian', async () => {
    serveStats();
    await renderStats();
    const section = screen.getByRole('region', { name: 'Clic per posizione' });
    expect(section).toHaveAccessibleDescription(/Le visualizzazioni contano le visite alle pagine che mostravano quella posizione/);
    const table = within(section).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Posizione', 'Clic', 'Visualizzazioni', 'Percentuale di clic']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ]);
    // Rates written as the rest of the screen writes them ('3,4%'); a place no page showed has no rate.
    expect(rows).toEqual([
      ['Box prodotto', '34', '1000', '3,4%'],
      ['Tabella di confronto', '1', '1234', '0,1%'],
      ['Pulsante', '3', '0', '—'],
      ['Link nel testo', '1', '40', '2,5%'],
    ]);
    // Each cell says what it is when the table is stacked as cards on a phone.
    expect(within(table).getAllByRole('cell')[2]).toHaveAttribute('data-label', 'Percentuale di clic');
  });

  test('Clic per posizione without a click in the period: a line saying so, no table; the other figures still shown', async () => {
    serveStats(() => ({ posizioni: PLACES.map((p) => ({ ...p, clic: 0, ctr: p.visualizzazioni > 0 ? 0 : null })) }));
    await renderStats();
    const section = screen.getByRole('region', { name: 'Clic per posizione' });
    expect(section).toHaveTextContent('Nessun clic su Amazon in questo periodo: qui vedrai quali posizioni funzionano meglio.');
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    expect(total('visite')).toBe('300');
    expect(screen.getByRole('region', { name: 'Pagine' })).toBeInTheDocument();
  });

  test('a period with nothing counted: the empty state, the period choice still there', async () => {
    serveStats((url) => ({
      giorni: daysBetween(url.searchParams.get('da')!, url.searchParams.get('a')!).map((data) => ({ data, visite: 0, clic: 0, visitatori: 0 })),
      prodotti: [],
      pagine: [],
    }));
    renderInDashboard(<DashboardStatistiche />, { path: '/dashboard/statistiche' });
    expect(await screen.findByText('Nessuna visita registrata in questo periodo.')).toBeInTheDocument();
    expect(screen.queryByTestId('stats-chart')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '7 giorni' })).toBeEnabled();
  });

  test('an error shows the server’s Italian message and Riprova asks again', async () => {
    let fail = true;
    const asked = serveStats(() => (fail ? HttpResponse.json({ error: 'Intervallo non valido.' }, { status: 400 }) : {}));
    const { user } = renderInDashboard(<DashboardStatistiche />, { path: '/dashboard/statistiche' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Intervallo non valido.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await screen.findByTestId('stats-chart');
    expect(asked).toHaveLength(2);
  });

  test('an error without a message: the screen’s own', async () => {
    serveStats(() => new Response('boom', { status: 500 }));
    renderInDashboard(<DashboardStatistiche />, { path: '/dashboard/statistiche' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore durante il caricamento delle statistiche.');
  });
});

const group = { totale: 0, ultimi: [] };
function serveOverview(overrides: Partial<Overview> = {}) {
  apiServer.use(
    http.get('/api/panoramica', () =>
      HttpResponse.json({ prodotti: group, recensioni: group, guide: group, statistiche: { visite: 12345, clic: 56 }, da_controllare: [], ...overrides } satisfies Overview),
    ),
  );
}

describe('Panoramica', () => {
  test('the last 7 days in one line, leading to Statistiche', async () => {
    serveOverview();
    renderInDashboard(<DashboardPanoramica />, { path: '/dashboard/panoramica' });
    const figure = await screen.findByTestId('overview-stats');
    expect(figure).toHaveTextContent('Ultimi 7 giorni: 12.345 visite, 56 clic su Amazon');
    expect(figure).toHaveAttribute('href', '/dashboard/statistiche');
  });

  test('Da controllare: each product with its reason and figures, linking to it in the dashboard', async () => {
    const items: CheckItem[] = [
      { motivo: 'prezzo_aumentato', id_prodotto: 4, nome: 'Power bank 20000 mAh', dettaglio: 'Il prezzo è passato da 29,90 € a 39,90 € (+33 %) in una settimana.' },
      { motivo: 'clic_senza_recensione', id_prodotto: 7, nome: 'Radio a manovella', dettaglio: '12 clic negli ultimi 30 giorni, nessuna recensione pubblicata.' },
      { motivo: 'non_trovato', id_prodotto: 9, nome: 'Fornellino da campo', dettaglio: 'Amazon non trova più questo ASIN.' },
    ];
    serveOverview({ da_controllare: items });
    renderInDashboard(<DashboardPanoramica />, { path: '/dashboard/panoramica' });
    const section = within(await screen.findByRole('region', { name: /Da controllare/ }));
    const links = section.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/dashboard/prodotti?edit=4', '/dashboard/prodotti?edit=7', '/dashboard/prodotti?edit=9']);
    expect(links[0]).toHaveTextContent('Prezzo aumentato');
    expect(links[0]).toHaveTextContent('Power bank 20000 mAh');
    expect(links[0]).toHaveTextContent('+33 %');
    expect(links[1]).toHaveTextContent('Clic senza recensione');
    expect(links[2]).toHaveTextContent('Non trovato su Amazon');
  });

  test('Da controllare with nothing to check', async () => {
    serveOverview();
    renderInDashboard(<DashboardPanoramica />, { path: '/dashboard/panoramica' });
    const section = within(await screen.findByRole('region', { name: 'Da controllare' }));
    expect(section.getByText('Niente da controllare.')).toBeInTheDocument();
    expect(section.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('product cards', () => {
  function serveProducts(items: readonly Product[]) {
    apiServer.use(
      http.get('/api/prodotti/aggiorna', () => HttpResponse.json({ run: null })),
      http.get('/api/categorie-prodotti', () => HttpResponse.json([])),
    );
    fakeList<Product & { stato?: string }>('/api/prodotti', () => items);
  }

  test('each card shows its Amazon clicks of the last 30 days, from one request for the whole list', async () => {
    serveProducts([
      aProduct({ id: 1, nome_sintetico: 'Torcia frontale' }),
      aProduct({ id: 2, nome_sintetico: 'Radio a manovella' }),
      aProduct({ id: 3, nome_sintetico: 'Lanterna solare' }),
    ]);
    const asked = serveStats(async () => {
      await delay(20);
      return HttpResponse.json({ giorni: [], prodotti: [TORCIA, RADIO], pagine: [] });
    });
    renderInDashboard(<DashboardProdotti />, { path: '/dashboard/prodotti' });
    const card = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('article, .dash-prow') as HTMLElement;
    await waitFor(async () => expect(within(await card('Torcia frontale')).getByTestId('product-clicks')).toHaveTextContent('5 clic su Amazon negli ultimi 30 giorni'));
    expect(within(await card('Radio a manovella')).getByTestId('product-clicks')).toHaveTextContent('2 clic su Amazon');
    expect(within(await card('Lanterna solare')).getByTestId('product-clicks')).toHaveTextContent('0 clic su Amazon');
    expect(asked).toHaveLength(1);
    expect(range(asked[0])).toEqual({ da: '2026-10-28', a: '2026-11-26' });
  });

  test('without statistics (an error) the cards show no figure', async () => {
    serveProducts([aProduct({ id: 1, nome_sintetico: 'Torcia frontale' })]);
    const asked = serveStats(() => new Response(null, { status: 500 }));
    renderInDashboard(<DashboardProdotti />, { path: '/dashboard/prodotti' });
    await screen.findByRole('heading', { level: 2, name: 'Torcia frontale' });
    await waitFor(() => expect(asked).toHaveLength(1));
    await settle();
    expect(screen.queryByTestId('product-clicks')).not.toBeInTheDocument();
  });
});
