/**
 * Affiliate statistics (decision 0036): page views counted by the server as it serves
 * public pages (reported by the pages' view beacon instead when a shared cache answers them,
 * decision 0072), clicks on Amazon links reported by the browser (`ping`, `sendBeacon`), both per
 * day, without cookies and without personal data. The shapes shared by the API and the dashboard.
 */

import { CLICK_PLACES, type ClickPlace, isClickPlace } from './content-blocks.ts';

/** The public endpoint a click on an Amazon link reports to: `POST /api/clic?p={productId}&da={page path}&blocco={place}` → 204. */
export const CLICK_ENDPOINT = '/api/clic';

/**
 * The address an Amazon link of product `productId` on page `path` reports its click to; `blocco`
 * says where on the page it was (common/content-blocks.ts CLICK_PLACES: box, table, button, link in text).
 */
export function clickReportUrl(productId: number, path: string, blocco: ClickPlace): string {
  return `${CLICK_ENDPOINT}?${new URLSearchParams({ p: String(productId), da: path, blocco }).toString()}`;
}

/**
 * The public endpoint a page's view beacon reports to when a shared cache answers the pages
 * (decision 0072, app/enhance/view-beacon.ts): `POST /api/vista?da={page path}&blocchi={place,…}` → 204.
 */
export const VIEW_ENDPOINT = '/api/vista';

/** The address a view of page `path` showing the click places `places` is reported to. */
export function viewReportUrl(path: string, places: readonly string[]): string {
  return `${VIEW_ENDPOINT}?${new URLSearchParams({ da: path, blocchi: places.join(',') }).toString()}`;
}

/**
 * The places whose click reports a rendered page contains (its `ping` and `data-clic` addresses,
 * `&` written `&amp;` in HTML attributes), in CLICK_PLACES order: what one view of the page showed,
 * for the places' click-through rate. Read once per render, never per view.
 */
export function clickPlacesIn(html: string): ClickPlace[] {
  const found = new Set<ClickPlace>();
  for (const match of html.matchAll(CLICK_PLACE_IN_URL)) {
    if (isClickPlace(match[1])) found.add(match[1]);
    if (found.size === CLICK_PLACES.length) break;
  }
  return CLICK_PLACES.filter((place) => found.has(place));
}
const CLICK_PLACE_IN_URL = /\/api\/clic\?[^"'<>\s]*?\bblocco=([a-z]+)/g;

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
  /** `clic` split by where on the page the link was (every place present, 0 when none). */
  clic_per_posizione: Record<ClickPlace, number>;
}

/**
 * One place of the click reports (common/content-blocks.ts CLICK_PLACES): its clicks, the views of
 * pages that showed it (one per view and place present on the page), clicks ÷ views (null without views).
 */
export interface StatsPlace {
  blocco: ClickPlace;
  clic: number;
  visualizzazioni: number;
  ctr: number | null;
}

/**
 * GET /api/statistiche?da=YYYY-MM-DD&a=YYYY-MM-DD (staff only; both days included, at most
 * STATS_MAX_DAYS): every day of the range (zeros where nothing was counted), the products by
 * clicks (most first, every product with a click), the pages by views (most first, at most 200),
 * the clicks and views per place (all four, in CLICK_PLACES order).
 */
export interface StatsAnswer {
  giorni: StatsDay[];
  prodotti: StatsProduct[];
  pagine: StatsPage[];
  posizioni: StatsPlace[];
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
