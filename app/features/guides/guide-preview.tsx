import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import type { GuideContent, Product } from '../../../common/types.ts';
import { PLACEHOLDER_IMAGE, productName } from '../../lib/format.ts';
import { Rating } from '../../components/site/rating.tsx';
import { RichText } from '../../components/site/rich-text.tsx';

/**
 * The live preview of a guide in the dashboard, built like the public page (/guida/{id}): the
 * cover with the title over it, the introduction, one block per product (image, name, rating)
 * with its text, the conclusion. The HTML comes from the server (sanitised) or from the editor
 * (TipTap writes only its schema's markup).
 */
export function GuidePreview({ titolo, cover, content, products }: { titolo: string; cover: string | null; content: GuideContent | null; products: ReadonlyMap<number, Product> }) {
  return (
    <article className="guide-preview card" aria-label={G.preview}>
      <header className="guide-cover">
        <img src={cover || PLACEHOLDER_IMAGE} alt="" width={1600} height={900} />
        <div className="guide-cover-overlay">
          <div className="guide-preview-cover-text">
            <p className="guide-preview-tag">{G.preview}</p>
            <h2 className="guide-preview-title">{titolo.trim() || G.fTitle}</h2>
            {content && content.sezioni.length > 0 && <p className="guide-cover-meta">{SITE_MSG.guideProducts(content.sezioni.length)}</p>}
          </div>
        </div>
      </header>
      <div className="guide-preview-body">
        {!content ? (
          <p className="muted">{G.previewEmpty}</p>
        ) : (
          <>
            {content.introduzione && <RichText html={content.introduzione} className="prose-article guide-intro" />}
            {content.sezioni.map((s, i) => {
              const p = s.id_prodotto === null ? undefined : products.get(s.id_prodotto);
              return (
                <section key={`${s.id_prodotto ?? 'x'}-${i}`} className="guide-section">
                  {s.id_prodotto !== null && (
                    <div className="guide-product card">
                      <div className="media media-square guide-product-media">
                        <img src={p?.img_prodotto || PLACEHOLDER_IMAGE} alt="" width={400} height={400} loading="lazy" />
                      </div>
                      <div className="guide-product-body">
                        <h3 className="guide-product-title">
                          <span className="guide-product-index">{i + 1}.</span> {p ? productName(p) : G.productMissing(s.id_prodotto)}
                        </h3>
                        {p && <Rating value={p.valutazione_prodotto} />}
                      </div>
                    </div>
                  )}
                  {s.testo && <RichText html={s.testo} className="prose-article" />}
                </section>
              );
            })}
            {content.conclusione && <RichText html={content.conclusione} className="prose-article guide-outro" />}
          </>
        )}
      </div>
    </article>
  );
}
