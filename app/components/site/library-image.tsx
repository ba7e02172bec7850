import { isUnsplashSource } from '../../../common/images.ts';
import { isMediaUrl, type MediaItem, mediaSrcSet } from '../../../common/media.ts';
import { COVER_WIDTHS, responsiveImage } from '../../../common/responsive-images.ts';
import { PhotoCredit } from './photo-credit.tsx';

/** The text column's width (`.prose` in `.page-narrow`: 828 px at most): the default `sizes` of an image in the text. */
export const TEXT_IMAGE_SIZES = '(min-width: 860px) 828px, calc(100vw - 32px)';

/**
 * An image of the media library inside a text (an image block, decision 0057), server-rendered:
 * `<figure class="library-image"><picture><source type="image/avif" srcset><img src srcset sizes
 * width height alt loading="lazy" decoding="async"></picture><figcaption>caption credit</figcaption></figure>`.
 * An upload offers AVIF and WebP at each width it was stored at (common/media.ts), with its size
 * set so nothing moves as it loads; an Unsplash pick gets Unsplash's widths. The credit is the
 * existing PhotoCredit: 'Foto di {autore} su Unsplash' for a pick, '© {credito}' for an upload
 * with a credit. No figcaption when there is neither caption nor credit. The alt text falls back to
 * the caption, then to none (an empty alt: decorative).
 */
export function LibraryImage({ item, caption, sizes = TEXT_IMAGE_SIZES }: { item: MediaItem; caption?: string | null; sizes?: string }) {
  const unsplash = isUnsplashSource(item.fonte);
  const upload = isMediaUrl(item.url);
  const responsive = upload ? { srcSet: mediaSrcSet(item.url, 'webp'), sizes } : responsiveImage(item.url, COVER_WIDTHS, sizes);
  const credit = unsplash ? (
    <PhotoCredit autore={item.autore} autoreLink={item.autore_link} fonte={item.fonte} as="span" />
  ) : item.credito ? (
    <PhotoCredit autore={item.credito} as="span" />
  ) : null;
  const text = caption?.trim() || null;
  return (
    <figure className="library-image">
      <picture>
        {upload ? <source type="image/avif" srcSet={mediaSrcSet(item.url, 'avif')} sizes={sizes} /> : null}
        <img
          src={item.url}
          {...responsive}
          width={item.larghezza ?? undefined}
          height={item.altezza ?? undefined}
          alt={item.alt?.trim() || text || ''}
          loading="lazy"
          decoding="async"
        />
      </picture>
      {text || credit ? (
        <figcaption>
          {text ? <span className="library-image-caption">{text}</span> : null}
          {text && credit ? ' ' : null}
          {credit}
        </figcaption>
      ) : null}
    </figure>
  );
}
