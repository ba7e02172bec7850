import type { z } from 'zod';
import { toPositiveId } from '../../common/ids.ts';
import { MSG } from '../../common/messages.ts';
import { formatZodError } from '../../common/validation.ts';
import { AppError } from '../domain/errors.ts';

/** Parses a request part with a zod schema; failures become a 400 with an Italian message. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, format: (error: z.ZodError) => string = formatZodError): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError(400, format(result.error));
  return result.data;
}

/** A positive integer id from a route parameter, else 400. */
export function parseId(value: unknown): number {
  const id = toPositiveId(value);
  if (id === null) throw new AppError(400, MSG.invalidId);
  return id;
}
