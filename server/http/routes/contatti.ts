import type { FastifyInstance } from 'fastify';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { CONTACT_LIMITS, HONEYPOT_MAX } from '../../../common/contact-limits.ts';
import { HONEYPOT_FIELD, contactSchema } from '../../../common/schemas-site.ts';
import { AppError } from '../../domain/errors.ts';
import type { Services } from '../../services.ts';
import { parse } from '../validate.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * The largest body a valid message needs, from the schema's maximum lengths (UTF-16 units, spec
 * section 5, common/contact-limits.ts): a form post writes a unit as up to three %XX escapes of its
 * UTF-8 bytes (9 bytes, more than JSON's 6-byte \uXXXX), plus 1 KB for the field names, the
 * consent and the separators, rounded up to whole KB: 54 KB. A larger body is refused with 413
 * before it is read, so no one can make the server parse megabytes of JSON for a contact message.
 */
const CONTACT_TEXT_MAX = CONTACT_LIMITS.nome.max + CONTACT_LIMITS.email.max + CONTACT_LIMITS.oggetto.max + CONTACT_LIMITS.messaggio.max + HONEYPOT_MAX;
export const CONTACT_BODY_LIMIT = Math.ceil((CONTACT_TEXT_MAX * 9 + 1024) / 1024) * 1024;

/** A classic form post (the page without JavaScript): consenso arrives as "on" when ticked. */
function fromForm(body: unknown): Record<string, unknown> {
  const fields = { ...(body as Record<string, string>) };
  const out: Record<string, unknown> = { ...fields, consenso: fields.consenso === 'on' || fields.consenso === 'true' };
  return out;
}

/**
 * POST /api/contatti: stores the message, then e-mails it when SMTP_URL is set (a mail failure is
 * logged and never loses the stored message). Rate-limited per IP (CONTACT_RATE, counted in the
 * database). A filled honeypot is answered like a success and nothing is stored. JSON callers get
 * {ok: true}; a form post without JavaScript is sent back to /contatti with the outcome in the
 * query string.
 */
export async function contattiRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: CONTACT_BODY_LIMIT }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post('/contatti', { config: { public: true }, bodyLimit: CONTACT_BODY_LIMIT }, async (request, reply) => {
    const isForm = (request.headers['content-type'] ?? '').startsWith(FORM_TYPE);
    const back = (outcome: string) => reply.redirect(`/contatti?${outcome}#modulo`, 303);

    // Counted before anything else, in the database (shared by every instance).
    const rate = await services.contact.hitRate(request.ip);
    if (rate.limited) {
      if (isForm) return back('errore=limite');
      throw new AppError(429, SITE_MSG.contactRateLimited, { retryAfter: rate.retryAfter });
    }

    const raw = isForm ? fromForm(request.body) : request.body;
    const trap = raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[HONEYPOT_FIELD] : undefined;
    if (typeof trap === 'string' && trap.trim() !== '') {
      request.log.info('contatti: campo trappola compilato, messaggio scartato');
      return isForm ? back('inviato=1') : { ok: true };
    }

    let input;
    if (isForm) {
      const result = contactSchema.safeParse(raw);
      if (!result.success) return back('errore=campi');
      input = result.data;
    } else {
      input = parse(contactSchema, raw);
    }
    const { [HONEYPOT_FIELD]: _trap, ...message } = input;
    const { mailed } = await services.contact.submit(message);
    if (mailed instanceof Error) {
      request.log.error({ err: mailed }, 'contatti: invio e-mail non riuscito (il messaggio è comunque salvato)');
    }
    return isForm ? back('inviato=1') : { ok: true };
  });
}
