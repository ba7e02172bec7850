import Link from '@tiptap/extension-link';
import { safeLinkUrl } from './helpers.ts';

/** An address of another site (http, https): it opens in a new tab, as the sanitiser writes it. */
const isExternal = (href: unknown): boolean => typeof href === 'string' && /^https?:\/\//i.test(href.trim());

/** rel of a link: its own values, plus noopener noreferrer on an external link (server/lib/sanitize.ts does the same). */
function relOf(href: unknown, rel: unknown): string | null {
  const tokens = typeof rel === 'string' ? rel.split(/\s+/).filter(Boolean) : [];
  if (isExternal(href)) for (const t of ['noopener', 'noreferrer']) if (!tokens.includes(t)) tokens.push(t);
  return tokens.length > 0 ? tokens.join(' ') : null;
}

/**
 * The editor's link: a link to another site opens in a new tab (target="_blank", rel
 * "noopener noreferrer"); a link to this site ('/guida/3') or an e-mail address opens in place,
 * with no target. The target is decided from the address each time the HTML is written, never read
 * from pasted or stored markup; rel values a stored link carries ('sponsored') are kept.
 */
export const SiteLink = Link.extend({
  addAttributes() {
    return {
      target: { default: null, parseHTML: () => null, renderHTML: (attrs) => (isExternal(attrs.href) ? { target: '_blank' } : {}) },
      rel: {
        default: null,
        parseHTML: (el) => el.getAttribute('rel'),
        renderHTML: (attrs) => {
          const rel = relOf(attrs.href, attrs.rel);
          return rel ? { rel } : {};
        },
      },
      href: { default: null, parseHTML: (el) => el.getAttribute('href') },
      title: { default: null },
    };
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  protocols: ['http', 'https', 'mailto'],
  defaultProtocol: 'https',
  isAllowedUri: (url) => safeLinkUrl(url) !== null,
  shouldAutoLink: (url) => /^https?:\/\//i.test(url),
  HTMLAttributes: { target: null, rel: null, class: null },
});
