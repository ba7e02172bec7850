import type { z } from 'zod';
import { MSG } from '../../common/messages.ts';
import { formatZodError } from '../../common/validation.ts';
import { AppError } from '../domain/errors.ts';

/** Parses a request part with a zod schema; failures become a 400 with an Italian message. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError(400, formatZodError(result.error));
  return result.data;
}

/** A positive integer id from a route parameter, else 400. */
export function parseId(value: unknown): number {
  const s = String(value ?? '');
  if (!/^\d{1,10}$/.test(s)) throw new AppError(400, MSG.invalidId);
  const n = Number(s);
  if (n < 1 || n > 2_147_483_647) throw new AppError(400, MSG.invalidId);
  return n;
}
