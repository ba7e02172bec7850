import { CheckCircle2, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { CONTACT_LIMITS, HONEYPOT_FIELD } from '../../../common/contact-limits.ts';
import type { ContactField } from '../../../common/schemas-site.ts';
import { Breadcrumbs } from '../../components/site/breadcrumbs.tsx';
import { Enhance } from '../../lib/enhance.tsx';
import { breadcrumbLd, seoMeta, siteFromMatches } from '../../lib/seo.ts';
import { pageCache } from '../../../common/cache-topics.ts';
import type { Route } from './+types/contatti';

/**
 * The render cache keeps this page for anonymous visitors (decision 0027), one entry per outcome
 * of the form after its redirect (`inviato`, `errore`: the loader reads them).
 */
export const handle = { cache: pageCache([], 'inviato', 'errore') };

const CRUMBS = [
  { name: SITE_MSG.navHome, path: '/' },
  { name: SITE_MSG.navContact, path: '/contatti' },
];

/** The outcome of a form post without JavaScript (the API redirects back with it). */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const outcome = url.searchParams.has('inviato') ? 'inviato' : (url.searchParams.get('errore') ?? null);
  return { email: context.services.config.contactEmail, outcome: outcome === 'inviato' || outcome === 'campi' || outcome === 'limite' ? outcome : null };
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: SITE_MSG.contactTitle,
    description: SITE_MSG.contactMetaDescription(site.siteName),
    path: '/contatti',
    jsonLd: [breadcrumbLd(site, CRUMBS)],
  });
}

const [CONSENT_BEFORE, CONSENT_AFTER] = SITE_MSG.contactConsent.split(SITE_MSG.contactConsentLinkText) as [string, string];

/** 'Puoi scriverci a {email}.' with the address as a mailto link. */
function MailFallback({ email }: { email: string }) {
  return (
    <>
      {SITE_MSG.contactFallback} <a href={`mailto:${email}`}>{email}</a>.
    </>
  );
}

/**
 * A field with its label and its message, empty and hidden until the script has one to show
 * (the script sets `aria-invalid` and `aria-describedby` on the control while it shows).
 */
function ContactBox({ name, label, children }: { name: ContactField; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={`contatti-${name}`}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      {children}
      <p className="field-error" id={`contatti-${name}-error`} hidden />
    </div>
  );
}

/** The messages of a text field: its own when too short or invalid, the maximum's when too long. */
const messages = (error: string, max?: number) => ({ 'data-error': error, 'data-error-long': max === undefined ? undefined : SITE_MSG.contactTooLong(max) });

/**
 * Contact form (spec sections 2, 5, 7, 8), server-rendered HTML. Without JavaScript it posts to
 * /api/contatti, which validates it and redirects back with the outcome (`?inviato`, `?errore=`):
 * the page then shows the success panel or the notice. app/enhance/contact-form.ts checks it in
 * the browser first with the server's rules (common/contact-rules.ts), sends it with fetch and
 * shows the same panel and notice, whose texts are all in this markup.
 */
export default function Contatti({ loaderData }: Route.ComponentProps) {
  const { email, outcome } = loaderData;
  const sent = outcome === 'inviato';
  const notice = outcome === 'campi' ? SITE_MSG.contactInvalid : outcome === 'limite' ? SITE_MSG.contactError : null;
  const detail = outcome === 'limite' ? `${SITE_MSG.contactRateLimited} ` : '';

  return (
    <div className="container page page-narrow">
      <Breadcrumbs items={CRUMBS} />
      <h1>{SITE_MSG.contactTitle}</h1>
      <p className="lead">{SITE_MSG.contactIntro}</p>

      <div id="modulo" data-enhance="contact-form" data-invalid={SITE_MSG.contactInvalid} data-error={SITE_MSG.contactError} data-sending={SITE_MSG.contactSending}>
        <div className="notice notice-success" role="status" tabIndex={-1} hidden={!sent} data-part="success">
          <CheckCircle2 size={24} aria-hidden="true" />
          <div>
            <p className="notice-title">{SITE_MSG.contactSuccess}</p>
            {/* Without JavaScript: the page again, with an empty form. */}
            <form method="get" action="/contatti#modulo" data-part="another">
              <button type="submit" className="btn btn-secondary">
                {SITE_MSG.contactAnother}
              </button>
            </form>
          </div>
        </div>

        <form className="card contact-form" method="post" action="/api/contatti" hidden={sent} aria-describedby="contatti-nota" data-part="form">
          <p id="contatti-nota" className="field-hint">
            {SITE_MSG.contactRequiredHint}
          </p>
          <div className="notice notice-error" role="alert" hidden={!notice} data-part="notice">
            <p>
              <strong data-part="notice-title">{notice}</strong> <span data-part="notice-detail">{detail}</span>
              <span data-part="notice-fallback" hidden={outcome !== 'limite'}>
                <MailFallback email={email} />
              </span>
            </p>
          </div>
          <div className="form-row">
            <ContactBox name="nome" label={SITE_MSG.contactName}>
              <input
                id="contatti-nome"
                name="nome"
                autoComplete="name"
                required
                minLength={CONTACT_LIMITS.nome.min}
                maxLength={CONTACT_LIMITS.nome.max}
                {...messages(SITE_MSG.contactNameError, CONTACT_LIMITS.nome.max)}
              />
            </ContactBox>
            <ContactBox name="email" label={SITE_MSG.contactEmail}>
              <input
                id="contatti-email"
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                maxLength={CONTACT_LIMITS.email.max}
                {...messages(SITE_MSG.contactEmailError)}
              />
            </ContactBox>
          </div>
          <ContactBox name="oggetto" label={SITE_MSG.contactSubject}>
            <input
              id="contatti-oggetto"
              name="oggetto"
              required
              minLength={CONTACT_LIMITS.oggetto.min}
              maxLength={CONTACT_LIMITS.oggetto.max}
              {...messages(SITE_MSG.contactSubjectError, CONTACT_LIMITS.oggetto.max)}
            />
          </ContactBox>
          <ContactBox name="messaggio" label={SITE_MSG.contactMessage}>
            <textarea
              id="contatti-messaggio"
              name="messaggio"
              rows={7}
              required
              minLength={CONTACT_LIMITS.messaggio.min}
              maxLength={CONTACT_LIMITS.messaggio.max}
              {...messages(SITE_MSG.contactMessageError, CONTACT_LIMITS.messaggio.max)}
            />
          </ContactBox>
          <div className="hp" aria-hidden="true">
            <label htmlFor="contatti-sito">{SITE_MSG.contactHoneypot}</label>
            <input id="contatti-sito" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </div>
          <div className="field field-check">
            <div className="check">
              <input id="contatti-consenso" name="consenso" type="checkbox" required {...messages(SITE_MSG.contactConsentError)} />
              <label htmlFor="contatti-consenso">
                {CONSENT_BEFORE}
                <Link to="/privacy" target="_blank" rel="noopener">
                  {SITE_MSG.contactConsentLinkText}
                </Link>
                {CONSENT_AFTER}
              </label>
            </div>
            <p className="field-error" id="contatti-consenso-error" hidden />
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" data-part="submit">
              <Mail size={18} aria-hidden="true" />
              <span className="spinner" aria-hidden="true" hidden />
              <span data-part="label">{SITE_MSG.contactSend}</span>
            </button>
          </div>
        </form>
        <Enhance name="contact-form" />
      </div>
      <p className="muted contact-alt">
        <MailFallback email={email} />
      </p>
    </div>
  );
}
