import type { ContentType } from './content-types.ts';

/**
 * The public address of each content type, from its public key (spec section 2): a review is read
 * on its product's page (/articolo/{productId}), a guide at /guida/{id}, a news item at
 * /notizie/{slug}. Part of the content-type registry (common/content-types.ts re-exports it), in a
 * module of its own that imports nothing at run time: the public pages' small scripts (app/enhance) read it too.
 */
export const PUBLIC_PATHS = {
  recensione: (productId: number | string) => `/articolo/${productId}`,
  guida: (id: number | string) => `/guida/${id}`,
  notizia: (slug: string) => `/notizie/${encodeURIComponent(slug)}`,
} as const satisfies Record<ContentType, (key: never) => string>;
