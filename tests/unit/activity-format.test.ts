import { describe, expect, it } from 'vitest';
import type { ActivityLine } from '../../common/activity.ts';
import { romeDayBounds } from '../../common/rome-time.ts';
import { detailsOf, formatWhen } from '../../app/features/activity/activity-format.ts';

/** The activity log's words and days (decision 0064): 'oggi'/'ieri' in Italian time, details as label and value, a day's bounds across summer time. */
const line = (dettagli: Record<string, unknown> | null): ActivityLine => ({
  id: 1,
  id_utente: 1,
  nome_utente: 'Giulia',
  azione: 'claim_confermato',
  tipo_oggetto: 'recensione',
  id_oggetto: 3,
  titolo: 'Lanterna',
  dettagli,
  creata_il: '2026-05-04T09:30:00.000Z',
  collegamento: null,
});

describe('formatWhen', () => {
  const now = Date.parse('2026-05-04T22:30:00.000Z'); // 00:30 of 5 May in Rome

  it('says oggi and ieri by the day in Rome, else the date', () => {
    expect(formatWhen('2026-05-04T22:10:00.000Z', now)).toBe('oggi 00:10');
    expect(formatWhen('2026-05-04T12:02:00.000Z', now)).toBe('ieri 14:02');
    expect(formatWhen('2026-05-02T12:02:00.000Z', now)).toMatch(/^2 mag 2026, 14:02$/);
  });
});

describe('detailsOf', () => {
  it('names a claim and its source, a key, an operation, a schedule, and whatever else a kind adds', () => {
    expect(detailsOf(line({ affermazione: 'La più luminosa', fonte: 'Prova di laboratorio' }))).toEqual([
      { label: 'Affermazione', value: 'La più luminosa' },
      { label: 'Fonte', value: 'Prova di laboratorio' },
    ]);
    expect(detailsOf(line({ nome: 'openai', operazione: 'rimossa' }))).toEqual([
      { label: 'Chiave', value: 'openai' },
      { label: 'Operazione', value: 'rimossa' },
    ]);
    expect(detailsOf(line({ programmata: true }))).toEqual([{ label: 'Come', value: 'pubblicazione programmata' }]);
    expect(detailsOf(line({ ruolo_prima: 'autore', ruolo_dopo: 'editor' }))).toEqual([
      { label: 'ruolo prima', value: 'autore' },
      { label: 'ruolo dopo', value: 'editor' },
    ]);
    expect(detailsOf(line(null))).toEqual([]);
  });
});

describe('romeDayBounds', () => {
  it('is the day in Italian time, 23 hours long when summer time starts', () => {
    expect(romeDayBounds('2026-03-29')).toEqual({ from: '2026-03-28T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' });
    expect(romeDayBounds('2026-07-01')).toEqual({ from: '2026-06-30T22:00:00.000Z', to: '2026-07-01T22:00:00.000Z' });
    expect(romeDayBounds('2026-02-30')).toBeNull();
    expect(romeDayBounds('ieri')).toBeNull();
  });
});
