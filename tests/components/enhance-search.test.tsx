// The public lists' search box without React (spec sections 2, 4 and 9): the server's GET form
// (SearchBox) enhanced by app/enhance/search.ts — suggestions from /api/suggerimenti after a
// pause (at most 5, the older request aborted), combobox keys, choosing searches, clear resets.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SearchBox } from '../../app/components/site/search-box.tsx';
import { initSearch } from '../../app/enhance/search.ts';
import { SEARCH_DEBOUNCE_MS } from '../../app/lib/search.ts';
import { apiServer } from './api-server.ts';
import { settle } from './settle.ts';

const NAMES = ['Torcia frontale', 'Torcia a dinamo', 'Torcia LED', 'Torcia tattica', 'Torcia da campeggio', 'Torcia subacquea'];

/** The suggestions the server gives: the names containing the text, at most 5; every request is kept. */
function serveSuggestions(names = NAMES) {
  const asked: URL[] = [];
  apiServer.use(
    http.get('/api/suggerimenti', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return HttpResponse.json(names.filter((n) => n.toLowerCase().includes(q)).slice(0, 5));
    }),
  );
  return asked;
}

/** The page's markup as the server renders it, then the script on it; form submissions are caught. */
function setup({ value = '', url = '/prodotti', categoria = null as string | null } = {}) {
  history.replaceState(null, '', url);
  document.body.innerHTML = renderToStaticMarkup(
    <SearchBox label="Cerca tra i prodotti" placeholder="Cerca prodotti..." value={value} action="/prodotti" kind="prodotti" hidden={{ categoria }} />,
  );
  const form = document.querySelector<HTMLFormElement>('form')!;
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  initSearch(form);
  // After the script's own listener: what the browser would send.
  const submitted: string[] = [];
  form.addEventListener('submit', (e) => {
    if (e.defaultPrevented) return;
    e.preventDefault();
    submitted.push(new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString());
  });
  const box = screen.getByRole('combobox', { name: 'Cerca tra i prodotti' });
  // Hidden elements have no accessible name to query by: found by class, their role checked.
  const clear = document.querySelector<HTMLAnchorElement>('.search-clear')!;
  expect(clear).toHaveAttribute('role', 'button');
  expect(clear).toHaveAttribute('aria-label', 'Cancella la ricerca');
  return { form, box: box as HTMLInputElement, clear, submitted, assign };
}

function type(box: HTMLInputElement, text: string) {
  box.focus();
  fireEvent.input(box, { target: { value: text } });
}

const options = () => screen.queryAllByRole('option');
const listbox = () => document.querySelector<HTMLElement>('ul.search-suggestions')!;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('search box: server markup', () => {
  test('is a GET form to the list with q, the kept category, an empty hidden listbox and a submit button for no JavaScript', () => {
    const { form, box, clear } = setup({ value: 'torcia', categoria: '3' });
    expect(form).toHaveAttribute('role', 'search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/prodotti');
    expect(form.querySelector('input[type="hidden"][name="categoria"]')).toHaveValue('3');
    expect(box).toHaveAttribute('name', 'q');
    expect(box).toHaveValue('torcia');
    expect(box).toHaveAttribute('placeholder', 'Cerca prodotti...');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-controls', listbox().id);
    expect(listbox()).toHaveAttribute('role', 'listbox');
    expect(listbox()).toHaveAttribute('aria-label', 'Suggerimenti');
    expect(listbox()).not.toBeVisible();
    expect(listbox().children).toHaveLength(0);
    // The clear link goes to the list without the search, the category kept.
    expect(clear).toBeVisible();
    expect(clear).toHaveAttribute('href', '/prodotti?categoria=3');
    expect(form.querySelector('noscript')).not.toBeNull();
  });

  test('without a search the clear button is hidden', () => {
    const { clear } = setup();
    expect(clear).not.toBeVisible();
    expect(clear).toHaveAttribute('href', '/prodotti');
  });
});

