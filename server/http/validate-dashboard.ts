import type { z } from 'zod';
import { dashboardErrorMessage } from '../../common/schemas-dashboard.ts';
import { parse } from './validate.ts';

/**
 * parse() for the dashboard's schemas: a failure answers 400 with the same sentence the form
 * shows (common/schemas-dashboard.ts).
 */
export function parseDashboard<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  return parse(schema, value, dashboardErrorMessage);
}
