/**
 * Affiliate statistics (decision 0036): page views counted by the server as it serves
 * public pages, clicks on Amazon links reported by the browser (`ping`, `sendBeacon`), both per
 * day, without cookies and without personal data. The shapes shared by the API and the dashboard.
 */

import type { ClickPlace } from './content-blocks.ts';

/** The public endpoint a click on an Amazon link reports to: `POST /api/clic?p={productId}&da={page path}&blocco={place}` → 204. */
export const CLICK_ENDPOINT = '/api/clic';

/**
 * The address an Amazon link of product `productId` on page `path` reports its click to; `blocco`
 * says where on the page it was (common/content-blocks.ts CLICK_PLACES: box, table, button, link in text).
 */
export function clickReportUrl(productId: number, path: string, blocco: ClickPlace): string {
  return `${CLICK_ENDPOINT}?${new URLSearchParams({ p: String(productId), da: path, blocco }).toString()}`;
}

/** Periods the Statistiche screen offers (days, today included). */
export const STATS_PERIODS = [7, 30, 90] as const;
/** The longest range GET /api/statistiche answers (days). */
export const STATS_MAX_DAYS = 366;

/** One day: page views, clicks on Amazon links, distinct visitors (a daily-rotating salted hash, never stored past the day). */
export interface StatsDay {
  /** YYYY-MM-DD (UTC day) */
  data: string;
  visite: number;
  clic: number;
  visitatori: number;
}

export interface StatsProduct {
  id: number;
  nome: string;
  clic: number;
}

export interface StatsPage {
  /** The public page's path, e.g. /articolo/12, /guida/3, /notizie/{slug}, /prodotti. */
  percorso: string;
  /** The page's title when the path names a review, guide or news item that still exists, else null. */
  titolo: string | null;
  visite: number;
  clic: number;
}

/**
 * GET /api/statistiche?da=YYYY-MM-DD&a=YYYY-MM-DD (staff only; both days included, at most
 * STATS_MAX_DAYS): every day of the range (zeros where nothing was counted), the products by
 * clicks (most first, every product with a click), the pages by views (most first, at most 200).
 */
export interface StatsAnswer {
  giorni: StatsDay[];
  prodotti: StatsProduct[];
  pagine: StatsPage[];
}

/** Why Panoramica's 'Da controllare' lists a product. */
export const CHECK_REASONS = ['non_disponibile', 'non_trovato', 'prezzo_aumentato', 'clic_senza_recensione', 'prezzo_perso'] as const;
export type CheckReason = (typeof CHECK_REASONS)[number];

/** One row of 'Da controllare': the product, why, and an Italian sentence with the figures. */
export interface CheckItem {
  motivo: CheckReason;
  id_prodotto: number;
  nome: string;
  dettaglio: string;
}
