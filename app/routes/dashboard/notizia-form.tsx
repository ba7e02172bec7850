import { ArrowLeft, FileText, Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { STATUS_LABELS } from '../../../common/messages.ts';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { NEWS_MSG as N, NEWS_RELEVANCE_MAX } from '../../../common/messages-news.ts';
import { newsCreateSchema, newsErrorMessage } from '../../../common/schemas-news.ts';
import { slugify } from '../../../common/slug.ts';
import { CONTENT_STATUSES, type ContentStatus, type News, type Prompt } from '../../../common/types.ts';
import type { NewsClaim } from '../../../common/types-news.ts';
import type { AiVerification, ClaimReport, GateClaim } from '../../../common/claims.ts';
import { CLAIMS_MSG } from '../../../common/messages-claims.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import { claimsFrom, ClaimsResolveDialog } from '../../components/dashboard/claims-resolve-dialog.tsx';
import { ImagePicker, type PickedImage, pickedFromSaved, recordPicked } from '../../components/dashboard/image-picker.tsx';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor.tsx';
import { useDashboardApi } from '../../components/dashboard/use-dashboard-api.ts';
import { StatusBadge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { describedBy, Field } from '../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../components/ui/states.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';
import { PLACEHOLDER_IMAGE } from '../../lib/format.ts';
import newsCss from '../../styles/dashboard-news.css?url';
import type { Route } from './+types/notizia-form';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: newsCss }];

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.id ? N.editTitle : N.newTitle} — ${DASH_MSG.dashboard}` }];
}

const NEWS_PROMPTS_PATH = '/api/prompts?tipo=notizia&active=1&sort=updated_at&order=desc&limit=50';

interface FormValues {
  titolo: string;
  slug: string;
  sommario: string;
  descrizione: string;
  contenuto: string;
  testo_originale: string;
  fonte: string;
  link_fonte: string;
  data_pubblicazione: string;
  immagine_url: string;
  immagine_autore: string;
  immagine_autore_link: string;
  stato: ContentStatus;
  rilevanza: number;
  tag: string;
}

/** A new item starts as a draft with relevance 0 (spec section 4). */
const EMPTY: FormValues = {
  titolo: '',
  slug: '',
  sommario: '',
  descrizione: '',
  contenuto: '',
  testo_originale: '',
  fonte: '',
  link_fonte: '',
  data_pubblicazione: '',
  immagine_url: '',
  immagine_autore: '',
  immagine_autore_link: '',
  stato: 'bozza',
  rilevanza: 0,
  tag: '',
};

/** ISO → the value of <input type="datetime-local"> in the editor's time zone, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : null);

const valuesOf = (n: News): FormValues => ({
  titolo: n.titolo,
  slug: n.slug,
  sommario: n.sommario ?? '',
  descrizione: n.descrizione ?? '',
  contenuto: n.contenuto ?? '',
  testo_originale: n.testo_originale ?? '',
  fonte: n.fonte ?? '',
  link_fonte: n.link_fonte ?? '',
  data_pubblicazione: toLocalInput(n.data_pubblicazione),
  immagine_url: n.immagine_url ?? '',
  immagine_autore: n.immagine_autore ?? '',
  immagine_autore_link: n.immagine_autore_link ?? '',
  stato: n.stato,
  rilevanza: n.rilevanza,
  tag: n.tag ?? '',
});

/**
 * The news edit form (/dashboard/notizie/nuova and /dashboard/notizie/{id}): every field of the
 * news entity, the slug following the title while the item is a draft (locked once published),
 * 'Genera sommario' and 'Genera articolo' from the source text with a chosen notizia prompt, and
 * the claims of a generated article that the source does not contain, highlighted in the editor.
 */
export default function NotiziaForm() {
  const { id } = useParams();
  const newsId = id ? Number(id) : null;
  const call = useDashboardApi();
  const toast = useToast();
  const navigate = useNavigate();
  const uid = useId();
  const [loaded, setLoaded] = useState<{ status: 'loading' } | { status: 'error' } | { status: 'ready'; news: News | null }>(
    newsId === null ? { status: 'ready', news: null } : { status: 'loading' },
  );
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [slugTouched, setSlugTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [ai, setAi] = useState<'sommario' | 'articolo' | null>(null);
  const [claims, setClaims] = useState<NewsClaim[]>([]);
  // The model-based verification of an article generated here and not saved yet (sent as verifica_ai).
  const [verifica, setVerifica] = useState<AiVerification | null>(null);
  // The publishing gate's claims after a save that would make the item public (decision 0023).
  const [gate, setGate] = useState<GateClaim[] | null>(null);
  const [prompts, setPrompts] = useState<Prompt[]>([]);
  const [promptId, setPromptId] = useState('');
  // A cover picked from Unsplash (recorded when the item is saved), else the address fields below.
  const [picked, setPicked] = useState<PickedImage | null>(null);

  useEffect(() => {
    if (newsId === null) return;
    let cancelled = false;
    call<News>(`/api/notizie/${newsId}`)
      .then((n) => {
        if (cancelled) return;
        setLoaded({ status: 'ready', news: n });
        setValues(valuesOf(n));
        setPicked(pickedFromSaved(n));
        setSlugTouched(true);
      })
      .catch(() => !cancelled && setLoaded({ status: 'error' }));
    // The claims the publishing gate still holds against the saved text, highlighted in the editor.
    call<ClaimReport>(`/api/verifica/notizia/${newsId}`).then(
      (r) => !cancelled && setClaims(r.non_verificati.filter((c) => c.kind !== 'verifica')),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [call, newsId]);

  useEffect(() => {
    call<Prompt[] | { prompts: Prompt[] }>(NEWS_PROMPTS_PATH)
      .then((res) => setPrompts(Array.isArray(res) ? res : res.prompts))
      .catch(() => setPrompts([]));
  }, [call]);

  const current = loaded.status === 'ready' ? loaded.news : null;
  const slugLocked = current !== null && current.stato !== 'bozza';
  const ids = useMemo(
    () => Object.fromEntries(Object.keys(EMPTY).map((k) => [k, `${uid}-${k}`])) as Record<keyof FormValues, string>,
    [uid],
  );

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((v) => {
      const next = { ...v, [key]: value };
      if (key === 'titolo' && !slugTouched && !slugLocked) next.slug = slugify(String(value));
      return next;
    });

  const sourceText = values.testo_originale.trim() || values.sommario.trim();

  async function summarize() {
    if (!sourceText || ai) return;
    setAi('sommario');
    try {
      const res = await call<{ sommario: string }>('/api/notizie/sintetizza', { method: 'POST', body: { titolo: values.titolo || null, testo: sourceText } });
      set('sommario', res.sommario);
      toast.success(N.summarized);
    } catch (err) {
      toast.error(errorMessage(err, N.errGenerate));
    } finally {
      setAi(null);
    }
  }

  async function generate() {
    if (!sourceText || !values.titolo.trim() || ai) return;
    if (values.contenuto.trim() && !window.confirm(N.replaceConfirm)) return;
    setAi('articolo');
    try {
      const res = await call<{ contenuto: string; non_verificati?: NewsClaim[]; verifica?: AiVerification }>('/api/notizie/genera', {
        method: 'POST',
        body: {
          titolo: values.titolo,
          testo: sourceText,
          fonte: values.fonte || null,
          link_fonte: values.link_fonte || null,
          id_prompt: promptId ? Number(promptId) : null,
        },
      });
      set('contenuto', res.contenuto);
      setClaims(res.non_verificati ?? []);
      setVerifica(res.verifica ?? null);
      toast.success(N.generated);
    } catch (err) {
      toast.error(errorMessage(err, N.errGenerate));
    } finally {
      setAi(null);
    }
  }

  function save(e: FormEvent) {
    e.preventDefault();
    void persist();
  }

  /** Saves the form; `conferme` are the editor's answers to the publishing gate's dialog. */
  async function persist(conferme?: ConfirmationsInput) {
    if (saving) return;
    const body: Record<string, unknown> = {
      ...values,
      slug: slugLocked ? undefined : values.slug,
      data_pubblicazione: fromLocalInput(values.data_pubblicazione),
      rilevanza: Number(values.rilevanza),
      id_immagine: null,
      ...(verifica ? { verifica_ai: verifica } : {}),
      ...(conferme ? { conferme } : {}),
    };
    const check = newsCreateSchema.safeParse(body);
    if (!check.success) {
      setFormError(newsErrorMessage(check.error));
      return;
    }
    setFormError(null);
    setSaving(true);
    try {
      if (picked) {
        // The photo is recorded (and its use reported to Unsplash) only now that it is really used.
        const image = await recordPicked(call, picked);
        if (image !== picked) setPicked(image);
        Object.assign(body, { id_immagine: image.id, immagine_url: image.url, immagine_autore: image.autore, immagine_autore_link: image.autore_link });
      }
      if (current) {
        const saved = await call<News>(`/api/notizie/${current.id}`, { method: 'PUT', body });
        setVerifica(null);
        setGate(null);
        setLoaded({ status: 'ready', news: saved });
        setValues(valuesOf(saved));
        setPicked(pickedFromSaved(saved));
        toast.success(N.saved);
      } else {
        const saved = await call<News>('/api/notizie', { method: 'POST', body });
        setVerifica(null);
        setGate(null);
        toast.success(N.created);
        navigate(`/dashboard/notizie/${saved.id}`, { replace: true });
      }
    } catch (err) {
      const held = claimsFrom(err);
      if (held) setGate(held);
      else setFormError(errorMessage(err, N.errSave));
    } finally {
      setSaving(false);
    }
  }

  const header = (
    <PageHeader
      title={current ? N.editTitle : N.newTitle}
      description={current ? current.titolo : undefined}
      actions={
        <Link className="btn btn-ghost" to="/dashboard/notizie">
          <ArrowLeft size={18} aria-hidden="true" /> {N.back}
        </Link>
      }
    />
  );
  if (loaded.status === 'loading') return <section className="news-form-page">{header}<LoadingState label={N.loadingForm} /></section>;
  if (loaded.status === 'error') return <section className="news-form-page">{header}<ErrorState message={N.newsNotFound} /></section>;

  const text = (key: keyof FormValues, label: string, options: { hint?: string; type?: string; required?: boolean; rows?: number; disabled?: boolean } = {}) => (
    <Field id={ids[key]} label={label} hint={options.hint} required={options.required}>
      {options.rows ? (
        <textarea id={ids[key]} rows={options.rows} value={String(values[key])} aria-describedby={describedBy(ids[key], { hint: !!options.hint })} onChange={(e) => set(key, e.target.value as never)} />
      ) : (
        <input
          id={ids[key]}
          type={options.type ?? 'text'}
          value={String(values[key])}
          required={options.required}
          disabled={options.disabled}
          aria-describedby={describedBy(ids[key], { hint: !!options.hint })}
          onChange={(e) => {
            if (key === 'slug') setSlugTouched(true);
            set(key, e.target.value as never);
          }}
        />
      )}
    </Field>
  );

  return (
    <section className="news-form-page">
      {header}
      <form className="panel news-form" onSubmit={(e) => void save(e)} noValidate aria-busy={saving || undefined}>
        <div className="news-form-grid">
          <div className="news-form-main">
            {text('titolo', N.fTitle, { required: true })}
            {text('slug', N.fSlug, { hint: slugLocked ? N.fSlugLocked : N.fSlugHint, disabled: slugLocked })}

            <div className="news-ai-field">
              {text('sommario', N.fSummary, { rows: 3, hint: N.fSummaryHint })}
              <Button size="sm" loading={ai === 'sommario'} disabled={!sourceText || ai !== null} icon={<Sparkles size={16} aria-hidden="true" />} onClick={() => void summarize()}>
                {ai === 'sommario' ? N.summarizing : N.summarize}
              </Button>
            </div>

            <details className="news-original" open={!current?.contenuto}>
              <summary>{N.fOriginal}</summary>
              {text('testo_originale', N.fOriginal, { rows: 10, hint: N.fOriginalHint })}
            </details>

            <div className="news-generate">
              <label htmlFor={`${uid}-prompt`}>{N.fPrompt}</label>
              <select id={`${uid}-prompt`} value={promptId} onChange={(e) => setPromptId(e.target.value)}>
                <option value="">{N.fPromptDefault}</option>
                {prompts.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.titolo}
                    {p.is_default ? ' (DEFAULT)' : ''}
                  </option>
                ))}
              </select>
              <Button variant="accent" loading={ai === 'articolo'} disabled={!sourceText || !values.titolo.trim() || ai !== null} icon={<FileText size={16} aria-hidden="true" />} onClick={() => void generate()}>
                {N.generate}
              </Button>
              {!sourceText && <p className="field-hint">{N.needText}</p>}
              {ai === 'articolo' && (
                <p className="news-progress" role="status">
                  <span className="spinner" aria-hidden="true" /> {N.generating}
                </p>
              )}
            </div>

            <RichTextEditor id={ids.contenuto} label={N.fContent} value={values.contenuto} onChange={(html) => set('contenuto', html)} unverified={claims.map((c) => c.text)} disabled={ai === 'articolo'} />
          </div>

          <aside className="news-form-side">
            <Field id={ids.stato} label={N.fStatus}>
              <div className="news-status-row">
                <select id={ids.stato} value={values.stato} onChange={(e) => set('stato', e.target.value as ContentStatus)}>
                  {CONTENT_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {STATUS_LABELS[s]}
                    </option>
                  ))}
                </select>
                {current && <StatusBadge stato={current.stato} />}
              </div>
            </Field>
            <Field id={ids.rilevanza} label={N.fRelevance}>
              <input id={ids.rilevanza} type="number" min={0} max={NEWS_RELEVANCE_MAX} step={1} value={values.rilevanza} onChange={(e) => set('rilevanza', Number(e.target.value))} />
            </Field>
            {text('tag', N.fTags, { hint: N.fTagsHint })}
            {text('fonte', N.fSource)}
            {text('link_fonte', N.fSourceLink, { type: 'url' })}
            {text('data_pubblicazione', N.fDate, { type: 'datetime-local' })}
            <ImagePicker value={picked} onChange={setPicked} defaultQuery={values.titolo} disabled={saving} />
            {!picked && (
              <details className="news-cover-manual" open={values.immagine_url !== ''}>
                <summary>{N.fImageManual}</summary>
                <figure className="news-cover-preview media media-wide">
                  <img src={values.immagine_url || PLACEHOLDER_IMAGE} alt="" width={320} height={180} referrerPolicy="no-referrer" />
                </figure>
                {text('immagine_url', N.fImage, { type: 'url' })}
                {text('immagine_autore', N.fImageAuthor)}
                {text('immagine_autore_link', N.fImageAuthorLink, { type: 'url' })}
              </details>
            )}
            {text('descrizione', N.fDescription, { rows: 3, hint: N.fDescriptionHint })}
          </aside>
        </div>

        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <div className="dash-form-actions">
          <Button type="submit" variant="primary" loading={saving}>
            {saving ? N.saving : N.save}
          </Button>
          {current && (
            <a className="btn btn-ghost" href={`/notizie/${current.slug}`} target="_blank" rel="noopener noreferrer">
              {N.view}
            </a>
          )}
        </div>
      </form>
      <ClaimsResolveDialog
        open={gate !== null}
        confirmLabel={CLAIMS_MSG.confirmSave}
        claims={gate ?? []}
        busy={saving}
        onConfirm={(conferme) => void persist(conferme)}
        onCancel={() => setGate(null)}
      />
    </section>
  );
}
