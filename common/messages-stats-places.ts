import { CLICK_PLACES, type ClickPlace } from './content-blocks.ts';

/** The Italian strings of the clicks by place (decision 0058): the Statistiche section 'Clic per posizione', its CSV table, the click endpoint's error. */

/** What each place of common/content-blocks.ts CLICK_PLACES is called on the screen and in the CSV. */
export const CLICK_PLACE_LABELS: Record<ClickPlace, string> = {
  prodotto: 'Box prodotto',
  confronto: 'Tabella di confronto',
  pulsante: 'Pulsante',
  testo: 'Link nel testo',
};

export const STATS_PLACES_MSG = {
  title: 'Clic per posizione',
  intro:
    'Dove sono stati cliccati i link Amazon. Le visualizzazioni contano le visite alle pagine che mostravano quella posizione; la percentuale di clic è clic ÷ visualizzazioni.',
  empty: 'Nessun clic su Amazon in questo periodo: qui vedrai quali posizioni funzionano meglio.',
  place: 'Posizione',
  clicks: 'Clic',
  views: 'Visualizzazioni',
  ctr: 'Percentuale di clic',
  /** The CSV headers: the places' table, and the pages' columns of clicks per place. */
  csvHeader: 'posizione;clic;visualizzazioni;percentuale di clic (%)',
  csvPageColumn: (place: ClickPlace) => `clic ${CLICK_PLACE_LABELS[place].toLowerCase()}`,
} as const;

/** The click endpoint's 400 for a `blocco` that is no place. */
export const invalidPlaceMessage = `Posizione non valida: «blocco» deve essere ${CLICK_PLACES.slice(0, -1).join(', ')} o ${CLICK_PLACES[CLICK_PLACES.length - 1]}.`;

/** The view endpoint's 400 for a `blocchi` that is not a list of places. */
export const invalidPlacesMessage = `Posizioni non valide: «blocchi» deve elencare, separate da virgole e senza ripetizioni, ${CLICK_PLACES.slice(0, -1).join(', ')} o ${CLICK_PLACES[CLICK_PLACES.length - 1]}.`;
