import { CheckCircle2, Mail } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { CONTACT_LIMITS, HONEYPOT_FIELD } from '../../../common/contact-limits.ts';
import type { ContactField } from '../../../common/schemas-site.ts';
import { Breadcrumbs } from '../../components/site/breadcrumbs.tsx';
import { Button } from '../../components/ui/button.tsx';
import { describedBy, Field } from '../../components/ui/field.tsx';
import { ApiError, api } from '../../lib/api.ts';
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

const EMPTY = { nome: '', email: '', oggetto: '', messaggio: '', consenso: false, [HONEYPOT_FIELD]: '' };
type Values = typeof EMPTY;
type Errors = Partial<Record<ContactField, string>>;
const ORDER: ContactField[] = ['nome', 'email', 'oggetto', 'messaggio', 'consenso'];
/**
 * The browser's checks are the server's schema (zod), loaded on the first focus in the form or on
 * submit rather than with the page: the first load of a public page stays small.
 */
let contactCheck: Promise<typeof import('../../../common/schemas-site.ts')> | undefined;
const loadContactCheck = () => (contactCheck ??= import('../../../common/schemas-site.ts'));

const [CONSENT_BEFORE, CONSENT_AFTER] = SITE_MSG.contactConsent.split(SITE_MSG.contactConsentLinkText) as [string, string];

/** 'Puoi scriverci a {email}.' with the address as a mailto link. */
function MailFallback({ email }: { email: string }) {
  return (
    <>
      {SITE_MSG.contactFallback} <a href={`mailto:${email}`}>{email}</a>.
    </>
  );
}

