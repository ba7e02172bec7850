import { Fragment, type ReactNode } from 'react';
import { Enhance } from '../../lib/enhance.tsx';
import type { BlockImage, RichPart } from '../../lib/pages/blocks.server.ts';
import { ComparisonTable } from './blocks/comparison-table.tsx';
import { ProductBox } from './blocks/product-box.tsx';
import { LibraryImage } from './library-image.tsx';
import { RichText } from './rich-text.tsx';

/**
 * A stored text with its blocks (decision 0057), as app/lib/pages/blocks.server.ts resolved it:
 * the HTML pieces in `.prose`, the product boxes and comparison tables between them. A text
 * without blocks renders exactly as <RichText> (one `.prose` element with `className`); with
 * blocks, `className` goes on the wrapper. A page with a box or a table loads the click script
 * once. Image blocks: <LibraryImage> (or `renderImage`).
 */
export function RichContent<I>({ parts, className, renderImage }: { parts: readonly RichPart<I>[]; className?: string; renderImage?: (image: I, caption: string) => ReactNode }) {
  const first = parts[0];
  if (!first) return null;
  if (parts.length === 1 && first.tipo === 'html') return <RichText html={first.html} className={className} />;
  const clicks = parts.some((p) => p.tipo === 'prodotto' || p.tipo === 'confronto');
  return (
    <div className={`rich-content${className ? ` ${className}` : ''}`}>
      {parts.map((part, i) => {
        switch (part.tipo) {
          case 'html':
            return <RichText key={i} html={part.html} />;
          case 'prodotto':
            return <ProductBox key={i} product={part.prodotto} />;
          case 'confronto':
            return <ComparisonTable key={i} products={part.prodotti} rows={part.righe} pick={part.scelta} reason={part.motivo} />;
          case 'immagine':
            return (
              <Fragment key={i}>
                {renderImage ? renderImage(part.immagine, part.didascalia) : <ImageBlock image={part.immagine as BlockImage} caption={part.didascalia} />}
              </Fragment>
            );
        }
      })}
      {clicks && <Enhance name="affiliate-clicks" />}
    </div>
  );
}

/** An image block: the media library's item with the block's caption, sized for the text column. */
function ImageBlock({ image, caption }: { image: BlockImage; caption: string }) {
  return <LibraryImage item={image} caption={caption} />;
}
