import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionTabs } from '../../app/components/site/section-tabs.tsx';
import { initHomeTabs } from '../../app/enhance/home-tabs.ts';
import { applyNewsFlag } from '../../app/enhance/news-flag.ts';
import { settle } from './settle.ts';

/**
 * The home's tabs script (app/enhance/home-tabs.ts) on the markup the server renders: links to the
 * panels become WAI-ARIA tabs with automatic activation, and the news flag hiding the selected
 * Notizie tab gives the selection back to Prodotti.
 */

let stop: () => void = () => {};

function setup() {
  document.body.innerHTML = renderToStaticMarkup(
    <SectionTabs
      id="home"
      label="Sezioni della home"
      defaultValue="prodotti"
      className="home-grid with-news"
      attrs={{ 'data-news-class': 'with-news' }}
      items={[
        { value: 'prodotti', label: 'Prodotti', panel: <section className="home-col">P</section> },
        { value: 'guide', label: 'Guide', panel: <section className="home-col">G</section> },
        { value: 'notizie', label: 'Notizie', panel: <aside className="home-col">N</aside>, attrs: { 'data-news': '' } },
      ]}
    />,
  );
  const root = document.querySelector<HTMLElement>('[data-enhance="home-tabs"]')!;
  const tab = (name: string) => [...root.querySelectorAll<HTMLAnchorElement>('[role="tab"]')].find((t) => t.textContent === name)!;
  const panel = (value: string) => document.getElementById(`home-panel-${value}`)!;
  return { root, tab, panel };
}

const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

afterEach(() => {
  stop();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('the home tabs', () => {
  it('are plain HTML: links to the panels, Prodotti selected, every tab reachable without the script', () => {
    const { root, tab, panel } = setup();
    expect(root.querySelector('[role="tablist"]')!.getAttribute('aria-label')).toBe('Sezioni della home');
    expect(tab('Guide').getAttribute('href')).toBe('#home-panel-guide');
    expect(tab('Prodotti').getAttribute('aria-selected')).toBe('true');
    expect(tab('Guide').getAttribute('aria-selected')).toBe('false');
    expect(root.querySelector('[tabindex="-1"]')).toBeNull();
    expect(panel('prodotti').dataset.state).toBe('active');
    expect(panel('guide').dataset.state).toBe('inactive');
    expect(panel('guide').getAttribute('role')).toBe('tabpanel');
    expect(panel('guide').getAttribute('aria-labelledby')).toBe('home-tab-guide');
    expect(tab('Notizie').hasAttribute('data-news')).toBe(true);
    expect(panel('notizie').hasAttribute('data-news')).toBe(true);
    expect(root.dataset.newsClass).toBe('with-news');
  });

  it('a click selects a tab and shows its panel, without following the link', () => {
    const { root, tab, panel } = setup();
    stop = initHomeTabs(root);
    expect(tab('Prodotti').tabIndex).toBe(0);
    expect(tab('Guide').tabIndex).toBe(-1);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    tab('Guide').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(tab('Guide').getAttribute('aria-selected')).toBe('true');
    expect(tab('Guide').dataset.state).toBe('active');
    expect(tab('Guide').tabIndex).toBe(0);
    expect(tab('Prodotti').getAttribute('aria-selected')).toBe('false');
    expect(tab('Prodotti').tabIndex).toBe(-1);
    expect(panel('guide').dataset.state).toBe('active');
    expect(panel('prodotti').dataset.state).toBe('inactive');
  });

  it('arrow keys (wrapping), Home and End move the focus and select', () => {
    const { root, tab, panel } = setup();
    stop = initHomeTabs(root);
    tab('Prodotti').focus();
    key(tab('Prodotti'), 'ArrowRight');
    expect(document.activeElement).toBe(tab('Guide'));
    expect(panel('guide').dataset.state).toBe('active');
    key(tab('Guide'), 'End');
    expect(document.activeElement).toBe(tab('Notizie'));
    expect(tab('Notizie').getAttribute('aria-selected')).toBe('true');
    key(tab('Notizie'), 'ArrowRight');
    expect(document.activeElement).toBe(tab('Prodotti'));
    key(tab('Prodotti'), 'ArrowLeft');
    expect(document.activeElement).toBe(tab('Notizie'));
    key(tab('Notizie'), 'Home');
    expect(document.activeElement).toBe(tab('Prodotti'));
    expect(panel('prodotti').dataset.state).toBe('active');
    expect(panel('notizie').dataset.state).toBe('inactive');
  });

  it('selects the panel named in the address', () => {
    history.replaceState(null, '', '/#home-panel-guide');
    const { root, tab, panel } = setup();
    stop = initHomeTabs(root);
    expect(tab('Guide').getAttribute('aria-selected')).toBe('true');
    expect(panel('guide').dataset.state).toBe('active');
    expect(panel('prodotti').dataset.state).toBe('inactive');
  });

  it('the news flag off hides the Notizie tab and its panel; if it was selected Prodotti is selected again, and the arrows skip it', async () => {
    const { root, tab, panel } = setup();
    stop = initHomeTabs(root);
    tab('Notizie').click();
    expect(panel('notizie').dataset.state).toBe('active');
    applyNewsFlag(false);
    expect(tab('Notizie').hidden).toBe(true);
    expect(panel('notizie').hidden).toBe(true);
    expect(root.classList.contains('with-news')).toBe(false);
    await settle(1); // the script learns of it from a MutationObserver
    expect(tab('Prodotti').getAttribute('aria-selected')).toBe('true');
    expect(panel('prodotti').dataset.state).toBe('active');
    tab('Prodotti').focus();
    key(tab('Prodotti'), 'ArrowLeft');
    expect(document.activeElement).toBe(tab('Guide'));
    key(tab('Guide'), 'ArrowRight');
    expect(document.activeElement).toBe(tab('Prodotti'));
    applyNewsFlag(true);
    expect(tab('Notizie').hidden).toBe(false);
    expect(root.classList.contains('with-news')).toBe(true);
  });
});
