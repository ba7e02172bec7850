// The view beacon (decision 0072): on a page a shared cache answers, app/enhance/view-beacon.ts
// reports the view once at load to POST /api/vista with the page's path and the click places its
// markup shows (the `blocco` of its click reports), by navigator.sendBeacon, else a keepalive fetch
// without credentials.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { AmazonLink } from '../../app/components/site/amazon-link.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { normalizeAmazonLinks } from '../../common/amazon-links.ts';

const beacon = vi.fn<(url: string) => boolean>();
const sent = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const SETTINGS = { baseUrl: 'https://www.amazon.it', tag: 'scorta-21' };

/** A page of /guida/3 with a product button and a link in its text, as the server renders them. */
function pageHtml(): string {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <AmazonLink href="https://www.amazon.it/dp/B0CK7T4RQ2?tag=scorta-21" productId={5} blocco="pulsante" />,
      },
    ],
    { initialEntries: ['/guida/3'] },
  );
  const button = renderToStaticMarkup(<RouterProvider router={router} />);
  const text = normalizeAmazonLinks('<p>Su <a href="https://www.amazon.it/dp/B0CK7T4RQ2">Amazon</a>.</p>', SETTINGS, { path: '/guida/3', productFor: () => 5 });
  return `<main>${button}${text.html}</main>`;
}

beforeAll(async () => {
  window.history.replaceState(null, '', '/guida/3?utm_source=x');
  document.body.innerHTML = pageHtml();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
  vi.stubGlobal('fetch', sent);
  beacon.mockReturnValue(true);
  await import('../../app/enhance/view-beacon.ts');
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the view beacon', () => {
  test('reports the view once at load with the path and the places the page shows, by sendBeacon', () => {
    expect(beacon).toHaveBeenCalledTimes(1);
    const url = new URL(beacon.mock.calls[0]![0], 'http://x');
    expect(url.pathname).toBe('/api/vista');
    expect(url.searchParams.get('da')).toBe('/guida/3');
    expect(url.searchParams.get('blocchi')!.split(',').sort()).toEqual(['pulsante', 'testo']);
    expect(sent).not.toHaveBeenCalled();
    expect(document.documentElement.getAttribute('data-enhanced')).toContain('view-beacon');
  });

  test('falls back to a keepalive fetch without credentials when the beacon cannot be queued', async () => {
    const { reportView } = await import('../../app/enhance/view-beacon.ts');
    beacon.mockReset().mockReturnValue(false);
    sent.mockReset().mockResolvedValue(new Response(null, { status: 204 }));
    reportView();
    expect(sent).toHaveBeenCalledTimes(1);
    const [url, init] = sent.mock.calls[0]!;
    expect(url).toBe(beacon.mock.calls[0]![0]);
    expect(init).toEqual({ method: 'POST', keepalive: true, credentials: 'omit' });
  });

  test('a page without click reports names no place', async () => {
    const { reportView } = await import('../../app/enhance/view-beacon.ts');
    document.body.innerHTML = '<main><p>Chi siamo</p></main>';
    beacon.mockReset().mockReturnValue(true);
    reportView();
    const url = new URL(beacon.mock.calls[0]![0], 'http://x');
    expect(url.searchParams.get('blocchi')).toBe('');
  });
});
