// 'Programma' (app/features/schedule): the dialog takes a day and a time on the clock in Italy and
// sends the instant in UTC (winter and summer time, the hour skipped in March refused), refuses a
// time in the past without asking the server, opens the publishing gate's dialog on a 409 with
// claims; a scheduled item shows 'Programmata per …' and 'Annulla programmazione'.
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { ScheduleActions, ScheduleBadge, ScheduleDialog } from '../../app/components/dashboard/schedule/index.ts';
import { romeToUtc, utcToRome } from '../../app/components/dashboard/schedule/rome-time.ts';
import { CLAIMS_MSG } from '../../common/messages-claims.ts';
import { SCHEDULE_MSG } from '../../common/messages-schedule.ts';
import { apiServer } from './api-server.ts';
import { aReview } from './builders.ts';
import { renderInDashboard } from './render.tsx';

/** The clock of these tests: 26 November 2026, 11:00 in Rome. */
const NOW = new Date('2026-11-26T10:00:00Z');

/** Records the bodies POSTed to the review's programma path; answers `answer` (default: the review scheduled). */
function servePost(answer?: () => Response) {
  const bodies: unknown[] = [];
  apiServer.use(
    http.post('/api/recensioni/31/programma', async ({ request }) => {
      const body = (await request.json()) as { quando: string };
      bodies.push(body);
      return answer?.() ?? HttpResponse.json(aReview({ id: 31, pubblicazione_programmata: new Date(body.quando).toISOString() }));
    }),
  );
  return bodies;
}

function renderDialog(now = NOW, scheduledAt: string | null = null) {
  const onClose = vi.fn();
  const view = renderInDashboard(<ScheduleDialog open kind="recensione" id={31} scheduledAt={scheduledAt} onClose={onClose} now={() => now} />);
  const dialog = screen.getByRole('dialog', { name: SCHEDULE_MSG.dialogTitle });
  const date = within(dialog).getByLabelText(SCHEDULE_MSG.dateLabel) as HTMLInputElement;
  const time = within(dialog).getByLabelText(SCHEDULE_MSG.timeLabel) as HTMLInputElement;
  const submit = () => view.user.click(screen.getByRole('button', { name: SCHEDULE_MSG.submit }));
  const set = (day: string, at: string) => {
    fireEvent.change(date, { target: { value: day } });
    fireEvent.change(time, { target: { value: at } });
  };
  return { ...view, dialog, date, time, submit, set, onClose };
}

