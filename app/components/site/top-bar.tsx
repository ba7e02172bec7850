import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';

export interface TopBarProps {
  siteName: string;
  showNews: boolean;
}

const LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/chi-siamo', label: 'Chi Siamo' },
  { to: '/prodotti', label: 'Prodotti' },
  { to: '/guide', label: 'Guide' },
  { to: '/notizie', label: 'Notizie', news: true },
  { to: '/contatti', label: 'Contatti' },
];

/** The spec's top bar: wordmark, links, and a menu button on small screens. */
export function TopBar({ siteName, showNews }: TopBarProps) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const inDashboard = location.pathname.startsWith('/dashboard');
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <header className={`topbar${inDashboard ? ' topbar-dashboard' : ''}`}>
      <div className="container topbar-inner">
        <a className="wordmark" href="/" aria-label={`${siteName}, vai alla home`}>
          <span className="wordmark-mark" aria-hidden="true" />
          {siteName}
        </a>
        <button
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          <span className="sr-only">{open ? 'Chiudi il menu' : 'Apri il menu'}</span>
        </button>
        <nav id="site-menu" aria-label="Principale" className={`site-nav${open ? ' is-open' : ''}`}>
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
