import { useMutation } from '@tanstack/react-query';
import { CalendarClock, CalendarX } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { GateClaim } from '../../../../common/claims.ts';
import { SCHEDULE_MSG as S } from '../../../../common/messages-schedule.ts';
import type { ConfirmationsInput } from '../../../../common/schemas-claims.ts';
import { scheduleTimeError } from '../../../../common/schemas-schedule.ts';
import type { ContentStatus } from '../../../../common/types.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useToast } from '../../ui/toast.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { isUnauthorized } from '../../../lib/query.tsx';
import { claimsFrom, ClaimsResolveDialog, useVerificationRetry } from '../claims/index.ts';
import { cancelSchedule, type SchedulableKind, scheduleInvalidates, scheduleItem } from '../../../entities/schedule/api.ts';
import { defaultRomeSlot, formatRome, romeToUtc, utcToRome } from './rome-time.ts';

type Slot = { date: string; time: string };
type FieldError = { field: 'date' | 'time'; message: string };

/** The instant of the slot, or why it cannot be scheduled at `now`. */
function readSlot(slot: Slot, now: Date): { at: Date } | FieldError {
  if (!slot.date) return { field: 'date', message: S.dateRequired };
  if (!slot.time) return { field: 'time', message: S.timeRequired };
  const at = romeToUtc(slot.date, slot.time);
  if (!at) return { field: 'time', message: S.timeMissing };
  const refused = scheduleTimeError(at, now);
  return refused ? { field: 'date', message: refused } : { at };
}

/**
 * 'Programma': the day and the time of the publication on the clock in Italy (Europe/Rome; the
 * API gets the instant in UTC, summer time included), tomorrow at 09:00 at first, or the time
 * already set. A time in the past is refused here and by the server; a 409 with claims to resolve
 * opens the publishing gate's dialog, whose confirmations are sent with the schedule.
 * `now` is the clock (tests pass their own).
 */
