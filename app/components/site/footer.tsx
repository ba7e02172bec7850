import { Link } from 'react-router';
import { MSG } from '../../../common/messages.ts';

export function SiteFooter({ siteName }: { siteName: string }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <p className="footer-disclosure">{MSG.amazonDisclosure}</p>
        <nav aria-label="Piè di pagina">
          <ul className="footer-links">
            <li>
              <Link to="/chi-siamo">Chi siamo</Link>
            </li>
            <li>
              <Link to="/contatti">Contatti</Link>
            </li>
            <li>
              <a href="/feed.xml">RSS</a>
            </li>
          </ul>
        </nav>
        <p className="footer-copy">
          © {year} {siteName}
        </p>
      </div>
    </footer>
  );
}
