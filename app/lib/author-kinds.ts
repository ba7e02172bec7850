import { SITE_MSG } from '../../common/messages-site.ts';

/** The label of a text's kind on an author's page and in their feed. */
export const TEXT_KIND: Record<'recensione' | 'guida' | 'notizia', string> = { recensione: SITE_MSG.tagRecensione, guida: SITE_MSG.tagGuida, notizia: SITE_MSG.tagNotizia };
