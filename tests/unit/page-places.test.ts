import { describe, expect, it } from 'vitest';
import type { ClickPlace } from '../../common/content-blocks.ts';
import { clickReportUrl } from '../../common/stats.ts';
import { placesOfRendered, withPlaces } from '../../server/http/page-places.ts';
import { storable } from '../../server/http/render-cache-entry.ts';

/** The click places a page shows, read once per render (decision 0058): a stored entry's, a page rendered and not kept, a streamed page. */

const attr = (id: number, place: ClickPlace) => clickReportUrl(id, '/guida/4', place).replaceAll('&', '&amp;');
const page = `<!doctype html><html><body><p>Leggi <a href="https://www.amazon.it/dp/B0A" ping="${attr(1, 'testo')}">qui</a></p><figure class="box"><a ping="${attr(2, 'prodotto')}" data-clic="${attr(2, 'prodotto')}">Ordina su Amazon</a></figure></body></html>`;

const html = (body: string) => ({ status: 200, headers: [['content-type', 'text/html; charset=utf-8']] as [string, string][], body: Buffer.from(body), nonce: 'n' });

async function streamed(chunks: string[]): Promise<{ text: string; places: readonly ClickPlace[] | null }> {
  let places: readonly ClickPlace[] | null = null;
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  const text = await new Response(withPlaces(source, (p) => (places = p))).text();
  return { text, places };
}

describe('click places of a page', () => {
  it('are read when the render cache stores an HTML page, and kept in its entry', async () => {
    const entry = await storable('/guida/4', ['guides'], [1], html(page), 0);
    expect(entry.places).toEqual(['prodotto', 'testo']);
    const json = await storable('/api/prodotti', ['products'], [1], { ...html(`{"u":"${clickReportUrl(1, '/', 'testo')}"}`), headers: [['content-type', 'application/json']] }, 0);
    expect(json.places).toEqual([]);
  });

  it('of a page rendered and not kept are read once, whoever of its waiting visitors asks', () => {
    const rendered = html(page);
    const first = placesOfRendered(rendered);
    expect(first).toEqual(['prodotto', 'testo']);
    expect(placesOfRendered(rendered)).toBe(first);
    expect(placesOfRendered({ ...rendered, status: 404 })).toEqual([]);
  });

  it('of a streamed page are read as it passes, unchanged, an address split between two chunks included', async () => {
    const cut = page.indexOf('blocco=prodotto') + 3;
    const { text, places } = await streamed([page.slice(0, 40), page.slice(40, cut), page.slice(cut)]);
    expect(text).toBe(page);
    expect(places).toEqual(['prodotto', 'testo']);
    expect((await streamed(['<p>nessun link</p>'])).places).toEqual([]);
  });
});