export function ScheduleDialog({
  open,
  kind,
  id,
  scheduledAt,
  onClose,
  now = () => new Date(),
}: {
  open: boolean;
  kind: SchedulableKind;
  id: number;
  scheduledAt: string | null;
  onClose(): void;
  now?: () => Date;
}) {
  const formId = useId();
  const dateId = useId();
  const timeId = useId();
  const toast = useToast();
  const verification = useVerificationRetry(kind);
  const initial = (): Slot => (scheduledAt ? utcToRome(scheduledAt) : defaultRomeSlot(now()));
  const [slot, setSlot] = useState<Slot>(initial);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [claims, setClaims] = useState<GateClaim[] | null>(null);
  // Each opening starts again from the time set (or tomorrow at 09:00).
  const [shown, setShown] = useState(open);
  if (shown !== open) {
    setShown(open);
    if (open) {
      setSlot(initial());
      setFieldError(null);
      setServerError(null);
      setClaims(null);
    }
  }

  const mutation = useMutation({ mutationFn: scheduleItem, meta: { invalidates: scheduleInvalidates(kind) } });

  async function submit(conferme?: ConfirmationsInput) {
    const read = readSlot(slot, now());
    if (!('at' in read)) {
      setClaims(null);
      setFieldError(read);
      return;
    }
    setFieldError(null);
    setServerError(null);
    try {
      await mutation.mutateAsync({ kind, id, quando: read.at.toISOString(), conferme });
      setClaims(null);
      toast.success(S.scheduled(formatRome(read.at)));
      onClose();
    } catch (err) {
      if (isUnauthorized(err)) return;
      const found = claimsFrom(err);
      if (found) return setClaims(found);
      setClaims(null);
      setServerError(errorMessage(err, S.failed));
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void submit();
  }

  async function retryVerification() {
    const left = await verification.retry(id);
    if (left !== null) setClaims(left.length > 0 ? left : null);
  }

  const change = (field: keyof Slot, value: string) => {
    setSlot((s) => ({ ...s, [field]: value }));
    setFieldError(null);
  };
  const errorOf = (field: FieldError['field']) => (fieldError?.field === field ? fieldError.message : null);
  const dateError = errorOf('date');
  const timeError = errorOf('time');

  const footer = (
    <>
      <Button onClick={onClose} disabled={mutation.isPending}>
        {S.close}
      </Button>
      <Button type="submit" form={formId} variant="primary" loading={mutation.isPending} icon={<CalendarClock size={16} aria-hidden="true" />}>
        {mutation.isPending ? S.submitting : S.submit}
      </Button>
    </>
  );

  return (
    <>
      <Dialog open={open && claims === null} title={S.dialogTitle} onClose={onClose} busy={mutation.isPending} size="sm" footer={footer}>
        <form id={formId} onSubmit={onSubmit} noValidate>
          <p className="field-hint">{S.dialogHint}</p>
          <div className="schedule-fields">
            <div className={`field${dateError ? ' has-error' : ''}`}>
              <label htmlFor={dateId}>{S.dateLabel}</label>
              <input
                id={dateId}
                type="date"
                value={slot.date}
                required
                aria-invalid={dateError ? true : undefined}
                aria-describedby={dateError ? `${dateId}-error` : undefined}
                onChange={(e) => change('date', e.target.value)}
              />
              {dateError && (
                <p className="field-error" id={`${dateId}-error`} role="alert">
                  {dateError}
                </p>
              )}
            </div>
            <div className={`field${timeError ? ' has-error' : ''}`}>
              <label htmlFor={timeId}>{S.timeLabel}</label>
              <input
                id={timeId}
                type="time"
                value={slot.time}
                required
                aria-invalid={timeError ? true : undefined}
                aria-describedby={timeError ? `${timeId}-error` : undefined}
                onChange={(e) => change('time', e.target.value)}
              />
              {timeError && (
                <p className="field-error" id={`${timeId}-error`} role="alert">
                  {timeError}
                </p>
              )}
            </div>
          </div>
          {serverError && (
            <p className="field-error" role="alert">
              {serverError}
            </p>
          )}
        </form>
      </Dialog>
      <ClaimsResolveDialog
        open={open && claims !== null}
        confirmLabel={S.submit}
        claims={claims ?? []}
        busy={mutation.isPending}
        onConfirm={(conferme) => void submit(conferme)}
        onCancel={() => setClaims(null)}
        onRetryVerification={() => void retryVerification()}
        retrying={verification.retrying}
        tipo={kind}
        id={id}
      />
    </>
  );
}

/**
 * The scheduling actions of a card or list item not yet published: 'Programma' (the dialog; it
 * also changes a time already set) and, when a time is set, 'Annulla programmazione'. Nothing for
 * a published item.
 */
export function ScheduleActions({
  kind,
  id,
  stato,
  scheduledAt,
  disabled,
}: {
  kind: SchedulableKind;
  id: number;
  stato: ContentStatus;
  scheduledAt: string | null;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const cancel = useMutation({ mutationFn: cancelSchedule, meta: { success: S.cancelled, error: S.cancelFailed, invalidates: scheduleInvalidates(kind) } });
  if (stato === 'pubblicata') return null;
  return (
    <>
      <Button size="sm" variant="ghost" icon={<CalendarClock size={16} aria-hidden="true" />} onClick={() => setOpen(true)} disabled={disabled || cancel.isPending}>
        {S.action}
      </Button>
      {scheduledAt && (
        <Button
          size="sm"
          variant="ghost"
          icon={<CalendarX size={16} aria-hidden="true" />}
          onClick={() => cancel.mutate({ kind, id })}
          loading={cancel.isPending}
          disabled={disabled}
        >
          {S.cancel}
        </Button>
      )}
      <ScheduleDialog open={open} kind={kind} id={id} scheduledAt={scheduledAt} onClose={() => setOpen(false)} />
    </>
  );
}