describe('search box: enhanced', () => {
  test('typing shows at most 5 suggestions after a pause, one request for the last text, with the category', async () => {
    const asked = serveSuggestions();
    const { box, clear } = setup({ categoria: '3' });
    type(box, 'T');
    expect(clear).toBeVisible();
    type(box, 'To');
    type(box, '  TORCIA ');
    await waitFor(() => expect(options()).toHaveLength(5));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.searchParams.get('tipo')).toBe('prodotti');
    // Trimmed and lower-cased: the server's search is case-insensitive.
    expect(asked[0]!.searchParams.get('q')).toBe('torcia');
    expect(asked[0]!.searchParams.get('categoria')).toBe('3');
    expect(options().map((o) => o.textContent)).toEqual(NAMES.slice(0, 5));
    expect(listbox()).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  test('no matches: no suggestions shown; an empty box asks nothing', async () => {
    const asked = serveSuggestions();
    const { box, clear } = setup();
    type(box, 'zzz');
    await waitFor(() => expect(asked).toHaveLength(1));
    await settle();
    expect(options()).toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // Past the pause (fake timers: no time waited), an empty box has asked nothing more.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      type(box, '');
      expect(clear).not.toBeVisible();
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    } finally {
      vi.useRealTimers();
    }
    await settle();
    expect(asked).toHaveLength(1);
  });

  test('suggestions are text: markup in them is never parsed', async () => {
    serveSuggestions(['<img src=x onerror=alert(1)>Torcia']);
    const { box } = setup();
    type(box, 'torcia');
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(options()[0]).toHaveTextContent('<img src=x onerror=alert(1)>Torcia');
    expect(listbox().querySelector('img')).toBeNull();
  });

  test('arrows move through the suggestions with aria-activedescendant; Enter picks one and searches', async () => {
    serveSuggestions();
    const { box, submitted } = setup({ categoria: '3' });
    type(box, 'torcia');
    await waitFor(() => expect(options()).toHaveLength(5));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    // Up from the first wraps to the last.
    expect(options()[4]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box).toHaveValue(NAMES[4]);
    expect(options()).toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(submitted).toEqual([`categoria=3&q=${encodeURIComponent(NAMES[4]!).replace(/%20/g, '+')}`]);
  });

  test('Enter without a highlighted suggestion sends the form with the text', async () => {
    serveSuggestions();
    const { box, submitted } = setup();
    type(box, 'torcia');
    await waitFor(() => expect(options()).toHaveLength(5));
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(submitted).toEqual(['q=torcia']);
    expect(options()).toHaveLength(0);
  });

  test('a click (mousedown) on a suggestion fills the box, hides them and searches', async () => {
    serveSuggestions();
    const { box, submitted } = setup();
    type(box, 'dinamo');
    await waitFor(() => expect(options()).toHaveLength(1));
    const down = fireEvent.mouseDown(options()[0]!);
    // The box keeps its focus (no blur before the choice).
    expect(down).toBe(false);
    expect(box).toHaveValue('Torcia a dinamo');
    expect(options()).toHaveLength(0);
    expect(submitted).toEqual(['q=Torcia+a+dinamo']);
  });

  test('focus shows the suggestions of the text in the box; blur hides them', async () => {
    const asked = serveSuggestions();
    const { box } = setup({ value: 'Torcia LED', url: '/prodotti?q=Torcia+LED' });
    box.focus();
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(asked).toHaveLength(1);
    box.blur();
    expect(options()).toHaveLength(0);
    expect(listbox()).not.toBeVisible();
    // The same text is not asked again.
    box.focus();
    expect(options()).toHaveLength(1);
    expect(asked).toHaveLength(1);
  });

  test('Escape closes the suggestions, a second Escape clears the box', async () => {
    serveSuggestions();
    const { box, clear, assign } = setup();
    type(box, 'torcia');
    await waitFor(() => expect(options()).toHaveLength(5));
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(options()).toHaveLength(0);
    expect(box).toHaveValue('torcia');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
    expect(clear).not.toBeVisible();
    // The page showed no search: nothing to load.
    expect(assign).not.toHaveBeenCalled();
  });

  test('the clear button empties the box and keeps the focus there when the page shows no search', async () => {
    serveSuggestions();
    const { box, clear, assign } = setup();
    type(box, 'torcia');
    await waitFor(() => expect(options()).toHaveLength(5));
    fireEvent.click(clear);
    expect(box).toHaveValue('');
    expect(options()).toHaveLength(0);
    expect(clear).not.toBeVisible();
    expect(box).toHaveFocus();
    expect(assign).not.toHaveBeenCalled();
  });

  test('the clear button on a search loads the list without q, the category kept, from page 1', () => {
    const { box, clear, assign } = setup({ value: 'torcia', url: '/prodotti?q=torcia&categoria=3&pagina=2', categoria: '3' });
    fireEvent.keyDown(clear, { key: ' ' });
    expect(box).toHaveValue('');
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/prodotti?categoria=3');
  });

  test('a blank search loads the whole list, without an empty ?q=', () => {
    const { box, assign, submitted } = setup({ value: 'torcia', url: '/prodotti?q=torcia' });
    fireEvent.input(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(submitted).toEqual([]);
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/prodotti');
  });
});
