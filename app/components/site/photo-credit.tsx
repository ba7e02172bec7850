import { isUnsplashSource, referralAppName, UNSPLASH_HOME, withReferral } from '../../../common/images.ts';
import { IMAGE_MSG as M } from '../../../common/messages-images.ts';
import { useSiteConfig } from '../../root.tsx';

const isWebLink = (href: string | null | undefined): href is string => !!href && /^https?:\/\//i.test(href);

/**
 * The credit of a cover photo (decision 0013), wherever a picked image is shown:
 * - from Unsplash: 'Foto di {autore} su Unsplash', the author linked to their Unsplash page and
 *   'Unsplash' to unsplash.com, both with Unsplash's referral parameters
 *   (`?utm_source={app}&utm_medium=referral`, app = the site's name as a slug, else 'scorta');
 * - any other source: '© {autore}' (the news detail of the spec), the author linked when a web
 *   address is known.
 * Nothing without an author. `app` overrides the referral name (tests, previews); `newTab` opens
 * the links in a new tab.
 */
export function PhotoCredit({
  autore,
  autoreLink,
  fonte,
  app,
  as: Tag = 'p',
  className,
  newTab = false,
}: {
  autore: string | null | undefined;
  autoreLink?: string | null;
  fonte?: string | null;
  app?: string;
  as?: 'p' | 'figcaption' | 'span';
  className?: string;
  /** Links open in a new tab (the dashboard: leaving would lose the form). */
  newTab?: boolean;
}) {
  const { siteName } = useSiteConfig();
  if (!autore) return null;
  const classes = ['image-credit', className].filter(Boolean).join(' ');
  const target = newTab ? '_blank' : undefined;
  if (isUnsplashSource(fonte)) {
    const ref = app ?? referralAppName(siteName);
    return (
      <Tag className={classes}>
        {M.creditUnsplash.before}
        {isWebLink(autoreLink) ? (
          <a href={withReferral(autoreLink, ref)} target={target} rel="noopener">
            {autore}
          </a>
        ) : (
          autore
        )}
        {M.creditUnsplash.middle}
        <a href={withReferral(UNSPLASH_HOME, ref)} target={target} rel="noopener">
          {M.unsplash}
        </a>
        {M.creditUnsplash.after}
      </Tag>
    );
  }
  return (
    <Tag className={classes}>
      {isWebLink(autoreLink) ? (
        <a href={autoreLink} target={target} rel="noopener nofollow">
          {M.creditOther(autore)}
        </a>
      ) : (
        M.creditOther(autore)
      )}
    </Tag>
  );
}
