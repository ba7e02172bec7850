import { ExternalLink } from 'lucide-react';
import { useLocation } from 'react-router';
import { AMAZON_LINK_REL, CLICK_ATTRIBUTE } from '../../../common/amazon-links.ts';
import { MSG } from '../../../common/messages.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import type { ClickPlace } from '../../../common/content-blocks.ts';
import { clickReportUrl } from '../../../common/stats.ts';

/**
 * The affiliate purchase button: AMAZON_BASE_URL/dp/{ASIN}?tag=… (built on the server as
 * url_acquisto), in a new tab, marked as sponsored. With `productId` it reports its click (issue
 * 26): the HTML `ping` to POST /api/clic?p={product}&da={this page's path}&blocco={where}, and `data-clic` for
 * the public script `affiliate-clicks` (app/enhance/affiliate-clicks.ts), which the page loads
 * once (<Enhance name="affiliate-clicks" />).
 */
export function AmazonLink({
  href,
  productId,
  className = 'btn btn-accent',
  label = MSG.orderOnAmazon,
  blocco = 'pulsante',
}: {
  href: string | null;
  productId?: number;
  className?: string;
  label?: string;
  /** Where on the page the link is, for the click report (a product box, a comparison table, a product's button). */
  blocco?: ClickPlace;
}) {
  const { pathname } = useLocation();
  if (!href) return null;
  const report = productId !== undefined ? clickReportUrl(productId, pathname, blocco) : undefined;
  return (
    <a className={className} href={href} target="_blank" rel={AMAZON_LINK_REL} ping={report} {...(report ? { [CLICK_ATTRIBUTE]: report } : {})}>
      {label}
      <ExternalLink size={16} aria-hidden="true" />
      <span className="sr-only">{SITE_MSG.newTabHint}</span>
    </a>
  );
}
