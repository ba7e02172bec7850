import type { ActivityKind, ActivityObject, ActivityPage, ActivityPerson } from '../../common/activity.ts';
import { CONTENT_TYPES, type ContentType, editorPath, isContentType } from '../../common/content-types.ts';
import type { Db } from '../db/index.ts';
import { CONTENT_TABLES, untyped } from './content/tables.ts';

/** The log's kinds an editor does not read: accounts, API keys and settings are the administrator's (common/roles.ts). */
export const ADMIN_ONLY_OBJECTS: readonly ActivityObject[] = ['utente', 'chiave', 'impostazione'];

/** Lines per page of GET /api/attivita. */
export const ACTIVITY_PAGE_SIZE = 50;

export interface ActivityQuery {
  utente?: number;
  azione?: ActivityKind;
  /** Instants (ISO UTC): from (included), to (excluded). */
  dal?: string;
  al?: string;
  pagina: number;
  /** An editor's view: without the administrator's kinds. */
  soloEditoriale: boolean;
}

function filtered(db: Db, q: Omit<ActivityQuery, 'pagina'>) {
  let query = db.kysely.selectFrom('activity');
  if (q.soloEditoriale) query = query.where('tipo_oggetto', 'not in', [...ADMIN_ONLY_OBJECTS]);
  if (q.utente !== undefined) query = query.where('id_utente', '=', q.utente);
  if (q.azione !== undefined) query = query.where('azione', '=', q.azione);
  if (q.dal !== undefined) query = query.where('creata_il', '>=', q.dal);
  if (q.al !== undefined) query = query.where('creata_il', '<', q.al);
  return query;
}

function parsed(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** One page, newest first (ties: the later line first). */
export async function listActivity(db: Db, q: ActivityQuery): Promise<ActivityPage> {
  const count = await filtered(db, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const totale = Number(count?.n ?? 0);
  const rows = await filtered(db, q)
    .selectAll()
    .orderBy('creata_il', 'desc')
    .orderBy('id', 'desc')
    .limit(ACTIVITY_PAGE_SIZE)
    .offset((q.pagina - 1) * ACTIVITY_PAGE_SIZE)
    .execute();
  const links = await linksOf(db, rows);
  const data = rows.map((r, i) => ({
    id: r.id,
    id_utente: r.id_utente,
    nome_utente: r.nome_utente,
    azione: r.azione,
    tipo_oggetto: r.tipo_oggetto,
    id_oggetto: r.id_oggetto,
    titolo: r.titolo,
    dettagli: parsed(r.dettagli),
    creata_il: r.creata_il,
    collegamento: links[i] ?? null,
  }));
  return { data, totale, pagina: q.pagina, per_pagina: ACTIVITY_PAGE_SIZE, pagine: Math.max(1, Math.ceil(totale / ACTIVITY_PAGE_SIZE)) };
}

/** The screens that list what has no editor page of its own. */
const SCREENS: Partial<Record<ActivityObject, string>> = {
  'chi-siamo': '/dashboard/chi-siamo',
  chiave: '/dashboard/chiavi',
  impostazione: '/dashboard/fonti-feed',
};

/** Where each line leads, looked up in one query per kind of object on the page (a deleted text leads nowhere). */
async function linksOf(db: Db, rows: ReadonlyArray<{ tipo_oggetto: ActivityObject; id_oggetto: number | null }>): Promise<Array<string | null>> {
  const ids = (tipo: ActivityObject) => [...new Set(rows.filter((r) => r.tipo_oggetto === tipo && r.id_oggetto !== null).map((r) => r.id_oggetto!))];
  const k = db.kysely;
  const none = Promise.resolve([]);
  // A text's editor page is at its path id (a review's: its product's), read from the registry's table.
  const textRows = (tipo: ContentType) => {
    const t = CONTENT_TABLES[tipo];
    return ids(tipo).length ? untyped(k).selectFrom(t.table).select(['id', t.pathKey]).where('id', 'in', ids(tipo)).execute() : none;
  };
  const [texts, prompts, users] = await Promise.all([
    Promise.all(CONTENT_TYPES.map(textRows)),
    ids('prompt').length ? k.selectFrom('prompts').select('id').where('id', 'in', ids('prompt')).execute() : none,
    ids('utente').length ? k.selectFrom('users').select('id').where('id', 'in', ids('utente')).execute() : none,
  ]);
  const pathIds = new Map(
    CONTENT_TYPES.map((tipo, i) => [tipo as string, new Map((texts[i] as Array<Record<string, unknown>>).map((r) => [r.id, Number(r[CONTENT_TABLES[tipo].pathKey])]))]),
  );
  const exists = (list: Array<{ id: number }>) => new Set(list.map((r) => r.id));
  const [promptIds, userIds] = [exists(prompts), exists(users)];
  return rows.map((r) => {
    const id = r.id_oggetto;
    if (r.tipo_oggetto in SCREENS) return SCREENS[r.tipo_oggetto]!;
    if (id === null) return null;
    if (isContentType(r.tipo_oggetto)) {
      const pathId = pathIds.get(r.tipo_oggetto)?.get(id);
      return pathId === undefined ? null : editorPath(r.tipo_oggetto, pathId);
    }
    if (r.tipo_oggetto === 'prompt') return promptIds.has(id) ? '/dashboard/prompts' : null;
    if (r.tipo_oggetto === 'utente') return userIds.has(id) ? '/dashboard/utenti' : null;
    return null;
  });
}

/** Everyone the (visible) log names with an account, by name; one name per account (the latest it was logged with). */
export async function peopleInActivity(db: Db, options: { soloEditoriale: boolean }): Promise<ActivityPerson[]> {
  // One row per account and name it was logged with (a handful), the latest first.
  const rows = await filtered(db, { soloEditoriale: options.soloEditoriale })
    .select((eb) => ['id_utente', 'nome_utente', eb.fn.max('id').as('ultima')])
    .where('id_utente', 'is not', null)
    .groupBy(['id_utente', 'nome_utente'])
    .orderBy('ultima', 'desc')
    .execute();
  const names = new Map<number, string>();
  for (const r of rows) if (!names.has(r.id_utente!)) names.set(r.id_utente!, r.nome_utente);
  return [...names].map(([id, nome]) => ({ id, nome })).sort((a, b) => a.nome.localeCompare(b.nome, 'it'));
}
