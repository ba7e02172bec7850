import { fetchSuggestions, normalizeQuery, SEARCH_DEBOUNCE_MS, type SuggestKind } from '../lib/search.ts';
import { enhance } from './lib/ready.ts';

/**
 * The public lists' search box (spec sections 2, 4 and 9) on the server's GET form
 * (app/components/site/search-box.tsx). Suggestions (at most 5, GET /api/suggerimenti) show while
 * typing when there are matches and on focus, asked after a 250 ms pause, the older request
 * aborted. A combobox: ArrowDown/ArrowUp move, Enter or a click on a suggestion fills the box and
 * searches (the form is sent: a new page with ?q=), Enter otherwise sends the form, Escape closes
 * the suggestions and a second Escape clears. Clearing empties the box and, when the page shows a
 * search, loads the list without it (the clear link's address). Suggestions are untrusted text.
 */
export function initSearch(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]');
  const list = form.querySelector<HTMLElement>('[role="listbox"]');
  const clearLink = form.querySelector<HTMLAnchorElement>('.search-clear');
  if (!input || !list || !clearLink) return;
  const kind = form.dataset.suggest as SuggestKind;
  const categoria = Number(new FormData(form).get('categoria')) || null;
  let items: string[] = [];
  let itemsFor = '';
  let active = -1;
  let open = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const render = () => {
    const expanded = open && items.length > 0;
    list.replaceChildren(
      ...(expanded ? items : []).map((s, i) => {
        const li = document.createElement('li');
        li.id = `${list.id}-${i}`;
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', String(i === active));
        li.classList.toggle('is-active', i === active);
        li.textContent = s;
        return li;
      }),
    );
    list.hidden = !expanded;
    input.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0) input.setAttribute('aria-activedescendant', `${list.id}-${active}`);
    else input.removeAttribute('aria-activedescendant');
  };

  const show = (value: boolean) => {
    open = value;
    active = -1;
    render();
  };

  const stop = () => {
    clearTimeout(timer);
    controller?.abort();
  };

  /** Asks for the suggestions of the text in the box after a pause; the older request is aborted. */
  const ask = () => {
    stop();
    const text = normalizeQuery(input.value);
    if (!text) {
      items = [];
      itemsFor = '';
      return render();
    }
    // While the answer is on its way, the older suggestions that still contain the text stay.
    if (itemsFor !== text) items = items.filter((s) => s.toLowerCase().includes(text));
    render();
    if (itemsFor === text) return;
    const c = (controller = new AbortController());
    timer = setTimeout(() => {
      void fetchSuggestions(kind, text, categoria, c.signal).then((found) => {
        if (c.signal.aborted) return;
        items = found;
        itemsFor = text;
        if (active >= items.length) active = -1;
        render();
      });
    }, SEARCH_DEBOUNCE_MS);
  };

  const search = () => {
    stop();
    show(false);
    form.requestSubmit();
  };

  const choose = (s: string) => {
    input.value = s;
    clearLink.hidden = false;
    search();
  };

  const clear = () => {
    stop();
    input.value = '';
    clearLink.hidden = true;
    items = [];
    itemsFor = '';
    show(false);
    if (new URLSearchParams(location.search).get('q')?.trim()) location.assign(clearLink.href);
    else input.focus();
  };

  input.addEventListener('input', () => {
    clearLink.hidden = !input.value;
    open = true;
    active = -1;
    ask();
  });
  input.addEventListener('focus', () => {
    open = true;
    ask();
  });
  input.addEventListener('blur', () => show(false));
  input.addEventListener('keydown', (e) => {
    const n = open ? items.length : 0;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        open = true;
        return ask();
      }
      if (n) active = e.key === 'ArrowDown' ? (active + 1) % n : active <= 0 ? n - 1 : active - 1;
      render();
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const pick = n && active >= 0 ? items[active] : undefined;
      if (pick !== undefined) choose(pick);
      else search();
    } else if (e.key === 'Escape') {
      if (n) {
        e.preventDefault();
        show(false);
      } else if (input.value) {
        e.preventDefault();
        clear();
      }
    } else if (e.key === 'Tab') {
      show(false);
    }
  });

  // mousedown, not click: it comes before the box's blur, which hides the suggestions.
  list.addEventListener('mousedown', (e) => {
    const option = e.target instanceof Element ? e.target.closest('[role="option"]') : null;
    e.preventDefault();
    if (option?.textContent) choose(option.textContent);
  });

  clearLink.addEventListener('click', (e) => {
    e.preventDefault();
    clear();
  });
  // A link with the role of a button answers Space like a button.
  clearLink.addEventListener('keydown', (e) => {
    if (e.key !== ' ') return;
    e.preventDefault();
    clear();
  });

  // A blank search is the whole list: its address without ?q=.
  form.addEventListener('submit', (e) => {
    stop();
    if (input.value.trim()) return;
    e.preventDefault();
    location.assign(clearLink.href);
  });
}

enhance('search', initSearch);
