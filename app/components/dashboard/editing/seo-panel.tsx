import { useId } from 'react';
import { SEO_MSG as S } from '../../../../common/messages-seo.ts';
import {
  descriptionLength,
  SEO_DESCRIPTION_IDEAL_MAX,
  SEO_DESCRIPTION_IDEAL_MIN,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_IDEAL,
  SEO_TITLE_MAX,
  type SeoFormValues,
  seoText,
  titleLength,
} from '../../../../common/seo.ts';
import { pageTitle, truncate } from '../../../lib/seo.ts';
import { useSiteConfig } from '../../../root.tsx';
import { describedBy, Field } from '../../ui/field.tsx';

export interface SeoPanelProps {
  values: SeoFormValues;
  onChange(patch: Partial<SeoFormValues>): void;
  /** The page's own title, before the site's name is added (what the page shows without an SEO title). */
  fallbackTitle: string;
  /** The page's own description (what it shows without an SEO description). */
  fallbackDescription: string;
  /** The public page's path ('/notizie/blackout'), for the preview's address. */
  path: string;
  disabled?: boolean;
}

/** The preview's address as Google writes it: host › first segment › … */
function breadcrumb(siteUrl: string, path: string): string {
  let host = 'localhost';
  try {
    host = new URL(siteUrl || (typeof window === 'undefined' ? 'http://localhost' : window.location.origin)).host;
  } catch {
    // An unreadable SITE_URL: the preview keeps a neutral host.
  }
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  return [host, ...segments].join(' › ');
}

/** The counter under a field and, past the guidance, why (a polite live region: it speaks when the advice changes). */
function Guidance({ id, count, max, advice }: { id: string; count: number; max: number; advice: string | null }) {
  return (
    <div className="seo-guidance" id={`${id}-count`}>
      <span className="seo-counter">{S.counter(count, max)}</span>
      <span className="seo-advice" aria-live="polite">
        {advice}
      </span>
    </div>
  );
}

/**
 * A text's search-engine fields in its editor: 'Titolo SEO' and 'Descrizione SEO' with their
 * character counters and Google's length guidance, 'Nascondi ai motori di ricerca (noindex)', and
 * a preview of the Google result (address, blue title, grey description, cut where Google cuts)
 * that shows what the page computes itself while a field is empty.
 */
export function SeoPanel({ values, onChange, fallbackTitle, fallbackDescription, path, disabled }: SeoPanelProps) {
  const uid = useId();
  const ids = { title: `${uid}-seo-titolo`, description: `${uid}-seo-descrizione`, noindex: `${uid}-noindex` };
  const { siteName, siteUrl } = useSiteConfig();
  const title = seoText(values.seo_titolo);
  const description = seoText(values.seo_descrizione);
  const shownTitle = title || pageTitle(seoText(fallbackTitle), siteName);
  const shownDescription = description || seoText(fallbackDescription);
  const titleAdvice = titleLength(title) === 'long' ? S.tooLong(SEO_TITLE_IDEAL) : null;
  const length = descriptionLength(description);
  const descriptionAdvice = length === 'long' ? S.tooLong(SEO_DESCRIPTION_IDEAL_MAX) : length === 'short' ? S.tooShort(SEO_DESCRIPTION_IDEAL_MIN) : null;
  const aria = (id: string) => [describedBy(id, { hint: true }), `${id}-count`].join(' ');

  return (
    <section className="seo-panel" aria-labelledby={`${uid}-seo-heading`}>
      <h2 className="seo-panel-title" id={`${uid}-seo-heading`}>
        {S.panelTitle}
      </h2>
      <p className="field-hint">{S.panelIntro}</p>
      <Field id={ids.title} label={S.titleLabel} hint={S.titleHint}>
        <input
          id={ids.title}
          type="text"
          value={values.seo_titolo}
          maxLength={SEO_TITLE_MAX}
          placeholder={pageTitle(seoText(fallbackTitle), siteName)}
          aria-describedby={aria(ids.title)}
          onChange={(e) => onChange({ seo_titolo: e.target.value })}
          disabled={disabled}
        />
        <Guidance id={ids.title} count={title.length} max={SEO_TITLE_MAX} advice={titleAdvice} />
      </Field>
      <Field id={ids.description} label={S.descriptionLabel} hint={S.descriptionHint}>
        <textarea
          id={ids.description}
          rows={3}
          value={values.seo_descrizione}
          maxLength={SEO_DESCRIPTION_MAX}
          aria-describedby={aria(ids.description)}
          onChange={(e) => onChange({ seo_descrizione: e.target.value })}
          disabled={disabled}
        />
        <Guidance id={ids.description} count={description.length} max={SEO_DESCRIPTION_MAX} advice={descriptionAdvice} />
      </Field>
      <label className="field-check seo-noindex">
        <input
          id={ids.noindex}
          type="checkbox"
          checked={values.noindex}
          aria-describedby={`${ids.noindex}-hint`}
          onChange={(e) => onChange({ noindex: e.target.checked })}
          disabled={disabled}
        />
        <span>{S.noindexLabel}</span>
      </label>
      <p className="field-hint" id={`${ids.noindex}-hint`}>
        {S.noindexHint}
      </p>
      <figure className="seo-preview" aria-labelledby={`${uid}-seo-preview`}>
        <figcaption id={`${uid}-seo-preview`}>{S.previewTitle}</figcaption>
        <div className="seo-preview-result" data-testid="seo-preview">
          <p className="seo-preview-site">{siteName}</p>
          <p className="seo-preview-url">{breadcrumb(siteUrl, path)}</p>
          <p className="seo-preview-title">{truncate(shownTitle, SEO_TITLE_IDEAL)}</p>
          <p className="seo-preview-description">{shownDescription ? truncate(shownDescription, SEO_DESCRIPTION_IDEAL_MAX) : S.previewNoDescription}</p>
        </div>
        {(!title || !description) && <p className="field-hint">{S.previewFallback}</p>}
        {values.noindex && <p className="seo-preview-noindex">{S.previewNoindex}</p>}
      </figure>
    </section>
  );
}
