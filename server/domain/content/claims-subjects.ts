import { claimKey, type GateClaim, searchableText, stripClaims } from '../../../common/claims.ts';
import type { ContentType } from '../../../common/content-types.ts';
import { factsOf, findUnverifiedClaims } from '../../../common/grounding.ts';
import { explainClaims } from '../../../common/grounding/explain.ts';
import { explainGuideClaims, type GuideClaim, unverifiedGuideClaims } from '../../../common/guide-grounding.ts';
import { GUIDE_MSG } from '../../../common/messages-guides.ts';
import { NEWS_MSG } from '../../../common/messages-news.ts';
import { REVIEW_MSG } from '../../../common/messages-reviews.ts';
import { articleClaims, heldToSource, newsFacts, newsHtml, type NewsSource, newsSourceText } from '../../../common/news-grounding.ts';
import type { Guide, GuideContent, Product } from '../../../common/types.ts';
import { fingerprint } from '../../lib/fingerprint.ts';
import { toPlainText } from '../../lib/sanitize.ts';
import { escapeHtmlText } from '../ai.ts';
import { productFactLines, productStamp } from '../product-facts.ts';
import { productFacts } from '../review-generation.ts';
import type { ClaimsSubject } from './claims.ts';

/** A review as the gate reads it: its text, held to its product's stored data. */
export type ReviewText = { recensione_prodotto: string };

/** A guide as the gate reads it: its title and parts, held to the title and its products' stored data. */
export type GuideText = Pick<Guide, 'titolo' | 'contenuto'>;

/** A news item as the gate reads it: its article and summary, its source, whether it was written with AI. */
export type NewsText = NewsSource & { contenuto: string | null; sommario: string | null; generato_ai: number | boolean };

/** A guide's parts as one HTML text: what the model-based verification reads. */
export const guideHtml = (c: GuideContent): string => [c.introduzione, ...c.sezioni.map((s) => s.testo), c.conclusione].filter((t) => t.trim()).join('\n');

/** The facts a guide is written from: its title and its products' stored data. */
export const guideFacts = (titolo: string, products: readonly Product[]): string =>
  [`Titolo della guida: ${titolo}`, ...products.map((p) => productFactLines(p, { heading: '---' }))].join('\n');

/** Where a model claim sits in the guide (the first part whose text holds it). */
function locateInGuide(content: GuideContent, claim: GateClaim): Pick<GuideClaim, 'parte' | 'id_prodotto'> {
  const key = claimKey(claim.text);
  if (claim.kind === 'verifica') return { parte: 'introduzione', id_prodotto: null };
  if (searchableText(content.introduzione).includes(key)) return { parte: 'introduzione', id_prodotto: null };
  const section = content.sezioni.find((s) => searchableText(s.testo).includes(key));
  if (section) return { parte: 'sezione', id_prodotto: section.id_prodotto };
  return { parte: 'conclusione', id_prodotto: null };
}

const review: ClaimsSubject<ReviewText, Product, 'recensione'> = {
  tipo: 'recensione',
  html: (r) => r.recensione_prodotto,
  held: () => true,
  claims: (r, product) => findUnverifiedClaims(r.recensione_prodotto, factsOf([product])),
  factsText: (_, product) => productFacts(product),
  stamp: (_, product) => productStamp(product),
  cut: (r, open) => {
    const text = stripClaims(r.recensione_prodotto, open);
    return text === r.recensione_prodotto ? r : { ...r, recensione_prodotto: text };
  },
  message: REVIEW_MSG.unverifiedClaims,
  explain: (r, product, claims) => explainClaims(r.recensione_prodotto, claims, factsOf([product])),
};

const guide: ClaimsSubject<GuideText, readonly Product[], 'guida'> = {
  tipo: 'guida',
  html: (g) => guideHtml(g.contenuto),
  held: () => true,
  claims: (g, products) => unverifiedGuideClaims(g.contenuto, products, g.titolo),
  factsText: (g, products) => guideFacts(g.titolo, products),
  stamp: (g, products) => fingerprint(g.titolo, ...products.map(productStamp)),
  locate: (g, claim) => locateInGuide(g.contenuto, claim),
  cut: (g, open) => {
    const c = g.contenuto;
    const strip = (html: string) => stripClaims(html, open);
    return { ...g, contenuto: { introduzione: strip(c.introduzione), sezioni: c.sezioni.map((s) => ({ ...s, testo: strip(s.testo) })), conclusione: strip(c.conclusione) } };
  },
  message: GUIDE_MSG.unverifiedClaims,
  explain: (g, products, claims) => explainGuideClaims(guideHtml(g.contenuto), claims, products, g.titolo),
};

/** A news item is held to its own source (a hand-written item without one is the editor's own). */
const news: ClaimsSubject<NewsText, NewsSource, 'notizia'> = {
  tipo: 'notizia',
  html: (n) => newsHtml(n),
  held: (n) => heldToSource(n),
  claims: (n, source) => articleClaims(newsHtml(n), source),
  factsText: (_, source) => newsSourceText(source),
  stamp: (_, source) => fingerprint(newsSourceText(source), source.link_fonte),
  cut: (n, open) => ({
    ...n,
    contenuto: n.contenuto === null ? null : stripClaims(n.contenuto, open),
    sommario: n.sommario === null ? null : toPlainText(stripClaims(`<p>${escapeHtmlText(n.sommario)}</p>`, open)) || null,
  }),
  message: NEWS_MSG.unverifiedClaims,
  explain: (n, source, claims) => explainClaims(newsHtml(n), claims, newsFacts(source)),
};

/**
 * The claims subject of each publishable type (decision 0044): what its claims are read from, the
 * facts they are held to, the stamp of those facts and how a visitor's copy is cut. The one
 * gate class (./claims.ts) reads nothing else of the type.
 */
export const CLAIMS_SUBJECTS = { recensione: review, guida: guide, notizia: news } as const satisfies { [K in ContentType]: { tipo: K } };
