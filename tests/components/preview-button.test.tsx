// 'Anteprima' in the editors: the editor's current fields, unsaved ones included, sent to
// POST /api/anteprime, then the preview page in a frame at a phone's or a desktop's width; a
// failure said in Italian, no dialog. (happy-dom loads no frame: the page itself is tested in
// tests/web/previews.test.ts and tests/e2e/preview.spec.ts.)
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { Route, Routes } from 'react-router';
import DashboardRecensione from '../../app/routes/dashboard/recensione.tsx';
import { PREVIEW_MSG as P } from '../../common/messages-previews.ts';
import { REVIEW_MSG } from '../../common/messages-reviews.ts';
import type { Review } from '../../common/types.ts';
import { apiServer } from './api-server.ts';
import { aProduct, aReview } from './builders.ts';
import { expectToast, fakeApi } from './dashboard-expect.ts';
import { renderInDashboard } from './render.tsx';

const TOKEN = 'a'.repeat(32);

async function renderReviewEditor(review: Review) {
  apiServer.use(
    http.get(`/api/recensioni/${review.id_prodotto}`, () => HttpResponse.json({ exists: true, recensione: review }, { headers: { ETag: 'W/"r1"' } })),
    http.get(`/api/prodotti/${review.id_prodotto}`, () => HttpResponse.json(aProduct({ id: review.id_prodotto }))),
    http.get(`/api/verifica/recensione/${review.id}`, () => HttpResponse.json({ non_verificati: [], verifica: null, conferme: [] })),
    http.get('/api/revisioni', () => HttpResponse.json([])),
    // The editor's autosave of what is typed.
    http.post('/api/revisioni', () => HttpResponse.json({ id: 1, creata_il: '2026-11-26T09:30:00.000Z', autore: 'admin', azione: 'autosalvataggio' }, { status: 201 })),
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

describe('PreviewButton in the review editor', () => {
  test('sends the unsaved fields and shows the preview page at phone width, then desktop', async () => {
    const review = aReview({ titolo: 'Titolo salvato', sottotitolo: null });
    const sent = fakeApi('post', '/api/anteprime', { token: TOKEN, url: `/anteprima/${TOKEN}`, scade_il: '2026-11-30T10:00:00.000Z' }, { status: 201 });
    const { user } = await renderReviewEditor(review);
    const title = screen.getByRole('textbox', { name: REVIEW_MSG.titleLabel });
    await user.clear(title);
    await user.type(title, 'Titolo non salvato');
    await user.click(screen.getByRole('button', { name: P.button }));

    const frame = await screen.findByTitle(P.frameTitle(P.phone));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      tipo: 'recensione',
      id: review.id,
      titolo: 'Titolo non salvato',
      sottotitolo: null,
      contenuto: review.recensione_prodotto,
      seo_titolo: null,
      seo_descrizione: null,
      noindex: false,
    });
    expect(frame.getAttribute('src')).toBe(`/anteprima/${TOKEN}`);
    expect(frame.getAttribute('width')).toBe('375');
    await user.click(screen.getByRole('radio', { name: P.desktop }));
    expect(screen.getByTitle(P.frameTitle(P.desktop)).getAttribute('width')).toBe('1280');
    expect(screen.getByRole('link', { name: P.openInTab }).getAttribute('href')).toBe(`/anteprima/${TOKEN}`);
  });

  test("a refused preview is said in Italian, with the server's words, and opens nothing", async () => {
    fakeApi('post', '/api/anteprime', { error: P.contentNotFound }, { status: 404 });
    const { user } = await renderReviewEditor(aReview());
    await user.click(screen.getByRole('button', { name: P.button }));
    await expectToast(P.contentNotFound, 'error');
    expect(screen.queryByTitle(P.frameTitle(P.phone))).toBeNull();
  });
});
