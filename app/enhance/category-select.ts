import { enhance } from './lib/ready.ts';

/**
 * The product category dropdown of narrow screens (spec section 2: up to 768 px it replaces the
 * sidebar), a GET form (?categoria=, the search kept): choosing a category loads the list at once,
 * from page 1, with no empty parameters ('Tutte' is the list without a category). Without
 * JavaScript its Filtra button sends the form.
 */
export function initCategorySelect(form: HTMLFormElement): void {
  const select = form.querySelector('select');
  if (!select) return;
  select.addEventListener('change', () => {
    const url = new URL(form.action, location.href);
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim()) params.append(name, value);
    url.search = params.toString();
    location.assign(url.href);
  });
}

enhance('category-select', initCategorySelect);
