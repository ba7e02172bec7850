/** The grounding check's public types (common/grounding.ts re-exports them). */

/** The stored data of one product, as the API (common/types.ts Product) or the seed carries it. */
export interface GroundingProduct {
  nome_prodotto?: string | null;
  nome_sintetico?: string | null;
  nome_visualizzato?: string | null;
  /** 'Chiave: valore' lines. */
  specifiche_tecniche?: string | null;
  descrizione_generale?: string | null;
  informazioni_articolo?: string | null;
  contenuto_scatola?: string | null;
  prezzo_prodotto?: number | null;
  prezzo_originale?: number | null;
  prezzo_scontato?: number | null;
  /** Rating out of 5. */
  valutazione_prodotto?: number | null;
  /** The product's page on Amazon, and the link the site builds with its tag: hosts a text may link to. */
  link_prodotto?: string | null;
  url_acquisto?: string | null;
}

/** The texts of a product's data, in one order: what the grounding check, its links and the product's stamp read. */
export const productTexts = (p: GroundingProduct): Array<string | null | undefined> => [
  p.nome_prodotto,
  p.nome_sintetico,
  p.nome_visualizzato,
  p.specifiche_tecniche,
  p.descrizione_generale,
  p.informazioni_articolo,
  p.contenuto_scatola,
];

export interface GroundingFacts {
  /** The products the text is about (one for a review, up to ten for a guide). */
  products: readonly GroundingProduct[];
  /** Other trusted text the claims may come from (a guide's title, an editor's notes). */
  extra?: readonly string[];
  /** Addresses of the source material (a news item's link_fonte): only their hosts count, for links. */
  links?: readonly (string | null | undefined)[];
}

/**
 * 'collegamento': a link to a host the source does not name (common/link-grounding.ts);
 * 'esperienza': a first-person testing or experience claim (common/experience-claims.ts).
 */
export type ClaimKind = 'misura' | 'prezzo' | 'valutazione' | 'specifica' | 'collegamento' | 'esperienza';

export interface UnverifiedClaim {
  /** The claim as it reads in the text (whitespace collapsed), e.g. '20.000 mAh', '4,9 su 5'. */
  text: string;
  kind: ClaimKind;
}
