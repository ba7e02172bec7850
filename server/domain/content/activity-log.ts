import type { ActivityObject } from '../../../common/activity.ts';
import { type ContentType, isContentType } from '../../../common/content-types.ts';
import { ABOUT_TITLE } from '../../../common/messages-activity.ts';
import { productName } from '../../../common/product-name.ts';
import type { Db } from '../../db/index.ts';
import type { ActivityService, Actor } from '../activity.ts';
import type { RestoreWriter } from '../revisions.ts';
import type { ContentEntry } from './publishable.ts';
import { CONTENT_TABLES, readSnapshot, untyped } from './tables.ts';

export interface ActivityDeps {
  db: Db;
  activity: ActivityService;
}

/** A text as the log names it: its own id and its title (a review without one: its product's name). */
export interface TextRef {
  id: number;
  titolo: string;
}

/** The text of `tipo` whose `key` column is `value` (a review's product id, or any own id); undefined when none. */
export async function textRef(db: Db, tipo: ContentType, value: number, key: 'id' | 'path' = 'id'): Promise<TextRef | undefined> {
  const k = db.kysely;
  // A review is named after its product when it has no title of its own.
  if (CONTENT_TABLES[tipo].pathKey === 'id_prodotto') {
    const row = await k
      .selectFrom('reviews')
      .innerJoin('products', 'products.id', 'reviews.id_prodotto')
      .select(['reviews.id', 'reviews.titolo', 'products.nome_visualizzato', 'products.nome_sintetico', 'products.nome_prodotto'])
      .where(key === 'path' ? 'reviews.id_prodotto' : 'reviews.id', '=', value)
      .executeTakeFirst();
    return row && { id: row.id, titolo: row.titolo || productName(row) };
  }
  const row = await untyped(k).selectFrom(CONTENT_TABLES[tipo].table).select(['id', 'titolo']).where('id', '=', value).executeTakeFirst();
  return row && { id: row.id, titolo: String(row.titolo ?? '') };
}

