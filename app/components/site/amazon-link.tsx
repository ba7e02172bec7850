import { ExternalLink } from 'lucide-react';
import { MSG } from '../../../common/messages.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';

/**
 * The affiliate purchase button: AMAZON_BASE_URL/dp/{ASIN}?tag=… (built on the server as
 * url_acquisto), in a new tab, marked as sponsored.
 */
export function AmazonLink({ href, className = 'btn btn-accent', label = MSG.orderOnAmazon }: { href: string | null; className?: string; label?: string }) {
  if (!href) return null;
  return (
    <a className={className} href={href} target="_blank" rel="sponsored noopener noreferrer">
      {label}
      <ExternalLink size={16} aria-hidden="true" />
      <span className="sr-only">{SITE_MSG.newTabHint}</span>
    </a>
  );
}
