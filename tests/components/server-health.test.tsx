// Panoramica's 'Reattività del server' for staff: this instance's event-loop delay, and its stalls
// of the last 24 hours with the request that held the server (server/http/event-loop-watch.ts).
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import DashboardPanoramica from '../../app/routes/dashboard/panoramica.tsx';
import type { Overview, ServerHealth } from '../../common/types-dashboard.ts';
import { apiServer } from './api-server.ts';
import { renderInDashboard } from './render.tsx';

const group = { totale: 0, ultimi: [] };
function serveOverview(server: ServerHealth) {
  apiServer.use(
    http.get('/api/panoramica', () =>
      HttpResponse.json({ prodotti: group, recensioni: group, guide: group, statistiche: { visite: 1, clic: 0 }, da_controllare: [], server } satisfies Overview),
    ),
  );
}

const QUIET: ServerHealth = { ritardo_p50_ms: 10.2, ritardo_p99_ms: 12.5, ritardo_max_ms: 30, soglia_blocco_ms: 200, blocchi_24h: 0, ultimo_blocco: null };

describe('Panoramica: how responsive the server is', () => {
  test('no stall: the delay of the last minute and that nothing passed the threshold', async () => {
    serveOverview(QUIET);
    renderInDashboard(<DashboardPanoramica />, { path: '/dashboard/panoramica' });
    const card = await screen.findByTestId('overview-server');
    expect(card).toHaveTextContent('Reattività del server');
    expect(card).toHaveTextContent('Ritardo nell’ultimo minuto: tipico 10,2 ms, 99° percentile 12,5 ms, massimo 30 ms.');
    expect(card).toHaveTextContent('Nessun blocco oltre 200 ms nelle ultime 24 ore.');
  });

  test('stalls: how many, the last one with its time, its length and the request that held the server', async () => {
    serveOverview({
      ...QUIET,
      ritardo_max_ms: 4_312.5,
      blocchi_24h: 3,
      ultimo_blocco: { quando: '2026-05-04T09:10:00.000Z', durata_ms: 4_200, richiesta: 'GET /dashboard/a/a/a/a' },
    });
    renderInDashboard(<DashboardPanoramica />, { path: '/dashboard/panoramica' });
    const card = await screen.findByTestId('overview-server');
    expect(card).toHaveTextContent('massimo 4312,5 ms.');
    expect(card).toHaveTextContent('3 blocchi oltre 200 ms nelle ultime 24 ore. L’ultimo: 04/05/2026, 11:10, 4200 ms, durante la richiesta GET /dashboard/a/a/a/a.');
    expect(card).not.toHaveTextContent('Nessun blocco');
  });
});
