import { expect } from 'vitest';
import type { ActivityKind, ActivityLine, ActivityPage } from '../../common/activity.ts';
import type { DashboardTestApp } from './dashboard-helpers.ts';

/** A line of GET /api/attivita. */
export type Line = ActivityLine;

/** The newest line's id now (0 when the log is empty). */
export async function lastLine(h: DashboardTestApp): Promise<number> {
  const row = await h.t.services.db.kysely
    .selectFrom('activity')
    .select((eb) => eb.fn.max('id').as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The lines `action` added, read through GET /api/attivita (newest first), as the admin sees them. */
export async function linesOf(h: DashboardTestApp, action: () => Promise<unknown>): Promise<Line[]> {
  const before = await lastLine(h);
  await action();
  const res = await h.send('GET', '/api/attivita');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ActivityPage>().data.filter((l) => l.id > before);
}

/** The one line of kind `azione` among `lines` (fails when there is none or more than one). */
export function onlyOne(lines: Line[], azione: ActivityKind): Line {
  const found = lines.filter((l) => l.azione === azione);
  expect(found, `${azione} in ${JSON.stringify(lines.map((l) => l.azione))}`).toHaveLength(1);
  return found[0]!;
}

/** Sends and expects `status`; the JSON answer. */
export async function ok<T = { id: number }>(h: DashboardTestApp, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, status = 200): Promise<T> {
  const res = await h.send(method, url, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return (res.body ? res.json() : undefined) as T;
}
