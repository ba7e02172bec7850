import { enhance } from './lib/ready.ts';

const KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End', ' '];

/**
 * The home's tabs on narrow screens (spec section 2): the server's links to the panels become
 * WAI-ARIA tabs with automatic activation — a click, the arrow keys, Home and End select a tab
 * and show its panel (data-state="active"), and only the selected tab is a tab stop. A panel
 * named in the address (the links' target without this script) is selected first. A tab hidden
 * while selected (the news flag's script hides the Notizie tab) gives the selection back to the
 * server's default tab (Prodotti).
 */
export function initHomeTabs(root: HTMLElement): () => void {
  const tabs = [...root.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
  const fallback = tabs.find((t) => t.dataset.state === 'active') ?? tabs[0];
  if (!fallback) return () => {};
  const visible = () => tabs.filter((t) => !t.hidden);

  const select = (tab: HTMLAnchorElement) => {
    for (const t of tabs) {
      const on = t === tab;
      const state = on ? 'active' : 'inactive';
      t.setAttribute('aria-selected', String(on));
      t.dataset.state = state;
      t.tabIndex = on ? 0 : -1;
      const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
      if (panel) panel.dataset.state = state;
    }
  };

  select(tabs.find((t) => location.hash && t.hash === location.hash && !t.hidden) ?? fallback);

  root.addEventListener('click', (e) => {
    const tab = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('[role="tab"]') : null;
    if (!tab || !tabs.includes(tab)) return;
    e.preventDefault();
    select(tab);
  });
  root.addEventListener('keydown', (e) => {
    const list = visible();
    const index = list.indexOf(e.target as HTMLAnchorElement);
    if (index < 0 || !KEYS.includes(e.key)) return;
    e.preventDefault();
    const last = list.length - 1;
    const next = list[{ ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[e.key] ?? index]!;
    select(next);
    next.focus();
  });

  const observer = new MutationObserver(() => {
    const selected = tabs.find((t) => t.getAttribute('aria-selected') === 'true');
    if (selected?.hidden) select(fallback.hidden ? (visible()[0] ?? fallback) : fallback);
  });
  for (const tab of tabs) observer.observe(tab, { attributes: true, attributeFilter: ['hidden'] });
  return () => observer.disconnect();
}

enhance('home-tabs', initHomeTabs);
