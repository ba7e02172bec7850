import { PROFILE_MSG } from '../../../common/messages-profile.ts';
import { responsiveImage } from '../../../common/responsive-images.ts';
import type { Author } from '../../../common/schemas-profile.ts';
import { authorPath } from '../../../common/site-paths.ts';

/** The widths an author's picture is asked at (a small round picture: the smallest is plenty). */
const AVATAR_WIDTHS = [96, 192] as const;

/** An author's picture, square and round (CSS), at `size` CSS pixels; decorative beside their name. */
export function AuthorPicture({ author, size, className }: { author: Author; size: number; className: string }) {
  if (!author.immagine_url) return null;
  return (
    <img className={className} src={author.immagine_url} {...responsiveImage(author.immagine_url, AVATAR_WIDTHS, `${size}px`)} width={size} height={size} alt="" decoding="async" />
  );
}

/**
 * A text's byline near its date (decision 0066): 'di <a href="/autore/{slug}">Nome Cognome</a>',
 * with the writer's picture small when they have one. Nothing when the text has no writer.
 */
export function Byline({ author }: { author: Author | null | undefined }) {
  if (!author) return null;
  return (
    <span className="byline">
      <AuthorPicture author={author} size={28} className="byline-picture" />
      {`${PROFILE_MSG.byline} `}
      <a href={authorPath(author.slug)} rel="author">
        {author.nome}
      </a>
    </span>
  );
}
