/**
 * Dates and times in Italian time (Europe/Rome), with Intl only: in 'Programma' the editor picks
 * a day and a time as the clock in Italy shows them; the API stores the instant in UTC.
 */
export const ROME = 'Europe/Rome';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ROME,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const shownFormat = new Intl.DateTimeFormat('it-IT', { timeZone: ROME, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock in Rome at an instant. */
function romeParts(ms: number) {
  const parts = partsFormat.formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** Rome's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function offsetAt(ms: number): number {
  const p = romeParts(ms);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * The instant of a day ('YYYY-MM-DD') and time ('HH:MM') on the clock in Rome; null when either is
 * malformed or the time does not exist that day (the hour skipped when summer time starts). The
 * hour that happens twice when it ends is taken the first time (still summer time).
 */
export function romeToUtc(date: string, time: string): Date | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [number, number, number, number, number];
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // The offsets around that day (the same, or the two of a change); the one that reads back the same wall time wins.
  const offsets = [...new Set([offsetAt(wall - 12 * 3_600_000), offsetAt(wall + 12 * 3_600_000)])];
  const instants = offsets.map((off) => wall - off * 60_000).filter((ms) => offsetAt(ms) === (wall - ms) / 60_000);
  return instants.length > 0 ? new Date(Math.min(...instants)) : null;
}

/** The day ('YYYY-MM-DD') and time ('HH:MM') on the clock in Rome at an instant. */
export function utcToRome(at: Date | string): { date: string; time: string } {
  const p = romeParts(new Date(at).getTime());
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** Tomorrow in Rome (from `now`) at 09:00: the dialog's first suggestion. */
export function defaultRomeSlot(now: Date = new Date()): { date: string; time: string } {
  const p = romeParts(now.getTime());
  const tomorrow = new Date(Date.UTC(p.year, p.month - 1, p.day + 1));
  return { date: `${tomorrow.getUTCFullYear()}-${pad(tomorrow.getUTCMonth() + 1)}-${pad(tomorrow.getUTCDate())}`, time: '09:00' };
}

/** An instant as the dashboard shows it, in Italian time: '27 nov 2026, 09:00'. */
export const formatRome = (at: Date | string): string => shownFormat.format(new Date(at));

/** The instants a day in Rome ('YYYY-MM-DD') starts and ends (the next day's start), as ISO UTC; null when the day is malformed. */
export function romeDayBounds(date: string): { from: string; to: string } | null {
  const start = romeToUtc(date, '00:00');
  const d = DATE.exec(date);
  if (!start || !d) return null;
  const next = new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]) + 1));
  const end = romeToUtc(next.toISOString().slice(0, 10), '00:00');
  return end ? { from: start.toISOString(), to: end.toISOString() } : null;
}