/** The newest confirmation's id now: what a call adds comes after it. */
async function lastConfirmation(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('claim_confirmations')
    .select((eb) => eb.fn.max('id').as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * One 'claim_confermato' line per confirmation stored for the text since `after` (a call's
 * `conferme`), with the claim and its source, by whoever the confirmation names. Read from the
 * table after the call, so a confirmation a failed write rolled back is never logged, and one kept
 * by a publication the gate still refused is.
 */
export async function logConfirmations(deps: ActivityDeps, tipo: ActivityObject, text: TextRef | undefined, after: number): Promise<void> {
  if (!text) return;
  const rows = await deps.db.kysely
    .selectFrom('claim_confirmations')
    .select(['id', 'testo', 'fonte', 'id_utente', 'autore'])
    .where('tipo', '=', tipo)
    .where('id_contenuto', '=', text.id)
    .where('id', '>', after)
    .orderBy('id')
    .execute();
  for (const c of rows) {
    const actor: Actor = { id: c.id_utente ?? 0, username: c.autore };
    await deps.activity.record(actor, {
      azione: 'claim_confermato',
      tipo_oggetto: tipo,
      id_oggetto: text.id,
      titolo: text.titolo,
      dettagli: { affermazione: c.testo, fonte: c.fonte },
    });
  }
}

/** Runs `call`, then logs the confirmations it stored (also when it failed after storing some). */
async function confirming<R>(deps: ActivityDeps, tipo: ContentType, ref: () => Promise<TextRef | undefined>, call: () => Promise<R>): Promise<R> {
  const after = (await quietly(deps, () => lastConfirmation(deps.db))) ?? Number.MAX_SAFE_INTEGER;
  try {
    return await call();
  } finally {
    await quietly(deps, async () => logConfirmations(deps, tipo, await ref(), after));
  }
}

/** Work of the log around an action: a failure is reported and never fails (nor masks the failure of) the action. */
async function quietly<T>(deps: ActivityDeps, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (err) {
    deps.activity.reportFailure(err);
    return undefined;
  }
}

type TextKind = 'modificato' | 'pubblicato' | 'archiviato' | 'riportato_in_bozza' | 'eliminato';

/** What a change of status is in the log. */
const STATUS_KIND: Record<string, TextKind> = { pubblicata: 'pubblicato', archiviata: 'archiviato', bozza: 'riportato_in_bozza' };

/**
 * A registry entry that writes the activity log (decision 0064): after each action succeeds, one
 * line — a save 'modificato', Pubblica 'pubblicato' (a scheduled one by who scheduled it, marked
 * `programmata`), Archivia, back to draft, Elimina (with the title it had) — plus one line per
 * claim confirmed on the way. The shared routes and the bulk actions call the entry, so each path
 * logs once.
 */
export function withActivity(entry: ContentEntry, deps: ActivityDeps): ContentEntry {
  const { tipo } = entry;
  const log = (
    actor: Actor | null,
    azione: 'modificato' | 'pubblicato' | 'archiviato' | 'riportato_in_bozza' | 'eliminato',
    text: TextRef | undefined,
    dettagli?: Record<string, unknown>,
  ) => (text ? deps.activity.record(actor, { azione, tipo_oggetto: tipo, id_oggetto: text.id, titolo: text.titolo, dettagli }) : Promise.resolve());
  const byPath = (pathId: number) => textRef(deps.db, tipo, pathId, CONTENT_TABLES[tipo].pathKey === 'id_prodotto' ? 'path' : 'id');
  const byId = (id: number) => textRef(deps.db, tipo, id);
  /** The text's name, its editable fields (as one string, to compare) and its status. */
  const stateOf = async (pathId: number) => {
    const ref = await byPath(pathId);
    const snapshot = ref && (await readSnapshot(deps.db.kysely, tipo, ref.id));
    if (!ref || !snapshot) return undefined;
    const { stato, ...fields } = snapshot;
    return { ref, stato, fields: JSON.stringify(fields) };
  };
  const deleted = async (ref: TextRef | undefined, done: boolean, utente: Actor | null) => {
    if (done) await quietly(deps, () => log(utente, 'eliminato', ref));
    return done;
  };
  // Every argument is passed on as it came (a parameter the interface gains later included).
  return {
    ...entry,
    save: async (...args) => {
      const [pathId, , options] = args;
      const before = await quietly(deps, () => stateOf(pathId));
      const answer = await confirming(
        deps,
        tipo,
        () => byPath(pathId),
        () => entry.save(...args),
      );
      await quietly(deps, async () => {
        const after = await stateOf(pathId);
        // One save, one 'modificato'; a save that also changed the status (the news editor's Stato) says so too.
        const statusChanged = after !== undefined && before?.stato !== after.stato;
        if (!statusChanged || before?.fields !== after.fields) await log(options.utente, 'modificato', after?.ref);
        if (statusChanged) await log(options.utente, STATUS_KIND[String(after.stato)] ?? 'modificato', after.ref);
      });
      return answer;
    },
    publish: async (...args) => {
      const [id, options] = args;
      const answer = await confirming(
        deps,
        tipo,
        () => byId(id),
        () => entry.publish(...args),
      );
      await quietly(deps, async () => log(options.utente ?? null, 'pubblicato', await byId(id), options.quando ? { programmata: true } : undefined));
      return answer;
    },
    checkPublishable: (...args) =>
      confirming(
        deps,
        tipo,
        () => byId(args[0]),
        () => entry.checkPublishable(...args),
      ),
    setStatus: async (...args) => {
      const [id, stato, utente] = args;
      const answer = await entry.setStatus(...args);
      await quietly(deps, async () => log(utente, stato === 'archiviata' ? 'archiviato' : 'riportato_in_bozza', await byId(id)));
      return answer;
    },
    deleteByPath: async (...args) => {
      const ref = await quietly(deps, () => byPath(args[0]));
      return deleted(ref, await entry.deleteByPath(...args), args[1]);
    },
    deleteById: async (...args) => {
      const ref = await quietly(deps, () => byId(args[0]));
      return deleted(ref, await entry.deleteById(...args), args[1]);
    },
  };
}

/** Every entry of the registry with its log. */
export function registryWithActivity<R extends Record<ContentType, ContentEntry>>(registry: R, deps: ActivityDeps): R {
  return Object.fromEntries(Object.entries(registry).map(([k, e]) => [k, withActivity(e, deps)])) as R;
}

/**
 * A revision written back (Ripristina) logs 'ripristinato' on its text (the About page too), with
 * the revision's id, and the claims confirmed with it.
 */
export function restoreWithActivity(write: RestoreWriter, deps: ActivityDeps): RestoreWriter {
  return async (tipo, id, contenuto, utente, conferme) => {
    if (!isContentType(tipo)) {
      const answer = await write(tipo, id, contenuto, utente, conferme);
      await deps.activity.record(utente, { azione: 'ripristinato', tipo_oggetto: tipo, id_oggetto: id, titolo: ABOUT_TITLE });
      return answer;
    }
    const ref = () => textRef(deps.db, tipo, id);
    const answer = await confirming(deps, tipo, ref, () => write(tipo, id, contenuto, utente, conferme));
    const text = await ref();
    if (text) await deps.activity.record(utente, { azione: 'ripristinato', tipo_oggetto: tipo, id_oggetto: text.id, titolo: text.titolo });
    return answer;
  };
}
