// Panoramica's alert for a shared cache whose purges keep failing: what it says (since when, how
// many attempts, the last error, the last success), and that it is absent while the purges work.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import DashboardPanoramica from '../../app/routes/dashboard/panoramica.tsx';
import { CACHE_TOPICS } from '../../common/cache-topics.ts';
import type { Overview, SharedCacheHealth } from '../../common/types-dashboard.ts';
import { apiServer } from './api-server.ts';
import { renderInDashboard } from './render.tsx';

const group = { totale: 0, ultimi: [] };
function serveOverview(overrides: Partial<Overview> = {}) {
  apiServer.use(
    http.get('/api/panoramica', () =>
      HttpResponse.json({ prodotti: group, recensioni: group, guide: group, statistiche: { visite: 1, clic: 0 }, da_controllare: [], ...overrides } satisfies Overview),
    ),
  );
}

const FAILING: SharedCacheHealth = {
  servizio: 'Cloudflare',
  fallisce_dal: '2026-05-04T09:30:00.000Z',
  minuti: 12,
  tentativi: 5,
  ultimo_errore: 'Cloudflare ha rifiutato lo svuotamento della cache (HTTP 403): 10000 Authentication error',
  tag_in_attesa: ['products', 'reviews'],
  ultimo_successo_il: '2026-05-04T09:10:00.000Z',
};

describe('Panoramica: the shared cache', () => {
  test('failing: an alert with since when, the attempts, the last error and the last success', async () => {
    serveOverview({ cache_condivisa: FAILING });
    renderInDashboard(<DashboardPanoramica />, { path: '/dashboard/panoramica' });
    const alert = await screen.findByTestId('overview-shared-cache');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(
      'La cache condivisa (Cloudflare) non si svuota da 12 minuti: 5 tentativi falliti. Ultimo errore: Cloudflare ha rifiutato lo svuotamento della cache (HTTP 403): 10000 Authentication error. Le pagine pubbliche possono mostrare contenuti vecchi finché non riesce.',
    );
    expect(alert).toHaveTextContent('Ultimo svuotamento riuscito: 04/05/2026, 11:10.');
    expect(alert).toHaveTextContent('Da svuotare: prodotti, recensioni.');
  });

  test('never a success yet', async () => {
    serveOverview({ cache_condivisa: { ...FAILING, minuti: 1, tentativi: 3, ultimo_successo_il: null } });
    renderInDashboard(<DashboardPanoramica />, { path: '/dashboard/panoramica' });
    const alert = await screen.findByTestId('overview-shared-cache');
    expect(alert).toHaveTextContent('non si svuota da un minuto: 3 tentativi falliti.');
    expect(alert).toHaveTextContent('Nessuno svuotamento riuscito da quando il server è configurato così.');
    expect(alert).toHaveTextContent('Da svuotare: prodotti, recensioni.');
  });

  test('every topic waiting: the whole site, not a list of tables', async () => {
    serveOverview({ cache_condivisa: { ...FAILING, tag_in_attesa: [...CACHE_TOPICS] } });
    renderInDashboard(<DashboardPanoramica />, { path: '/dashboard/panoramica' });
    const alert = await screen.findByTestId('overview-shared-cache');
    expect(alert).toHaveTextContent('Da svuotare: tutto il sito.');
    expect(alert).not.toHaveTextContent('product_prices');
  });

  test('working (or no shared cache): no alert', async () => {
    serveOverview();
    renderInDashboard(<DashboardPanoramica />, { path: '/dashboard/panoramica' });
    await screen.findByTestId('overview-stats');
    expect(screen.queryByTestId('overview-shared-cache')).not.toBeInTheDocument();
  });
});
