import { Menu, X } from 'lucide-react';
import { NavLink } from 'react-router';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { MSG } from '../../../common/messages.ts';
import { Enhance } from '../../lib/enhance.tsx';

const LINKS = [
  { to: '/', label: SITE_MSG.navHome, end: true },
  { to: '/chi-siamo', label: SITE_MSG.navAbout },
  { to: '/prodotti', label: SITE_MSG.navProducts },
  { to: '/guide', label: SITE_MSG.navGuides },
  { to: '/notizie', label: SITE_MSG.navNews, news: true },
  { to: '/contatti', label: SITE_MSG.navContact },
];

/**
 * The spec's top bar: wordmark, links, and a menu button on small screens. Server-rendered HTML:
 * without JavaScript the menu button is a link to the menu, which the stylesheet shows as the
 * page's target; app/enhance/menu.ts turns it into a button that opens and closes it (each link,
 * Escape and a second press close it). The Notizie link carries `data-news`: app/enhance/news-flag.ts
 * hides it while the news flag is off.
 */
export function TopBar({ siteName }: { siteName: string }) {
  return (
    <header className="topbar" data-enhance="menu">
      <div className="container topbar-inner">
        <a className="wordmark" href="/">
          <span className="wordmark-mark" aria-hidden="true" />
          {siteName}
        </a>
        <a className="menu-button" href="#site-menu" aria-controls="site-menu" data-label-open={MSG.openMenu} data-label-close={MSG.closeMenu}>
          <Menu className="menu-icon-open" size={22} aria-hidden="true" />
          <X className="menu-icon-close" size={22} aria-hidden="true" />
          <span className="sr-only">{MSG.openMenu}</span>
        </a>
        <nav id="site-menu" aria-label={SITE_MSG.mainNav} className="site-nav">
          <ul>
            {LINKS.map((l) => (
              <li key={l.to} data-news={l.news ? '' : undefined}>
                <NavLink to={l.to} end={l.end}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <Enhance name="menu" />
    </header>
  );
}
