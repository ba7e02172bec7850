// The presence notice at the top of an editor: what it says for one, two and more other editors
// and for the same account in another tab; the heartbeat it sends (with its tab id), again when a
// hidden tab is shown, none while the text is not saved; the goodbye when the editor closes, and
// a page going away; a failed heartbeat claims nothing.
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { PresenceNotice } from '../../app/components/dashboard/presence/index.ts';
import { Route, Routes } from 'react-router';
import DashboardRecensione from '../../app/routes/dashboard/recensione.tsx';
import { PRESENCE_MSG, PRESENCE_SESSION_PATTERN, type PresenceAnswer } from '../../common/presence.ts';
import { apiServer } from './api-server.ts';
import { aProduct, aReview } from './builders.ts';
import { fakeApi } from './dashboard-expect.ts';
import { settle } from './settle.ts';
import { renderInDashboard } from './render.tsx';

const notice = () => screen.getByRole('status');
const answer = (presenti: string[], altra_scheda = false): PresenceAnswer => ({ presenti, altra_scheda });

/** Sets what the document says about being shown, and tells the page as a browser does (the event bubbles to the window). */
function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

describe('the presence notice', () => {
  test.each([
    [answer(['Marco']), 'Anche Marco sta modificando questo testo.'],
    [answer(['Giulia', 'Marco']), 'Anche Giulia e Marco stanno modificando questo testo.'],
    [answer(['Anna', 'Giulia', 'Marco']), 'Anche Anna e altri 2 stanno modificando questo testo.'],
    [answer([], true), PRESENCE_MSG.otherTab],
    [answer(['Marco'], true), `Anche Marco sta modificando questo testo. ${PRESENCE_MSG.otherTab}`],
  ])('%j says «%s»', async (reply, text) => {
    fakeApi('put', '/api/presenze/notizia/7', reply);
    renderInDashboard(<PresenceNotice tipo="notizia" id={7} />);
    await waitFor(() => expect(notice()).toHaveTextContent(text));
  });

  test('alone on the text: one heartbeat with the tab id, an empty live region; closing the editor says goodbye with that id', async () => {
    const beats = fakeApi('put', '/api/presenze/guida/3', answer([]));
    const goodbyes = fakeApi('delete', '/api/presenze/guida/3', null, { status: 204 });
    const view = renderInDashboard(<PresenceNotice tipo="guida" id={3} />);
    await waitFor(() => expect(beats).toHaveLength(1));
    const sessione = (beats[0]!.body as { sessione: string }).sessione;
    expect(sessione).toMatch(PRESENCE_SESSION_PATTERN);
    expect(notice()).toBeEmptyDOMElement();

    view.unmount();
    await waitFor(() => expect(goodbyes).toHaveLength(1));
    expect(goodbyes[0]!.body).toEqual({ sessione });
  });

  test('the page going away (pagehide) says goodbye at once', async () => {
    const beats = fakeApi('put', '/api/presenze/notizia/8', answer([]));
    const goodbyes = fakeApi('delete', '/api/presenze/notizia/8', null, { status: 204 });
    renderInDashboard(<PresenceNotice tipo="notizia" id={8} />);
    await waitFor(() => expect(beats).toHaveLength(1));
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(goodbyes).toHaveLength(1));
    expect(goodbyes[0]!.body).toEqual(beats[0]!.body);
  });

  test('a text not saved yet sends nothing and shows nothing', async () => {
    const beats = fakeApi('put', '/api/presenze/notizia/:id', answer(['Marco']));
    const view = renderInDashboard(<PresenceNotice tipo="notizia" id={null} />);
    await settle();
    expect(notice()).toBeEmptyDOMElement();
    view.unmount();
    expect(beats).toEqual([]);
  });

  test('a hidden tab sends no heartbeat; shown again, it asks at once and says who is there now', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    // The heartbeats as they are sent (an interval's request is sent as its timer fires).
    const sent = vi.spyOn(globalThis, 'fetch');
    const heartbeats = () => sent.mock.calls.filter(([url, init]) => String(url).includes('/api/presenze/') && init?.method === 'PUT').length;
    try {
      let others = ['Marco'];
      fakeApi('put', '/api/presenze/recensione/5', () => answer(others));
      renderInDashboard(<PresenceNotice tipo="recensione" id={5} />);
      await waitFor(() => expect(notice()).toHaveTextContent(PRESENCE_MSG.others(['Marco'])));
      expect(heartbeats()).toBe(1);

      // The interval beats while the tab is shown.
      others = ['Giulia'];
      act(() => vi.advanceTimersByTime(20_000));
      expect(heartbeats()).toBe(2);
      await waitFor(() => expect(notice()).toHaveTextContent(PRESENCE_MSG.others(['Giulia'])));

      setVisibility('hidden');
      act(() => vi.advanceTimersByTime(60_000));
      expect(heartbeats()).toBe(2);

      others = ['Luca'];
      setVisibility('visible');
      await waitFor(() => expect(notice()).toHaveTextContent(PRESENCE_MSG.others(['Luca'])));
      expect(heartbeats()).toBe(3);
    } finally {
      setVisibility('visible');
      sent.mockRestore();
      vi.useRealTimers();
    }
  });

  test('a failed heartbeat takes the notice away rather than show what may no longer be true', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let fail = false;
      apiServer.use(
        http.put('/api/presenze/notizia/9', () => (fail ? HttpResponse.json({ error: 'Errore interno del server.' }, { status: 500 }) : HttpResponse.json(answer(['Marco'])))),
      );
      renderInDashboard(<PresenceNotice tipo="notizia" id={9} />);
      await waitFor(() => expect(notice()).toHaveTextContent(PRESENCE_MSG.others(['Marco'])));
      fail = true;
      act(() => vi.advanceTimersByTime(20_000));
      await waitFor(() => expect(notice()).toBeEmptyDOMElement());
    } finally {
      vi.useRealTimers();
    }
  });

  test('the review editor names the review by its own id (not its product’s)', async () => {
    const review = aReview({ id: 31, id_prodotto: 4 });
    apiServer.use(
      http.get(`/api/recensioni/${review.id_prodotto}`, () => HttpResponse.json({ exists: true, recensione: review }, { headers: { ETag: 'W/"r1"' } })),
      http.get(`/api/prodotti/${review.id_prodotto}`, () => HttpResponse.json(aProduct({ id: review.id_prodotto }))),
      http.get(`/api/verifica/recensione/${review.id}`, () => HttpResponse.json({ non_verificati: [], verifica: null, conferme: [] })),
      http.get('/api/revisioni', () => HttpResponse.json([])),
    );
    fakeApi('put', '/api/presenze/recensione/31', answer(['Giulia']));
    renderInDashboard(
      <Routes>
        <Route path="/dashboard/recensioni/:id" element={<DashboardRecensione />} />
      </Routes>,
      { path: `/dashboard/recensioni/${review.id_prodotto}` },
    );
    expect(await screen.findByText(PRESENCE_MSG.others(['Giulia']))).toBeInTheDocument();
  });
});