describe('Europe/Rome time', () => {
  test('converts both ways, summer time included; the hour skipped in March does not exist', () => {
    expect(romeToUtc('2026-11-27', '09:00')?.toISOString()).toBe('2026-11-27T08:00:00.000Z');
    expect(romeToUtc('2026-07-01', '09:00')?.toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(romeToUtc('2026-03-29', '03:00')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(romeToUtc('2026-03-29', '02:30')).toBeNull();
    // The hour that happens twice in October: the first time (summer time).
    expect(romeToUtc('2026-10-25', '02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(romeToUtc('2026-02-30', '09:00')).toBeNull();
    expect(utcToRome('2026-07-01T07:00:00.000Z')).toEqual({ date: '2026-07-01', time: '09:00' });
    expect(utcToRome('2026-12-31T23:30:00.000Z')).toEqual({ date: '2027-01-01', time: '00:30' });
  });
});

describe('schedule dialog', () => {
  test('starts at tomorrow 09:00 in Italy and sends that instant in UTC', async () => {
    const bodies = servePost();
    const { date, time, submit, onClose } = renderDialog();
    expect(date.value).toBe('2026-11-27');
    expect(time.value).toBe('09:00');
    await submit();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ quando: '2026-11-27T08:00:00.000Z' }]);
    expect(await screen.findByText('Pubblicazione programmata per 27 nov 2026, 09:00.')).toBeInTheDocument();
  });

  test('a summer day is two hours ahead of UTC', async () => {
    const bodies = servePost();
    const { set, submit, onClose } = renderDialog();
    set('2027-07-01', '18:45');
    await submit();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ quando: '2027-07-01T16:45:00.000Z' }]);
  });

  test('opens on the time already set', () => {
    servePost();
    const { date, time } = renderDialog(NOW, '2027-03-30T07:15:00.000Z');
    expect(date.value).toBe('2027-03-30');
    expect(time.value).toBe('09:15');
  });

  test('refuses the past, an empty field, the hour skipped in March and more than two years ahead, without asking the server', async () => {
    const bodies = servePost();
    const { set, submit, date, time, onClose } = renderDialog(new Date('2026-03-01T10:00:00Z'));
    set('2026-03-01', '10:59');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(SCHEDULE_MSG.whenPast);
    expect(date).toHaveAttribute('aria-invalid', 'true');

    set('2026-03-29', '02:30');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(SCHEDULE_MSG.timeMissing);
    expect(time).toHaveAttribute('aria-invalid', 'true');

    set('2026-03-29', '');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(SCHEDULE_MSG.timeRequired);

    // More than two years ahead.
    set('2028-03-01', '12:00');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(SCHEDULE_MSG.whenTooFar);
    expect(date).toHaveAttribute('aria-invalid', 'true');

    expect(bodies).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  test('shows the server’s refusal in Italian', async () => {
    servePost(() => HttpResponse.json({ error: SCHEDULE_MSG.alreadyPublished }, { status: 409 }));
    const { submit, onClose } = renderDialog();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(SCHEDULE_MSG.alreadyPublished);
    expect(onClose).not.toHaveBeenCalled();
  });

  test('a 409 with claims opens the publishing gate; the confirmations go with the schedule', async () => {
    const claim = 'È la torcia più luminosa della sua categoria.';
    let calls = 0;
    const bodies = servePost(() =>
      ++calls === 1
        ? HttpResponse.json(
            { error: 'La recensione contiene 1 affermazione da verificare.', non_verificati: [{ text: claim, kind: 'qualitativa', motivo: 'Non nei dati.' }] },
            { status: 409 },
          )
        : HttpResponse.json(aReview({ id: 31, pubblicazione_programmata: '2026-11-27T08:00:00.000Z' })),
    );
    const { submit, user, onClose } = renderDialog();
    await submit();
    const gate = await screen.findByRole('dialog', { name: CLAIMS_MSG.dialogTitle });
    expect(gate).toHaveTextContent(claim);
    const sources = within(gate).getAllByRole('textbox');
    for (const source of sources) await user.type(source, 'Scheda tecnica del produttore');
    await user.click(within(gate).getByRole('button', { name: SCHEDULE_MSG.submit }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({ quando: '2026-11-27T08:00:00.000Z', conferme: [{ testo: claim, fonte: 'Scheda tecnica del produttore' }] });
  });
});

describe('badge and actions', () => {
  test('a scheduled item shows when, in Italian time', () => {
    renderInDashboard(<ScheduleBadge at="2026-11-27T08:00:00.000Z" />);
    expect(screen.getByText('Programmata per 27 nov 2026, 09:00')).toBeInTheDocument();
  });

  test('nothing when not scheduled; no actions on a published item', () => {
    renderInDashboard(
      <div data-testid="vuoto">
        <ScheduleBadge at={null} />
        <ScheduleActions kind="guida" id={4} stato="pubblicata" scheduledAt="2026-11-27T08:00:00.000Z" />
      </div>,
    );
    expect(screen.getByTestId('vuoto')).toBeEmptyDOMElement();
  });

  test('Annulla programmazione sends the DELETE', async () => {
    let deleted = 0;
    apiServer.use(
      http.delete('/api/notizie/9/programma', () => {
        deleted++;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderInDashboard(<ScheduleActions kind="notizia" id={9} stato="bozza" scheduledAt="2026-11-27T08:00:00.000Z" />);
    expect(screen.getByRole('button', { name: SCHEDULE_MSG.action })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: SCHEDULE_MSG.cancel }));
    await vi.waitFor(() => expect(deleted).toBe(1));
    expect(await screen.findByText(SCHEDULE_MSG.cancelled)).toBeInTheDocument();
  });

  test('Programma opens the dialog from the keyboard', async () => {
    const { user } = renderInDashboard(<ScheduleActions kind="recensione" id={31} stato="bozza" scheduledAt={null} />);
    screen.getByRole('button', { name: SCHEDULE_MSG.action }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: SCHEDULE_MSG.dialogTitle })).toBeInTheDocument();
  });
});
