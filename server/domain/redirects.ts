import { REDIRECT_MSG as M } from '../../common/messages-redirects.ts';
import type { DeleteChoice, Redirect, RedirectCreateInput } from '../../common/schemas-redirects.ts';
import { isFixedPage, isReservedPath, type SitePath, sitePath } from '../../common/site-paths.ts';
import type { Db } from '../db/index.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';
import { badRequest, conflict, notFound } from './errors.ts';
import { finalAddress, pointAddress } from './redirect-table.ts';

/** What an address answers instead of a 404: a 301 to `a` (with the redirect's own query), or 410. */
export type RedirectAnswer = { gone: true } | { gone: false; a: string };

/** The uses counted since the last write, per redirect. */
interface Uses {
  n: number;
  last: string;
}

/** How often the counted uses are written when nothing says otherwise (the statistics' rhythm). */
const FLUSH_MS = 10_000;

/** The address pages with a parameter, and whether something answers there now (any status: a draft may be published). */
const ITEM_PAGES: Array<{ pattern: RegExp; live: (db: Db, value: string) => Promise<boolean> }> = [
  {
    pattern: /^\/notizie\/([^/]+)$/,
    live: async (db, slug) => !!(await db.kysely.selectFrom('news').select('id').where('slug', '=', decodeURIComponent(slug)).executeTakeFirst()),
  },
  { pattern: /^\/guida\/(\d{1,12})$/, live: async (db, id) => !!(await db.kysely.selectFrom('guides').select('id').where('id', '=', Number(id)).executeTakeFirst()) },
  {
    pattern: /^\/autore\/([^/]+)$/,
    live: async (db, slug) => !!(await db.kysely.selectFrom('users').select('id').where('slug', '=', decodeURIComponent(slug)).executeTakeFirst()),
  },
  { pattern: /^\/articolo\/(\d{1,12})$/, live: async (db, id) => !!(await db.kysely.selectFrom('products').select('id').where('id', '=', Number(id)).executeTakeFirst()) },
];

function parsed(input: string): SitePath {
  const result = sitePath(input);
  if ('error' in result) throw badRequest(result.error);
  return result;
}

/**
 * The site's redirects (Reindirizzamenti): the editors' own 301s, the old addresses of renamed
 * news, the addresses of deleted texts (410 or 301). A page that would answer 404 asks `resolve`
 * (app/lib/missing-page.server.ts); its uses are counted in memory and written in batches
 * (`flush`, every STATS_FLUSH_MS and before the list is read), never one write per visit.
 */
export class RedirectsService {
  private uses = new Map<number, Uses>();
  private queue: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {}

  /** GET /api/reindirizzamenti: every redirect, newest first, its uses written first. */
  async list(): Promise<Redirect[]> {
    await this.flush();
    return this.db.kysely.selectFrom('redirects').select(['id', 'da', 'a', 'origine', 'utilizzi', 'ultimo_utilizzo', 'creato_il']).orderBy('id', 'desc').execute();
  }

  /** POST /api/reindirizzamenti: a 301 from `da` to `a`, both paths of this site. */
  async create(input: RedirectCreateInput, by: number | null): Promise<Redirect> {
    const from = parsed(input.da);
    const to = parsed(input.a);
    if (from.query) throw badRequest(M.fromQuery);
    if (isReservedPath(from.path)) throw badRequest(M.fromReserved);
    if (to.path.split('/')[1]?.toLowerCase() === 'api') throw badRequest(M.toReserved);
    if (from.path === to.path) throw badRequest(M.self);
    if (await this.isLive(from.path)) throw conflict(M.fromLive);
    const id = await this.db.kysely
      .transaction()
      .execute(async (trx) => {
        if (await trx.selectFrom('redirects').select('id').where('da', '=', from.path).executeTakeFirst()) throw conflict(M.duplicate);
        // The target's own redirect is followed once (the table has no chains): back to `da` is a loop.
        const final = await finalAddress(trx, to.path);
        if (final === from.path) throw conflict(M.loop);
        const target = final === to.path ? to.path + (to.query ? `?${to.query}` : '') : final;
        await pointAddress(trx, from.path, target, 'manuale', { now: this.clock.nowIso(), by });
        return (await trx.selectFrom('redirects').select('id').where('da', '=', from.path).executeTakeFirstOrThrow()).id;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(M.duplicate);
        throw error;
      });
    return (await this.list()).find((r) => r.id === id)!;
  }

