/**
 * The scheduling feature's public entry ('Programma', decision 0026/0030): the actions and dialog
 * of the cards and list items, the badge of a scheduled item, the Europe/Rome time helpers.
 */
export { ScheduleActions, ScheduleDialog } from './schedule-dialog.tsx';
export { ScheduleBadge } from './schedule-badge.tsx';
export type { SchedulableKind } from '../../../entities/schedule/api.ts';
export { defaultRomeSlot, formatRome, romeToUtc, utcToRome } from './rome-time.ts';
