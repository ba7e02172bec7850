import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { hashPassword } from '../lib/passwords.ts';
import { freeSlug, slugBase } from '../domain/profiles.ts';
import { usernameKey } from '../domain/users.ts';
import type { Role } from '../../common/roles.ts';
import { UPLOAD_SOURCE } from '../../common/media.ts';

/** The demo's writers: each with a display name and a bio, so the demo shows bylines and /autore pages. */
export const DEMO_AUTHORS: ReadonlyArray<{ username: string; ruolo: Role; nome: string; bio: string; immagine: string }> = [
  {
    username: 'giulia.ferrari',
    ruolo: 'autore',
    nome: 'Giulia Ferrari',
    immagine: '/demo/autori/giulia-ferrari.svg',
    bio: 'Volontaria di protezione civile da dieci anni, prova sul campo torce, radio e filtri prima di raccontarli. Scrive recensioni e notizie.',
  },
  {
    username: 'marco.bianchi',
    ruolo: 'editor',
    nome: 'Marco Bianchi',
    immagine: '/demo/autori/marco-bianchi.svg',
    bio: 'Ingegnere e caporedattore: cura le guide all’acquisto e rilegge ogni testo prima che venga pubblicato.',
  },
];

/**
 * Creates the demo's writers (random passwords nobody knows: they exist to sign the texts, not to
 * log in), each with an illustrated portrait in the media library, and gives them the demo texts: the reviews to the first, the guides to the second, the
 * news in turn. The first account stays the administrator it is.
 */
export async function seedDemoAuthors(trx: Kysely<Database>, now: string): Promise<void> {
  const ids: number[] = [];
  for (const a of DEMO_AUTHORS) {
    if (await trx.selectFrom('users').select('id').where('username_key', '=', usernameKey(a.username)).executeTakeFirst()) return;
    const slug = await freeSlug(trx, slugBase(a.nome, 0), 0);
    // The picture: an illustrated portrait (public/demo/autori/), a row of the media library.
    const picture = await trx
      .insertInto('images')
      .values({ url: a.immagine, fonte: UPLOAD_SOURCE, alt: `Ritratto illustrato di ${a.nome}`, larghezza: 400, altezza: 400, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('users')
      .values({
        username: a.username,
        username_key: usernameKey(a.username),
        password_hash: await hashPassword(randomBytes(24).toString('base64url')),
        ruolo: a.ruolo,
        nome_visualizzato: a.nome,
        bio: a.bio,
        id_immagine: picture.id,
        slug,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const [reviewer, editor] = ids as [number, number];
  await trx.updateTable('reviews').set({ id_autore: reviewer }).execute();
  await trx.updateTable('guides').set({ id_autore: editor }).execute();
  const news = await trx.selectFrom('news').select('id').orderBy('id').execute();
  for (const [i, n] of news.entries()) {
    await trx
      .updateTable('news')
      .set({ id_autore: i % 2 === 0 ? reviewer : editor })
      .where('id', '=', n.id)
      .execute();
  }
}