  /** DELETE /api/reindirizzamenti/{id}. */
  async remove(id: number): Promise<void> {
    const res = await this.db.kysely.deleteFrom('redirects').where('id', '=', id).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) throw notFound(M.notFound);
    this.uses.delete(id);
  }

  /**
   * What a deleted text's address answers from now on (the shared DELETE's optional choice): 410,
   * or a 301 to a page of the site. Checked before the text is deleted; `apply` writes it after.
   */
  prepareAfterDelete(address: string | null, choice: DeleteChoice): ((by: number | null) => Promise<void>) | null {
    if (choice.esito === undefined || choice.esito === '404') return null;
    if (address === null) throw badRequest(M.deleteNoAddress);
    let to: string | null = null;
    if (choice.esito === '301') {
      const target = parsed(choice.a ?? '');
      if (target.path.split('/')[1]?.toLowerCase() === 'api') throw badRequest(M.toReserved);
      if (target.path === address) throw badRequest(M.self);
      to = target.path + (target.query ? `?${target.query}` : '');
    }
    return async (by) => {
      await this.db.kysely.transaction().execute(async (trx) => {
        // The target's own redirect is followed once; a target that leads back here leaves a 410.
        const toPath = to?.split('?')[0] ?? null;
        const final = toPath === null ? null : await finalAddress(trx, toPath);
        const target = final === toPath ? to : final;
        await pointAddress(trx, address, target?.split('?')[0] === address ? null : target, 'eliminazione', { now: this.clock.nowIso(), by });
      });
    };
  }

  /** What `path` (as asked) answers instead of a 404, counting the use; null when nothing. */
  async resolve(path: string): Promise<RedirectAnswer | null> {
    const asked = sitePath(path);
    if ('error' in asked) return null;
    const row = await this.db.kysely.selectFrom('redirects').select(['id', 'a']).where('da', '=', asked.path).executeTakeFirst();
    if (!row) return null;
    const now = this.clock.nowIso();
    const uses = this.uses.get(row.id);
    if (uses) {
      uses.n++;
      uses.last = now;
    } else this.uses.set(row.id, { n: 1, last: now });
    return row.a === null ? { gone: true } : { gone: false, a: row.a };
  }

  /** Whether a page of the site answers at `path` (a fixed page, or an item that exists in any status). */
  async isLive(path: string): Promise<boolean> {
    if (path === '/' || isFixedPage(path)) return true;
    for (const page of ITEM_PAGES) {
      const match = page.pattern.exec(path);
      if (match) return page.live(this.db, match[1]!);
    }
    return false;
  }

  /** Writes the uses counted since the last write (one write at a time; a failed one keeps its counts). */
  flush(): Promise<void> {
    const run = this.queue.then(() => this.write());
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Writes every `intervalMs` (the timer does not keep the process alive). */
  start(intervalMs = FLUSH_MS, logError: (err: unknown) => void = () => {}): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.flush().catch(logError);
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.uses.size === 0) return;
    const batch = this.uses;
    this.uses = new Map();
    try {
      await this.db.kysely.transaction().execute(async (trx) => {
        for (const [id, { n, last }] of batch) {
          await trx
            .updateTable('redirects')
            .set((eb) => ({ utilizzi: eb('utilizzi', '+', n), ultimo_utilizzo: last }))
            .where('id', '=', id)
            .execute();
        }
      });
    } catch (error) {
      for (const [id, { n, last }] of batch) {
        const later = this.uses.get(id);
        this.uses.set(id, later ? { n: later.n + n, last: later.last } : { n, last });
      }
      throw error;
    }
  }
}
