import type { Kysely } from 'kysely';
import { PROFILE_MSG as M } from '../../common/messages-profile.ts';
import type { Profile } from '../../common/schemas-profile.ts';
import { authorPath } from '../../common/site-paths.ts';
import { slugify } from '../../common/slug.ts';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/types.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { writeTransaction } from '../lib/db-errors.ts';
import { fallbackSlug, hasPublishedWork } from './authors.ts';
import { badRequest, conflict, notFound } from './errors.ts';
import { moveAddress } from './redirect-table.ts';

/** What one's own profile changes (the password goes through the users and auth services). */
export interface ProfileChanges {
  nome_visualizzato?: string;
  bio?: string | null;
  id_immagine?: number | null;
}

/** The slug of a display name: its slugify, else `autore-{id}` (a name of symbols only). */
export const slugBase = (name: string, id: number) => slugify(name) || `autore-${id}`;

/** `base`, or `base-2`, `base-3`… : the first no other user has (an account without a slug holds its `autore-{id}`). */
export async function freeSlug(k: Kysely<Database>, base: string, selfId: number): Promise<string> {
  const rows = await k
    .selectFrom('users')
    .select(['id', 'slug'])
    .where('id', '!=', selfId)
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`), eb('slug', 'is', null)]))
    .execute();
  const taken = new Set(rows.map((r) => r.slug ?? fallbackSlug(r.id)));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * Il mio profilo (decision 0066): each user's own display name, bio and picture (an image of the
 * media library). The slug of /autore/{slug} follows the display name, unique with -2, -3…; when
 * it changes for an author with published work, the old address answers 301 to the new one (the
 * redirects table, origin 'slug', as a renamed news item's).
 */
export class ProfilesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {}

  async get(id: number): Promise<Profile | undefined> {
    const row = await this.db.kysely
      .selectFrom('users')
      .leftJoin('images', 'images.id', 'users.id_immagine')
      .select(['users.id', 'users.username', 'users.ruolo', 'users.nome_visualizzato', 'users.bio', 'users.id_immagine', 'users.slug', 'images.url as immagine_url'])
      .where('users.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      ...row,
      nome: row.nome_visualizzato || row.username,
      slug: row.slug ?? fallbackSlug(row.id),
      immagine_url: row.immagine_url ?? null,
      pagina_pubblica: await hasPublishedWork(this.db.kysely, id),
    };
  }

  async update(id: number, changes: ProfileChanges): Promise<Profile> {
    await writeTransaction(
      this.db.kysely,
      async (trx) => {
        const current = await trx.selectFrom('users').select(['id', 'slug', 'nome_visualizzato']).where('id', '=', id).executeTakeFirst();
        if (!current) throw notFound(M.notFound);
        if (changes.id_immagine != null && !(await trx.selectFrom('images').select('id').where('id', '=', changes.id_immagine).executeTakeFirst())) {
          throw badRequest(M.imageMissing);
        }
        const now = this.clock.nowIso();
        let slug: string | undefined;
        if (changes.nome_visualizzato !== undefined && changes.nome_visualizzato !== current.nome_visualizzato) {
          const base = slugBase(changes.nome_visualizzato, id);
          // The same base keeps its number (renaming 'Anna Rossi' to 'Anna  Rossi' keeps anna-rossi-2).
          const keeps = current.slug !== null && (current.slug === base || new RegExp(`^${base}-\\d+$`).test(current.slug));
          slug = keeps ? current.slug! : await freeSlug(trx, base, id);
          const before = current.slug ?? fallbackSlug(id);
          if (slug !== before && (await hasPublishedWork(trx, id))) await moveAddress(trx, authorPath(before), authorPath(slug), { now, by: id });
        }
        await trx
          .updateTable('users')
          .set({
            ...(changes.nome_visualizzato !== undefined ? { nome_visualizzato: changes.nome_visualizzato } : {}),
            ...(changes.bio !== undefined ? { bio: changes.bio } : {}),
            ...(changes.id_immagine !== undefined ? { id_immagine: changes.id_immagine } : {}),
            ...(slug !== undefined ? { slug } : {}),
            updated_at: now,
          })
          .where('id', '=', id)
          .execute();
      },
      { unique: () => conflict(M.slugTaken) },
    );
    return (await this.get(id))!;
  }
}
