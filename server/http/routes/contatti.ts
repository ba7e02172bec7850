import type { FastifyInstance } from 'fastify';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { HONEYPOT_FIELD, contactSchema } from '../../../common/schemas-site.ts';
import { AppError } from '../../domain/errors.ts';
import type { Services } from '../../services.ts';
import { parse } from '../validate.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';

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
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post('/contatti', { config: { public: true }, bodyLimit: 64 * 1024 }, async (request, reply) => {
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
