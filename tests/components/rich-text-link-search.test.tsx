// The link form's search of this site's texts by title (happy-dom, our API faked by msw): typing
// asks the reviews', guides' and news' lists with `?q=`, the texts found are listed with their
// type, and choosing one links its public path as an internal link (no target, no rel). Links
// already in a text keep their rel values, and open in a new tab only when they leave the site.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { RichTextEditor } from '../../app/components/rich-text/rich-text-editor.tsx';
import { sanitizeRichText } from '../../server/lib/sanitize.ts';
import { apiServer } from './api-server.ts';
import { aGuide, aNewsItem, aReview } from './builders.ts';
import { renderInDashboard } from './render.tsx';
import { settle } from './settle.ts';

function renderEditor(initial: string) {
  const emitted: string[] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <RichTextEditor
        id="testo"
        label="Testo"
        value={value}
        onChange={(html) => {
          emitted.push(html);
          setValue(html);
        }}
      />
    );
  }
  return { ...renderInDashboard(<Host />), emitted };
}

const REVIEWS = [aReview({ id: 4, id_prodotto: 12, titolo: 'Torcia frontale: la prova', stato: 'pubblicata' })];
const GUIDES = [aGuide({ id: 7, titolo: 'Il kit di emergenza per la famiglia', stato: 'pubblicata' }), aGuide({ id: 8, titolo: 'Kit per l’auto', stato: 'bozza' })];
const NEWS = [aNewsItem({ id: 3, slug: 'allerta-meteo-in-liguria', titolo: 'Allerta meteo in Liguria: il kit da tenere pronto', stato: 'pubblicata' })];

/** The three lists, answering the titles holding `q`; `asked` records each request's query. */
function serveLists() {
  const asked: string[] = [];
  const match = <T extends { titolo: string | null }>(items: T[], url: URL) => {
    asked.push(`${url.pathname}?${url.searchParams.toString()}`);
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    return HttpResponse.json(items.filter((i) => (i.titolo ?? '').toLowerCase().includes(q)));
  };
  apiServer.use(
    http.get('/api/recensioni', ({ request }) => match(REVIEWS, new URL(request.url))),
    http.get('/api/guide', ({ request }) => match(GUIDES, new URL(request.url))),
    http.get('/api/notizie', ({ request }) => match(NEWS, new URL(request.url))),
  );
  return asked;
}

async function openLinkForm(user: ReturnType<typeof renderEditor>['user'], selectAll: boolean) {
  const box = await screen.findByRole('textbox', { name: 'Testo' });
  await user.click(box);
  if (selectAll) await user.keyboard('{Control>}a{/Control}');
  await user.click(screen.getByRole('button', { name: 'Collegamento' }));
  return screen.getByRole('searchbox', { name: 'Oppure cerca un contenuto del sito per titolo' });
}

describe('link to a text of this site, found by title', () => {
  test('typing lists the reviews, guides and news found; choosing a guide links its path on the selection', async () => {
    const asked = serveLists();
    const { user, emitted } = renderEditor('<p>Leggi la guida</p>');
    const search = await openLinkForm(user, true);
    await user.type(search, 'kit');
    const results = await screen.findByRole('list', { name: 'Contenuti trovati' });
    const options = within(results).getAllByRole('button');
    expect(options.map((o) => o.textContent)).toEqual([
      'GuidaIl kit di emergenza per la famiglia/guida/7',
      'GuidaKit per l’autoBozza/guida/8',
      'NotiziaAllerta meteo in Liguria: il kit da tenere pronto/notizie/allerta-meteo-in-liguria',
    ]);
    // One search for the words typed (after the pause), each list asked for its first few.
    expect(asked).toEqual(['/api/recensioni?q=kit&limit=5', '/api/guide?q=kit&limit=5', '/api/notizie?q=kit&limit=5']);

    await user.click(options[0]!);
    const html = emitted.at(-1)!;
    expect(html).toBe('<p><a href="/guida/7">Leggi la guida</a></p>');
    expect(sanitizeRichText(html)).toBe(html);
    expect(screen.queryByRole('group', { name: 'Collegamento' })).not.toBeInTheDocument();
  });

  test('with nothing selected, the chosen title becomes the link; Enter in the search chooses the first', async () => {
    serveLists();
    const { user, emitted } = renderEditor('<p>Vedi </p>');
    const search = await openLinkForm(user, false);
    await user.type(search, 'torcia');
    await screen.findByRole('button', { name: /Torcia frontale: la prova/ });
    await user.type(search, '{Enter}');
    expect(emitted.at(-1)).toContain('<a href="/articolo/12">Torcia frontale: la prova</a>');
  });

  test('the arrows move from the search to the texts found', async () => {
    serveLists();
    const { user } = renderEditor('<p>Ciao</p>');
    const search = await openLinkForm(user, true);
    await user.type(search, 'kit');
    const first = await screen.findByRole('button', { name: /Il kit di emergenza/ });
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /Kit per l’auto/ })).toHaveFocus();
  });

  test('no text found, and a failed search, are said', async () => {
    serveLists();
    const { user } = renderEditor('<p>Ciao</p>');
    const search = await openLinkForm(user, true);
    await user.type(search, 'nessuno');
    expect(await screen.findByText('Nessun contenuto con questo titolo.')).toBeInTheDocument();

    apiServer.use(http.get('/api/guide', () => HttpResponse.json({ error: 'Errore' }, { status: 500 })));
    await user.clear(search);
    await user.type(search, 'kit');
    expect(await screen.findByText('Ricerca non riuscita: riprova.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Contenuti trovati' })).not.toBeInTheDocument();
  });

  test('one letter asks nothing', async () => {
    const asked = serveLists();
    const { user } = renderEditor('<p>Ciao</p>');
    const search = await openLinkForm(user, true);
    await user.type(search, 'k');
    await settle();
    expect(asked).toEqual([]);
  });
});

describe('links already in a text', () => {
  test('an Amazon link keeps its rel; a path of this site loses the new tab; the text is stored as written', async () => {
    const { user, emitted } = renderEditor(
      '<p><a target="_blank" rel="sponsored noopener noreferrer" href="https://www.amazon.it/dp/B0TEST0001">Ordina</a> o leggi <a target="_blank" href="/guida/7">la guida</a></p>',
    );
    const box = await screen.findByRole('textbox', { name: 'Testo' });
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Grassetto' }));
    const html = emitted.at(-1)!;
    expect(html).toBe(
      '<p><a target="_blank" rel="sponsored noopener noreferrer" href="https://www.amazon.it/dp/B0TEST0001"><strong>Ordina</strong></a>' +
        '<strong> o leggi </strong><a href="/guida/7"><strong>la guida</strong></a></p>',
    );
    expect(sanitizeRichText(html)).toBe(html);
  });
});
