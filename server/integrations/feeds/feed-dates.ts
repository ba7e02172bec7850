/** Dates of feeds (RFC 822 with Italian and English month names and zones, ISO 8601) read as ISO strings in UTC. */

const MONTHS: Record<string, string> = {
  gen: 'Jan',
  feb: 'Feb',
  mar: 'Mar',
  apr: 'Apr',
  mag: 'May',
  giu: 'Jun',
  lug: 'Jul',
  ago: 'Aug',
  set: 'Sep',
  ott: 'Oct',
  nov: 'Nov',
  dic: 'Dec',
};

const ZONES: Record<string, string> = {
  cet: '+0100',
  cest: '+0200',
  met: '+0100',
  mest: '+0200',
  bst: '+0100',
  wet: '+0000',
  west: '+0100',
  eet: '+0200',
  eest: '+0300',
  z: '+0000',
  ut: '+0000',
};

/** An RSS (RFC 822, also with Italian day and month names) or Atom/Dublin Core (ISO 8601) date as ISO 8601. */
export function parseFeedDate(text: string | null | undefined): string | null {
  let value = text?.replace(/\s+/g, ' ').trim();
  if (!value) return null;
  if (!/^\d{4}-\d{2}/.test(value)) {
    value = value
      .replace(/^[^\d,]*,\s*/, '') // the day name, in any language
      .replace(/\b(gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic)[a-z]*\.?(?=\s)/i, (m, mon: string) => MONTHS[mon.toLowerCase()] ?? m)
      .replace(/\b([A-Z]{1,4})$/i, (m, zone: string) => ZONES[zone.toLowerCase()] ?? m);
  }
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const date = new Date(time);
  const year = date.getUTCFullYear();
  return year < 1970 || year > 9999 ? null : date.toISOString();
}

/* ------------------------------------------------------------------------------------------------
 * Text
 * ---------------------------------------------------------------------------------------------- */