/** Contact form (spec sections 2, 5, 7, 8): validated in the browser and again by the server. */
export default function Contatti({ loaderData }: Route.ComponentProps) {
  const { email, outcome } = loaderData;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'error'>(outcome === 'inviato' ? 'sent' : 'idle');
  const [notice, setNotice] = useState<string | null>(outcome === 'campi' ? SITE_MSG.contactInvalid : null);
  const [serverDetail, setServerDetail] = useState<string | null>(outcome === 'limite' ? SITE_MSG.contactRateLimited : null);
  const [hydrated, setHydrated] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (status === 'sent') successRef.current?.focus();
  }, [status]);

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    const next = { ...values, [key]: value };
    setValues(next);
    // Once a field has been flagged, its message follows what is typed.
    if (key in errors) {
      void loadContactCheck().then(({ contactSchema, contactFieldErrors }) => {
        const result = contactSchema.safeParse(next);
        const fresh = result.success ? {} : contactFieldErrors(result.error);
        setErrors((e) => ({ ...e, [key]: fresh[key as ContactField] }));
      });
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending.current) return; // double submit blocked while sending
    sending.current = true;
    // Without the checks (their file did not load) the server validates alone.
    const check = await loadContactCheck().catch(() => null);
    const parsed = check?.contactSchema.safeParse(values);
    if (check && parsed && !parsed.success) {
      sending.current = false;
      const fieldErrors = check.contactFieldErrors(parsed.error);
      setErrors(fieldErrors);
      setNotice(SITE_MSG.contactInvalid);
      setServerDetail(null);
      const first = ORDER.find((f) => fieldErrors[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStatus('sending');
    setErrors({});
    setNotice(null);
    setServerDetail(null);
    try {
      await api<{ ok: boolean }>('/api/contatti', { method: 'POST', body: values });
      setValues(EMPTY);
      setStatus('sent');
    } catch (err) {
      setStatus('error');
      setServerDetail(err instanceof ApiError && err.status === 429 ? err.message : null);
    } finally {
      sending.current = false;
    }
  }

  const fieldProps = (name: ContactField) => ({
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`contatti-${name}`, { error: errors[name] }),
  });

  return (
    <div className="container page page-narrow">
      <Breadcrumbs items={CRUMBS} />
      <h1>{SITE_MSG.contactTitle}</h1>
      <p className="lead">{SITE_MSG.contactIntro}</p>

      {status === 'sent' ? (
        <div className="notice notice-success" role="status" tabIndex={-1} ref={successRef}>
          <CheckCircle2 size={24} aria-hidden="true" />
          <div>
            <p className="notice-title">{SITE_MSG.contactSuccess}</p>
            <button type="button" className="btn btn-secondary" onClick={() => setStatus('idle')}>
              {SITE_MSG.contactAnother}
            </button>
          </div>
        </div>
      ) : (
        <form
          id="modulo"
          ref={formRef}
          className="card contact-form"
          method="post"
          action="/api/contatti"
          noValidate={hydrated}
          onSubmit={(e) => void onSubmit(e)}
          onFocus={() => void loadContactCheck()}
          aria-describedby="contatti-nota"
        >
          <p id="contatti-nota" className="field-hint">
            {SITE_MSG.contactRequiredHint}
          </p>
          {(notice || status === 'error') && (
            <div className="notice notice-error" role="alert">
              {status === 'error' ? (
                <p>
                  <strong>{SITE_MSG.contactError}</strong> {serverDetail && <>{serverDetail} </>}
                  <MailFallback email={email} />
                </p>
              ) : (
                <p>
                  <strong>{notice}</strong> {serverDetail}
                </p>
              )}
            </div>
          )}
          <div className="form-row">
            <Field id="contatti-nome" label={SITE_MSG.contactName} error={errors.nome} required>
              <input
                id="contatti-nome"
                autoComplete="name"
                required
                minLength={CONTACT_LIMITS.nome.min}
                maxLength={CONTACT_LIMITS.nome.max}
                value={values.nome}
                onChange={(e) => set('nome', e.target.value)}
                {...fieldProps('nome')}
              />
            </Field>
            <Field id="contatti-email" label={SITE_MSG.contactEmail} error={errors.email} required>
              <input
                id="contatti-email"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                maxLength={CONTACT_LIMITS.email.max}
                value={values.email}
                onChange={(e) => set('email', e.target.value)}
                {...fieldProps('email')}
              />
            </Field>
          </div>
          <Field id="contatti-oggetto" label={SITE_MSG.contactSubject} error={errors.oggetto} required>
            <input
              id="contatti-oggetto"
              required
              minLength={CONTACT_LIMITS.oggetto.min}
              maxLength={CONTACT_LIMITS.oggetto.max}
              value={values.oggetto}
              onChange={(e) => set('oggetto', e.target.value)}
              {...fieldProps('oggetto')}
            />
          </Field>
          <Field id="contatti-messaggio" label={SITE_MSG.contactMessage} error={errors.messaggio} required>
            <textarea
              id="contatti-messaggio"
              rows={7}
              required
              minLength={CONTACT_LIMITS.messaggio.min}
              maxLength={CONTACT_LIMITS.messaggio.max}
              value={values.messaggio}
              onChange={(e) => set('messaggio', e.target.value)}
              {...fieldProps('messaggio')}
            />
          </Field>
          <div className="hp" aria-hidden="true">
            <label htmlFor="contatti-sito">{SITE_MSG.contactHoneypot}</label>
            <input
              id="contatti-sito"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              value={values[HONEYPOT_FIELD]}
              onChange={(e) => set(HONEYPOT_FIELD, e.target.value)}
            />
          </div>
          <div className={`field field-check${errors.consenso ? ' has-error' : ''}`}>
            <div className="check">
              <input
                id="contatti-consenso"
                type="checkbox"
                required
                checked={values.consenso}
                onChange={(e) => set('consenso', e.target.checked)}
                {...fieldProps('consenso')}
              />
              <label htmlFor="contatti-consenso">
                {CONSENT_BEFORE}
                <Link to="/privacy" target="_blank" rel="noopener">
                  {SITE_MSG.contactConsentLinkText}
                </Link>
                {CONSENT_AFTER}
              </label>
            </div>
            {errors.consenso && (
              <p className="field-error" id="contatti-consenso-error">
                {errors.consenso}
              </p>
            )}
          </div>
          <div className="form-actions">
            <Button type="submit" variant="primary" loading={status === 'sending'} icon={<Mail size={18} aria-hidden="true" />}>
              {status === 'sending' ? SITE_MSG.contactSending : SITE_MSG.contactSend}
            </Button>
          </div>
        </form>
      )}
      <p className="muted contact-alt">
        <MailFallback email={email} />
      </p>
    </div>
  );
}
