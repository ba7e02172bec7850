import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { MSG } from '../../../common/messages.ts';

export interface TopBarProps {
  siteName: string;
  showNews: boolean;
}

const LINKS = [
  { to: '/', label: SITE_MSG.navHome, end: true },
  { to: '/chi-siamo', label: SITE_MSG.navAbout },
  { to: '/prodotti', label: SITE_MSG.navProducts },
  { to: '/guide', label: SITE_MSG.navGuides },
  { to: '/notizie', label: SITE_MSG.navNews, news: true },
  { to: '/contatti', label: SITE_MSG.navContact },
];

/**
 * The spec's top bar: wordmark, links (Notizie only while the news flag is on), and a menu button
 * on small screens. Each link closes the menu; so do Escape and a change of page.
 */
export function TopBar({ siteName, showNews }: TopBarProps) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const inDashboard = location.pathname.startsWith('/dashboard');
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className={`topbar${inDashboard ? ' topbar-dashboard' : ''}`}>
      <div className="container topbar-inner">
        <a className="wordmark" href="/">
          <span className="wordmark-mark" aria-hidden="true" />
          {siteName}
        </a>
        <button type="button" className="menu-button" aria-expanded={open} aria-controls="site-menu" onClick={() => setOpen((v) => !v)}>
          {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          <span className="sr-only">{open ? MSG.closeMenu : MSG.openMenu}</span>
        </button>
        <nav id="site-menu" aria-label={SITE_MSG.mainNav} className={`site-nav${open ? ' is-open' : ''}`}>
          <ul>
            {LINKS.filter((l) => !l.news || showNews).map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.end} onClick={() => setOpen(false)}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
