import { Rss } from 'lucide-react';
import { Link } from 'react-router';
import { MSG } from '../../../common/messages.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';

/** Footer: the Amazon Associates disclosure, About, contact, privacy and the RSS feed. */
export function SiteFooter({ siteName }: { siteName: string }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <div className="footer-brand">
          <p className="footer-name">
            <span className="wordmark-mark" aria-hidden="true" />
            {siteName}
          </p>
          <p className="footer-tagline">{SITE_MSG.footerTagline}</p>
        </div>
        <nav aria-label={SITE_MSG.footerNav}>
          <ul className="footer-links">
            <li>
              <Link to="/chi-siamo">{SITE_MSG.navAbout}</Link>
            </li>
            <li>
              <Link to="/contatti">{SITE_MSG.navContact}</Link>
            </li>
            <li>
              <Link to="/privacy">{SITE_MSG.footerPrivacy}</Link>
            </li>
            <li>
              <a href="/feed.xml" className="footer-rss">
                <Rss size={14} aria-hidden="true" />
                {SITE_MSG.footerRss}
              </a>
            </li>
          </ul>
        </nav>
        <p className="footer-disclosure">{MSG.amazonDisclosure}</p>
        <p className="footer-copy">
          © {year} {siteName}
        </p>
      </div>
    </footer>
  );
}
