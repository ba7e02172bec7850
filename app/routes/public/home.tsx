import { Link } from 'react-router';
import { MSG } from '../../../common/messages.ts';
import { ANONYMOUS } from '../../../server/domain/visibility.ts';
import { ProductCard } from '../../components/site/product-card.tsx';
import { PLACEHOLDER_IMAGE, formatShortDate } from '../../lib/format.ts';
import { useNewsSidebarFlag } from '../../lib/news-flag.ts';
import type { Route } from './+types/home';

export function meta({ data }: Route.MetaArgs) {
  const name = data?.siteName ?? 'Pronti a Tutto';
  return [
    { title: `${name} — Attrezzatura e strategie per ogni emergenza` },
    { name: 'description', content: MSG.heroSubtitle },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const [products, guides, news] = await Promise.all([
    services.products.list({ publishedReviewOnly: true, newestFirst: true, limit: 10 }),
    services.guides.list(ANONYMOUS, { limit: 10 }),
    services.news.list(ANONYMOUS, { limit: 6 }),
  ]);
  return {
    siteName: services.config.siteName,
    products: products.map((p) => ({
      id: p.id,
      nome_prodotto: p.nome_prodotto,
      nome_sintetico: p.nome_sintetico,
      nome_visualizzato: p.nome_visualizzato,
      img_prodotto: p.img_prodotto,
      prezzo_prodotto: p.prezzo_prodotto,
      prezzo_originale: p.prezzo_originale,
      url_acquisto: p.url_acquisto,
      haRecensionePubblicata: p.haRecensionePubblicata,
      valutazione_prodotto: p.valutazione_prodotto,
    })),
    guides: guides.map((g) => ({ id: g.id, titolo: g.titolo, immagine_url: g.immagine_url })),
    news: news.map((n) => ({ id: n.id, slug: n.slug, titolo: n.titolo, fonte: n.fonte, data_pubblicazione: n.data_pubblicazione })),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { siteName, products, guides, news } = loaderData;
  const [showNews] = useNewsSidebarFlag();
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{MSG.heroTitle(siteName)}</h1>
          <p className="hero-subtitle">{MSG.heroSubtitle}</p>
        </div>
      </section>
      <div className={`container home-grid${showNews ? ' with-news' : ''}`}>
        <section aria-labelledby="home-guide" className="home-col">
          <h2 id="home-guide">Guide</h2>
          {guides.length === 0 ? (
            <p className="empty">{MSG.noGuidesFound}</p>
          ) : (
            <ul className="stack">
              {guides.map((g) => (
                <li key={g.id}>
                  <article className="card guide-card">
                    <div className="media media-wide">
                      <img src={g.immagine_url || PLACEHOLDER_IMAGE} alt="" loading="lazy" width={640} height={360} />
                    </div>
                    <div className="card-body">
                      <h3 className="card-title">{g.titolo}</h3>
                      <Link className="btn btn-secondary" to={`/guida/${g.id}`}>
                        {MSG.readGuide}
                      </Link>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="home-prodotti" className="home-col">
          <h2 id="home-prodotti">Prodotti recensiti</h2>
          {products.length === 0 ? (
            <p className="empty">{MSG.noProductsFound}</p>
          ) : (
            <ul className="product-grid">
              {products.map((p) => (
                <li key={p.id}>
                  <ProductCard product={p} />
                </li>
              ))}
            </ul>
          )}
        </section>
        {showNews && (
          <aside aria-labelledby="home-notizie" className="home-col news-sidebar">
            <h2 id="home-notizie">Notizie</h2>
            {news.length === 0 ? (
              <p className="empty">{MSG.noNewsFound}</p>
            ) : (
              <ul className="news-list">
                {news.map((n) => (
                  <li key={n.id}>
                    <Link to={`/notizie/${n.slug}`} className="news-link">
                      <span className="news-title">{n.titolo}</span>
                      <span className="news-meta">
                        {n.fonte}
                        {n.data_pubblicazione && <> · {formatShortDate(n.data_pubblicazione)}</>}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <Link to="/notizie" className="see-all">
              {MSG.seeAllNews}
            </Link>
          </aside>
        )}
      </div>
    </>
  );
}
