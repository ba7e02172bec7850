import { NO_SEO } from '../../common/seo.ts';

/** A text of the first account, never sent for review. */
const NO_NEWSROOM = { id_autore: 1, revisione: null, nota_revisione: null, revisione_il: null } as const;
import type { NewsCandidate } from '../../common/types-news.ts';
import type { Category, Guide, News, Product, Prompt, Review } from '../../common/types.ts';

/**
 * Sample objects for the component tests, shaped as the API returns them (common/types.ts): each
 * builder gives a complete, plausible item and takes the fields a test cares about as overrides.
 * Shared by every component test file: keep the defaults stable.
 */

const CREATED = '2025-03-01T09:00:00.000Z';
const UPDATED = '2025-03-02T10:30:00.000Z';

export function aCategory(overrides: Partial<Category> = {}): Category {
  return { id: 1, nome: 'Illuminazione', descrizione: 'Torce e lampade', ...overrides };
}

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    nome_prodotto: 'Torcia frontale LED ricaricabile USB-C',
    nome_sintetico: 'Torcia frontale',
    nome_visualizzato: null,
    link_prodotto: null,
    asin_prodotto: 'B0TORCIA01',
    asin_preferito: null,
    valutazione_prodotto: 4.5,
    seo_keyword_prodotto: null,
    img_prodotto: null,
    prezzo_prodotto: 29.9,
    prezzo_originale: 39.9,
    prezzo_scontato: 29.9,
    specifiche_tecniche: null,
    descrizione_generale: null,
    informazioni_articolo: null,
    contenuto_scatola: null,
    id_categoria: null,
    nome_categoria: null,
    ha_recensione: false,
    stato_recensione: null,
    haRecensionePubblicata: false,
    url_acquisto: null,
    prezzo_aggiornato_at: null,
    dati_aggiornati_at: null,
    aggiornamento_fallito_at: null,
    aggiornamento_errore: null,
    disponibile: null,
    data_creazione: CREATED,
    updated_at: UPDATED,
    ...overrides,
  };
}

export function aPrompt(overrides: Partial<Prompt> = {}): Prompt {
  return {
    id: 1,
    titolo: 'Recensione prodotto - standard',
    tipo: 'recensione',
    testo: 'Scrivi una recensione di {nome_prodotto}.',
    is_active: 1,
    is_default: 0,
    created_at: CREATED,
    updated_at: UPDATED,
    ...overrides,
  };
}

export function aNewsItem(overrides: Partial<News> = {}): News {
  return {
    id: 1,
    generato_ai: false,
    slug: 'allerta-meteo-in-liguria',
    titolo: 'Allerta meteo in Liguria',
    sottotitolo: null,
    ...NO_SEO,
    ...NO_NEWSROOM,
    sommario: 'La protezione civile dirama l’allerta arancione.',
    descrizione: null,
    contenuto: null,
    testo_originale: null,
    fonte: 'Protezione Civile',
    link_fonte: 'https://fonte.example/allerta',
    data_pubblicazione: null,
    data_fonte: null,
    immagine_url: null,
    immagine_autore: null,
    immagine_autore_link: null,
    id_immagine: null,
    immagine_fonte: null,
    stato: 'bozza',
    rilevanza: 0,
    tag: null,
    created_at: CREATED,
    updated_at: UPDATED,
    pubblicazione_programmata: null,
    ...overrides,
  };
}

/** A feed item waiting in the candidates panel (keyed by its source link). */
export function aNewsCandidate(overrides: Partial<NewsCandidate> = {}): NewsCandidate {
  const id = overrides.id ?? 1;
  return {
    id,
    chiave: `https://fonte.example/notizia-${id}`,
    titolo: `Notizia dal feed ${id}`,
    sommario: `Sommario della notizia ${id}.`,
    descrizione: null,
    fonte: 'Fonte di prova',
    link_fonte: `https://fonte.example/notizia-${id}`,
    link: null,
    data_pubblicazione: null,
    immagine_url: null,
    immagine_autore: null,
    salvata: false,
    id_notizia: null,
    ...overrides,
  };
}

export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    id_recensione: 1,
    id_prodotto: 1,
    titolo: 'Recensione: Torcia frontale',
    sottotitolo: null,
    ...NO_SEO,
    ...NO_NEWSROOM,
    recensione_prodotto: '<p>Una torcia affidabile.</p>',
    stato: 'bozza',
    data_recensione: UPDATED,
    nome_sintetico: 'Torcia frontale',
    nome_prodotto: 'Torcia frontale LED ricaricabile USB-C',
    nome_visualizzato: null,
    img_prodotto: null,
    generato_ai: true,
    pubblicazione_programmata: null,
    ...overrides,
  };
}

export function aGuide(overrides: Partial<Guide> = {}): Guide {
  return {
    id: 1,
    generato_ai: true,
    titolo: 'Kit di emergenza per la casa',
    sottotitolo: null,
    ...NO_SEO,
    ...NO_NEWSROOM,
    immagine_url: null,
    id_immagine: null,
    immagine_autore: null,
    immagine_autore_link: null,
    immagine_fonte: null,
    stato: 'bozza',
    contenuto: {
      introduzione: '<p>Cosa tenere in casa.</p>',
      sezioni: [{ id_prodotto: 1, testo: '<p>Una torcia.</p>' }],
      conclusione: '<p>Preparati per tempo.</p>',
    },
    prodotti: [1],
    created_at: CREATED,
    updated_at: UPDATED,
    pubblicazione_programmata: null,
    ...overrides,
  };
}
