import { enhance } from './lib/ready.ts';

/**
 * The top bar's menu on small screens (spec section 2): the server's link to the menu becomes a
 * button that opens and closes it; each link in it, Escape (focus back on the button) and a second
 * press close it. Above 768 px the stylesheet shows the links and hides the button.
 */
export function initMenu(header: HTMLElement): void {
  const button = header.querySelector<HTMLAnchorElement>('.menu-button');
  const nav = header.querySelector<HTMLElement>('.site-nav');
  if (!button || !nav) return;
  const label = button.querySelector('.sr-only');
  const isOpen = () => nav.classList.contains('is-open');
  const set = (open: boolean) => {
    nav.classList.toggle('is-open', open);
    button.setAttribute('aria-expanded', String(open));
    if (label) label.textContent = (open ? button.dataset.labelClose : button.dataset.labelOpen) ?? '';
  };
  button.setAttribute('role', 'button');
  set(location.hash === `#${nav.id}`);
  button.addEventListener('click', (e) => {
    e.preventDefault();
    set(!isOpen());
  });
  // A link with the role of a button answers Space like a button.
  button.addEventListener('keydown', (e) => {
    if (e.key !== ' ') return;
    e.preventDefault();
    set(!isOpen());
  });
  nav.addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('a')) set(false);
  });
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !isOpen()) return;
    set(false);
    button.focus();
  });
}

enhance('menu', initMenu);
