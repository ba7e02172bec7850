/** it-IT formatting with Intl: prices as "€ 12,90"-style currency, dates long and short. */
const priceFormat = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const longDate = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' });
const shortDate = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' });

export function formatPrice(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : priceFormat.format(value);
}

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function formatLongDate(value: string | null | undefined): string {
  const d = toDate(value);
  return d ? longDate.format(d) : '';
}

const dateTime = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' });
const time = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });

/** '23 novembre 2026 alle 10:05' (Europe/Rome). */
export function formatDateTime(value: string | null | undefined): string {
  const d = toDate(value);
  return d ? `${dateTime.format(d)} alle ${time.format(d)}` : '';
}

/** '23/11/2026, 10:05' (Europe/Rome). */
export function formatShortDateTime(value: string | null | undefined): string {
  const d = toDate(value);
  return d ? `${shortDate.format(d)}, ${time.format(d)}` : '';
}

export function formatShortDate(value: string | null | undefined): string {
  const d = toDate(value);
  return d ? shortDate.format(d) : '';
}

export { productName } from '../../common/product-name.ts';

export const PLACEHOLDER_IMAGE = '/assets/placeholder.png';
