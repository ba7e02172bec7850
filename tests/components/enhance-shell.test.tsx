import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardFab } from '../../app/components/site/dashboard-fab.tsx';
import { TopBar } from '../../app/components/site/top-bar.tsx';
import { initDashboardFab } from '../../app/enhance/dashboard-fab.ts';
import { initMenu } from '../../app/enhance/menu.ts';
import { applyNewsFlag } from '../../app/enhance/news-flag.ts';
import { NEWS_FLAG_KEY } from '../../app/lib/news-flag-store.ts';
import { Enhance, EnhanceContext, EnhanceRenderContext, newEnhanceRender } from '../../app/lib/enhance.tsx';

/**
 * The public shell's scripts (decision 0035) on the markup the server renders: the top bar's menu,
 * the news flag and the Dashboard button.
 */

function serverMarkup(node: React.ReactNode, path = '/prodotti') {
  document.body.innerHTML = renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);
}

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('the top bar', () => {
  it('is plain HTML: the menu button is a link to the menu, the current page is marked, the script comes with it', () => {
    // Parsed, not inserted into the page: the test does not load the script.
    const page = new DOMParser().parseFromString(
      renderToStaticMarkup(
        <EnhanceContext.Provider value={{ menu: '/assets/enhance-menu-abc.js' }}>
          <MemoryRouter initialEntries={['/prodotti']}>
            <TopBar siteName="Pronti a Tutto" />
          </MemoryRouter>
        </EnhanceContext.Provider>,
      ),
      'text/html',
    );
    const button = page.querySelector('.menu-button')!;
    expect(button.tagName).toBe('A');
    expect(button.getAttribute('href')).toBe('#site-menu');
    expect(page.querySelector('a[aria-current="page"]')?.textContent).toBe('Prodotti');
    expect(page.querySelector('li[data-news] a')?.textContent).toBe('Notizie');
    expect(page.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/enhance-menu-abc.js');
  });

  it('opens and closes with the button, Space, a link and Escape, and says which', () => {
    serverMarkup(<TopBar siteName="Pronti a Tutto" />);
    initMenu(document.querySelector('.topbar')!);
    const button = document.querySelector<HTMLElement>('.menu-button')!;
    const nav = document.querySelector('#site-menu')!;
    expect(button.getAttribute('role')).toBe('button');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    button.click();
    expect(nav.classList.contains('is-open')).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Chiudi il menu');

    button.click();
    expect(nav.classList.contains('is-open')).toBe(false);
    expect(button.textContent).toBe('Apri il menu');

    button.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(nav.classList.contains('is-open')).toBe(true);
    nav.querySelector<HTMLAnchorElement>('a[href="/guide"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(nav.classList.contains('is-open')).toBe(false);

    button.click();
    document.body.querySelector<HTMLElement>('.wordmark')!.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(nav.classList.contains('is-open')).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('starts open when the page was opened on the menu (the link followed before the script ran)', () => {
    history.replaceState(null, '', '/prodotti#site-menu');
    serverMarkup(<TopBar siteName="Pronti a Tutto" />);
    initMenu(document.querySelector('.topbar')!);
    expect(document.querySelector('#site-menu')!.classList.contains('is-open')).toBe(true);
  });
});

describe('the news flag', () => {
  it('hides what carries data-news and drops the room made for it while off, and shows them again when on', () => {
    document.body.innerHTML =
      '<ul><li data-news id="link">Notizie</li></ul><div id="grid" class="home-grid with-news" data-news-class="with-news"><aside data-news id="col"></aside></div>';
    applyNewsFlag(false);
    expect(document.getElementById('link')!.hidden).toBe(true);
    expect(document.getElementById('col')!.hidden).toBe(true);
    expect(document.getElementById('grid')!.className).toBe('home-grid');
    applyNewsFlag(true);
    expect(document.getElementById('link')!.hidden).toBe(false);
    expect(document.getElementById('grid')!.classList.contains('with-news')).toBe(true);
  });

  it('follows the flag changed in another tab', async () => {
    document.body.innerHTML = '<li data-news id="link">Notizie</li>';
    window.localStorage.setItem(NEWS_FLAG_KEY, '0');
    window.dispatchEvent(new StorageEvent('storage', { key: NEWS_FLAG_KEY }));
    expect(document.getElementById('link')!.hidden).toBe(true);
    window.localStorage.setItem(NEWS_FLAG_KEY, '1');
    window.dispatchEvent(new StorageEvent('storage', { key: NEWS_FLAG_KEY }));
    expect(document.getElementById('link')!.hidden).toBe(false);
  });
});

describe('the Dashboard button', () => {
  it('is a plain link to the dashboard', () => {
    serverMarkup(<DashboardFab />, '/');
    const fab = document.querySelector('a.fab')!;
    expect(fab.getAttribute('href')).toBe('/dashboard');
    expect(fab.getAttribute('aria-label')).toBe('Vai alla dashboard');
  });

  it('steps aside while the page scrolls down and comes back when it scrolls up', () => {
    serverMarkup(<DashboardFab />, '/');
    const fab = document.querySelector<HTMLElement>('a.fab')!;
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
      frames.splice(0).forEach((cb) => cb(0));
    };
    const stop = initDashboardFab(fab);
    scrollTo(600);
    expect(fab.classList.contains('is-away')).toBe(true);
    scrollTo(400);
    expect(fab.classList.contains('is-away')).toBe(false);
    scrollTo(0);
    expect(fab.classList.contains('is-away')).toBe(false);
    stop();
    vi.restoreAllMocks();
  });
});

describe('<Enhance>', () => {
  it('lists a behaviour’s script once a page, however many components use it', () => {
    const html = renderToStaticMarkup(
      <EnhanceContext.Provider value={{ 'dashboard-fab': '/assets/enhance-dashboard-fab-abc.js', menu: '/assets/enhance-menu-abc.js' }}>
        <EnhanceRenderContext.Provider value={newEnhanceRender()}>
          <Enhance name="dashboard-fab" />
          <div>
            <Enhance name="dashboard-fab" />
            <Enhance name="menu" />
          </div>
          <Enhance name="dashboard-fab" />
        </EnhanceRenderContext.Provider>
      </EnhanceContext.Provider>,
    );
    expect(html.match(/enhance-dashboard-fab-abc\.js/g)).toHaveLength(1);
    expect(html.match(/enhance-menu-abc\.js/g)).toHaveLength(1);
  });
});
