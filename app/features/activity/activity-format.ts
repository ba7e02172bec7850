import type { ActivityLine } from '../../../common/activity.ts';
import { ACTIVITY_MSG as M, ACTIVITY_OPERATIONS } from '../../../common/messages-activity.ts';
import { formatRome, utcToRome } from '../../../common/rome-time.ts';

const DAY_MS = 24 * 3_600_000;

/** When, in Italian time: 'oggi 14:02', 'ieri 09:15', else '27 nov 2026, 09:00'. */
export function formatWhen(at: string, now: number): string {
  const when = utcToRome(at);
  if (when.date === utcToRome(new Date(now).toISOString()).date) return M.today(when.time);
  if (when.date === utcToRome(new Date(now - DAY_MS).toISOString()).date) return M.yesterday(when.time);
  return formatRome(at);
}

const KNOWN = new Set(['affermazione', 'fonte', 'nome', 'operazione', 'quando', 'programmata', 'impostazione']);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** What a line adds, as label and value pairs: the claim and its source, a key's name, a prompt's change, a scheduled time. */
export function detailsOf(line: ActivityLine): Array<{ label: string; value: string }> {
  const d = line.dettagli ?? {};
  const out: Array<{ label: string; value: string }> = [];
  const claim = text(d.affermazione);
  if (claim) out.push({ label: M.claim, value: claim });
  const source = text(d.fonte);
  if (source) out.push({ label: M.source, value: source });
  const name = text(d.nome);
  // A key's name is already the line's subject.
  if (name && name !== line.titolo) out.push({ label: M.keyName, value: name });
  const operation = text(d.operazione);
  if (operation) out.push({ label: M.operation, value: ACTIVITY_OPERATIONS[operation] ?? operation });
  const at = text(d.quando);
  if (at) out.push({ label: M.scheduledFor, value: formatRome(at) });
  if (d.programmata === true) out.push({ label: M.how, value: M.scheduled });
  // What other kinds add (a role's change…), shown as it comes: its key names it.
  for (const [key, value] of Object.entries(d)) {
    if (KNOWN.has(key) || (typeof value !== 'string' && typeof value !== 'number')) continue;
    out.push({ label: key.replaceAll('_', ' '), value: String(value) });
  }
  return out;
}
