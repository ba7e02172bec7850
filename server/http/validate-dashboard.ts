import type { z } from 'zod';
import { dashboardErrorMessage } from '../../common/schemas-dashboard.ts';
import { badRequest } from '../domain/errors.ts';

/**
 * Like parse() of validate.ts, for the dashboard's schemas: a failure answers 400 with the same
 * sentence the form shows (common/schemas-dashboard.ts).
 */
export function parseDashboard<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw badRequest(dashboardErrorMessage(result.error));
  return result.data;
}
