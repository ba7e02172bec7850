import type { z } from 'zod';
import type { ClaimReport } from '../../../common/claims.ts';
import type { ContentType } from '../../../common/content-types.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import type { Resolver } from '../claim-checks.ts';
import type { VersionGuard } from '../content-versions.ts';
import { AppError, badRequest } from '../errors.ts';
import type { Viewer } from '../visibility.ts';
import type { ContentTable, Snapshot } from './tables.ts';

/** The publishing gate's options: the claims the editor confirms (each with its source), who does, and when a scheduled publication was due. */
export interface PublishOptions {
  conferme?: ConfirmationsInput;
  utente?: Resolver | null;
  /** A scheduled publication: the time it was due (a news item without a publication date is dated so). */
  quando?: string;
}

/**
 * What every publishable type does, whatever its table and its service: the shared routes
 * (server/http/routes/content.ts), the scheduler, the revisions' restore and the claims' routes
 * call only this. Ids: `pathId` is the editor's path id (a review's PRODUCT id), `id` the content's
 * own id (a review's REVIEW id), as the spec has them. Each method answers the type's wire shape
 * (server/domain/content/registry.ts maps them, in one place).
 */
export interface PublishableText {
  /** GET /{path}/{pathId}: what this viewer may read; a 404 when nothing is visible. */
  read(viewer: Viewer, pathId: number): Promise<unknown>;
  /** The content by its own id, as staff read it (Programma's answer); undefined when it does not exist. */
  getById(id: number): Promise<unknown>;
  /** PUT /{path}/{pathId}: the body validated with the type's schema, Amazon links given our tag (`avvisi` says which). */
  save(pathId: number, body: unknown, options: { utente: Resolver | null; guard?: VersionGuard; avvisi: Set<string> }): Promise<unknown>;
  /**
   * The public address that stops answering when the text at `pathId` is deleted (what a 410 or a
   * 301 may be left at); null when it has none of its own, undefined when there is no such text.
   */
  address(pathId: number): Promise<string | null | undefined>;
  /** DELETE /{path}/{pathId}; false when there is none. */
  deleteByPath(pathId: number, utente: Resolver | null): Promise<boolean>;
  /** The bulk Elimina, by the content's own id; false when there is none. */
  deleteById(id: number, utente: Resolver | null): Promise<boolean>;
  /** POST|PATCH /{path}/{id}/pubblica, a bulk Pubblica, a scheduled publication: the gate, then public. */
  publish(id: number, options: PublishOptions): Promise<unknown>;
  /** Archivia, and back to draft. */
  setStatus(id: number, stato: 'archiviata' | 'bozza', utente: Resolver | null): Promise<unknown>;
  /** The publishing gate alone (Programma): 409 {error, non_verificati} while claims are unresolved. */
  checkPublishable(id: number, options: PublishOptions): Promise<void>;
  /** GET /api/verifica/{tipo}/{id}; with `confirm`, POST …/conferme: its confirmations recorded first (decision 0069). */
  claimReport(id: number, confirm?: { conferme: ConfirmationsInput; utente: Resolver | null }): Promise<ClaimReport>;
  /** POST /api/verifica/{tipo}/{id}: the model-based pass again over the stored text. */
  reverify(id: number, signal?: AbortSignal): Promise<unknown>;
  /** Its writer and status (the role rules, decision 0063), by path id or by its own id; undefined when it does not exist. */
  owner(by: 'path' | 'id', value: number): Promise<TextOwner | undefined>;
  /** A revision written back through the save (action 'ripristino'); the status stays. */
  restore(id: number, snapshot: Snapshot, utente: Resolver | null, conferme?: ConfirmationsInput): Promise<unknown>;
}

/** Who wrote a text and its status: what the role rules read. */
export interface TextOwner {
  id_autore: number | null;
  stato: string;
}

/** One type of the registry: what it is declared with, and what it does. */
export interface ContentEntry extends PublishableText {
  tipo: ContentType;
  /** The API path segment: /api/{path}/… */
  path: string;
  table: ContentTable;
  /** The type's validation messages (the publish body's, the save's). */
  errorMessage: (error: z.ZodError) => string;
}

/** The same validation as a request's (a 400 with the type's Italian message). */
export function validated<S extends z.ZodType>(schema: S, value: unknown, format: (e: z.ZodError) => string): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw badRequest(format(result.error));
  return result.data;
}

/** A kept state's fields among `keys` (those it has). */
export const pick = (snapshot: Snapshot, keys: readonly string[]) => Object.fromEntries(keys.filter((k) => k in snapshot).map((k) => [k, snapshot[k]]));

/** The 404 of a content that is not there (or not visible). */
export const missing = (table: ContentTable, body?: Record<string, unknown>) => new AppError(404, table.notFound, body);
