import { toPositiveId } from '../../common/ids.ts';
import { productName } from '../../common/product-name.ts';
import { FIXED_PAGES, type ItemPage } from '../../common/public-pages.ts';
import type { Db } from '../db/index.ts';

/**
 * Which paths are pages of the public site (common/public-pages.ts) and the titles the statistics
 * give the pages that name an item: a review's (or its product's name), a guide's, a news item's,
 * an author's (their display name, else their username).
 */
interface TitleRule<K extends string | number> {
  /** The path of one page of this kind, its item's key captured. */
  path: RegExp;
  /** The item's key from the captured text; null when it cannot name one. */
  key(captured: string): K | null;
  /** The titles of the items that exist among `keys`. */
  titles(db: Db, keys: K[]): Promise<Array<[K, string]>>;
}

/**
 * A slug as its page's one address spells it (server/http/page-routes.ts: the decoded value
 * encoded once); null for any other spelling (`/notizie/%61llerta` is `/notizie/allerta`'s), so a
 * view or a click is counted under the page's address only.
 */
function canonicalSlug(segment: string): string | null {
  try {
    const value = decodeURIComponent(segment);
    return encodeURIComponent(value) === segment ? value : null;
  } catch {
    return null;
  }
}

const idKey = (captured: string) => toPositiveId(captured);
const rule = <K extends string | number>(r: TitleRule<K>): TitleRule<K> => r;

/** One rule for each page with a parameter: the compiler refuses a page of PUBLIC_PAGES left without one. */
const TITLE_RULES: { [P in ItemPage]: TitleRule<number> | TitleRule<string> } = {
  '/articolo/:id': rule({
    path: /^\/articolo\/([1-9]\d{0,15})$/,
    key: idKey,
    async titles(db, ids) {
      const rows = await db.kysely
        .selectFrom('products')
        .leftJoin('reviews', 'reviews.id_prodotto', 'products.id')
        .select(['products.id', 'products.nome_prodotto', 'products.nome_sintetico', 'products.nome_visualizzato', 'reviews.titolo'])
        .where('products.id', 'in', ids)
        .execute();
      return rows.map((p) => [p.id, p.titolo || productName(p)]);
    },
  }),
  '/guida/:id': rule({
    path: /^\/guida\/([1-9]\d{0,15})$/,
    key: idKey,
    async titles(db, ids) {
      const rows = await db.kysely.selectFrom('guides').select(['id', 'titolo']).where('id', 'in', ids).execute();
      return rows.map((g) => [g.id, g.titolo]);
    },
  }),
  '/notizie/:slug': rule({
    path: /^\/notizie\/([^/]+)$/,
    key: canonicalSlug,
    async titles(db, slugs) {
      const rows = await db.kysely.selectFrom('news').select(['slug', 'titolo']).where('slug', 'in', slugs).execute();
      return rows.map((n) => [n.slug, n.titolo]);
    },
  }),
  '/autore/:slug': rule({
    path: /^\/autore\/([^/]+)$/,
    key: canonicalSlug,
    async titles(db, slugs) {
      const rows = await db.kysely.selectFrom('users').select(['slug', 'nome_visualizzato', 'username']).where('slug', 'in', slugs).execute();
      return rows.map((u) => [u.slug!, u.nome_visualizzato || u.username]);
    },
  }),
};
const RULES: ReadonlyArray<TitleRule<number> | TitleRule<string>> = Object.values(TITLE_RULES);
const FIXED: ReadonlySet<string> = new Set(FIXED_PAGES);

/** The page patterns that have a title rule (for the test that every public page with a parameter has one). */
export const TITLED_PAGES: readonly string[] = Object.keys(TITLE_RULES);

/** Whether a path is a page of the public site of its own (no parameter). */
export const isFixedPage = (path: string) => FIXED.has(path);

/**
 * Whether a path is a public page of this site, the pages whose views are counted: a page without
 * a parameter, or one that names an item with a key it could have (whether that review, guide or
 * news item exists is `titlesOf`' question).
 */
export function isSitePagePath(path: string): boolean {
  if (FIXED.has(path)) return true;
  return RULES.some((rule) => {
    const captured = rule.path.exec(path)?.[1];
    return captured !== undefined && rule.key(captured) !== null;
  });
}

async function titlesByRule<K extends string | number>(db: Db, rule: TitleRule<K>, paths: string[]): Promise<Array<[string, string]>> {
  const pathsOf = new Map<K, string>();
  for (const path of paths) {
    const captured = rule.path.exec(path)?.[1];
    const key = captured === undefined ? null : rule.key(captured);
    if (key !== null) pathsOf.set(key, path);
  }
  if (pathsOf.size === 0) return [];
  const found = await rule.titles(db, [...pathsOf.keys()]);
  return found.map(([key, title]) => [pathsOf.get(key)!, title]);
}

/** The titles of the items the paths name (absent when the path names none, or one that is gone). */
export async function titlesOf(db: Db, paths: string[]): Promise<Map<string, string>> {
  const found = await Promise.all(RULES.map((rule) => titlesByRule(db, rule as TitleRule<string | number>, paths)));
  return new Map(found.flat());
}
