// The 'Sottotitolo' field under the title on a review's and a guide's page (the news page's is in
// news-form.test.tsx): shown with the saved subtitle, sent trimmed by Salva, blank
// sent as none, and a subtitle left as it was not sent again by the guide editor.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, test } from 'vitest';
import DashboardGuida from '../../app/routes/dashboard/guida.tsx';
import DashboardRecensione from '../../app/routes/dashboard/recensione.tsx';
import type { Guide, Review } from '../../common/types.ts';
import { NO_SEO } from '../../common/seo.ts';
import { apiServer } from './api-server.ts';
import { aProduct, aReview } from './builders.ts';
import { captureWrites, guideOfTwo, POWER_BANK, serveGuideEditing, TORCIA } from './guide-builders.ts';
import { renderInDashboard } from './render.tsx';

const subtitleBox = () => screen.getByRole('textbox', { name: 'Sottotitolo' });

async function renderReviewEditor(review: Review) {
  apiServer.use(
    http.get(`/api/recensioni/${review.id_prodotto}`, () => HttpResponse.json({ exists: true, recensione: review }, { headers: { ETag: 'W/"r1"' } })),
    http.get(`/api/prodotti/${review.id_prodotto}`, () => HttpResponse.json(aProduct({ id: review.id_prodotto }))),
    http.get(`/api/verifica/recensione/${review.id}`, () => HttpResponse.json({ non_verificati: [], verifica: null, conferme: [] })),
    http.get('/api/revisioni', () => HttpResponse.json([])),
  );
  const view = renderInDashboard(
    <Routes>
      <Route path="/dashboard/recensioni/:id" element={<DashboardRecensione />} />
    </Routes>,
    { path: `/dashboard/recensioni/${review.id_prodotto}` },
  );
  await screen.findByRole('textbox', { name: 'Sottotitolo' });
  return view;
}

async function renderGuideEditor(guide: Guide) {
  apiServer.use(http.get('/api/prodotti', () => HttpResponse.json([TORCIA, POWER_BANK])));
  serveGuideEditing(() => [guide]);
  const view = renderInDashboard(
    <Routes>
      <Route path="/dashboard/guide/:id" element={<DashboardGuida />} />
    </Routes>,
    { path: `/dashboard/guide/${guide.id}` },
  );
  await screen.findByRole('tab', { name: TORCIA.nome_sintetico! });
  return view;
}

describe('the Sottotitolo field', () => {
  test('review editor: shows the saved subtitle under the title and Salva sends the new one trimmed', async () => {
    const review = aReview({ sottotitolo: 'Prima riga' });
    const bodies = captureWrites('put', `/api/recensioni/${review.id_prodotto}`, () =>
      HttpResponse.json({ recensione: { ...review, sottotitolo: 'Robusta e leggera' }, non_verificati: [] }, { headers: { ETag: 'W/"r2"' } }),
    );
    const { user } = await renderReviewEditor(review);
    expect(subtitleBox()).toHaveValue('Prima riga');
    expect(subtitleBox()).toHaveAttribute('maxlength', '200');
    await user.clear(subtitleBox());
    await user.type(subtitleBox(), '  Robusta e leggera  ');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Recensione aggiornata.')).toBeInTheDocument();
    expect(bodies).toEqual([{ recensione_prodotto: review.recensione_prodotto, titolo: review.titolo, sottotitolo: 'Robusta e leggera', ...NO_SEO }]);
  });

  test('review editor: a subtitle emptied is sent as none', async () => {
    const review = aReview({ sottotitolo: 'Da togliere' });
    const bodies = captureWrites('put', `/api/recensioni/${review.id_prodotto}`, () =>
      HttpResponse.json({ recensione: { ...review, sottotitolo: null }, non_verificati: [] }, { headers: { ETag: 'W/"r2"' } }),
    );
    const { user } = await renderReviewEditor(review);
    await user.clear(subtitleBox());
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Recensione aggiornata.')).toBeInTheDocument();
    expect(bodies).toMatchObject([{ sottotitolo: null }]);
  });

  test('guide editor: the subtitle is sent when it changed, and only then', async () => {
    const guide = guideOfTwo({ sottotitolo: 'Per non restare al buio' });
    const bodies = captureWrites('put', '/api/guide/7', () => HttpResponse.json({ ...guide, sottotitolo: 'Luce ed energia' }));
    const { user } = await renderGuideEditor(guide);
    expect(subtitleBox()).toHaveValue('Per non restare al buio');
    await user.clear(subtitleBox());
    await user.type(subtitleBox(), 'Luce ed energia ');
    await user.click(screen.getByRole('button', { name: 'Salva guida' }));
    expect(await screen.findByText('Guida aggiornata')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ titolo: 'Kit blackout', sottotitolo: 'Luce ed energia' });
  });
});
