import { STATUS_LABELS } from '../../../common/messages.ts';
import { NEWS_MSG as N, NEWS_RELEVANCE_MAX } from '../../../common/messages-news.ts';
import { CONTENT_STATUSES, type ContentStatus } from '../../../common/types.ts';
import { ImagePicker } from '../../components/dashboard/images/index.ts';
import { StatusBadge } from '../../components/ui/badge.tsx';
import { describedBy, Field } from '../../components/ui/field.tsx';
import { PLACEHOLDER_IMAGE } from '../../lib/format.ts';
import { useSession } from '../../lib/session.tsx';
import { mayPublish } from '../../../common/review-flow.ts';
import type { NewsField } from './news-form-values.ts';
import type { NewsFormModel } from './use-news-form.ts';

/** The fields the form holds as free text (status, relevance and noindex have controls of their own). */
type TextField = Exclude<NewsField, 'stato' | 'rilevanza' | 'noindex'>;

interface NewsTextFieldProps {
  form: NewsFormModel;
  name: TextField;
  label: string;
  hint?: string;
  type?: string;
  required?: boolean;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  disabled?: boolean;
}

/** One text field of the news form inside its Field, wired to the form state. */
export function NewsTextField({ form, name, label, hint, type, required, rows, disabled }: NewsTextFieldProps) {
  const id = form.ids[name];
  const value = form.state.values[name];
  const describedById = describedBy(id, { hint: !!hint });
  return (
    <Field id={id} label={label} hint={hint} required={required}>
      {rows ? (
        <textarea id={id} rows={rows} value={value} aria-describedby={describedById} onChange={(e) => form.set(name, e.target.value)} />
      ) : (
        <input
          id={id}
          type={type ?? 'text'}
          value={value}
          required={required}
          disabled={disabled}
          aria-describedby={describedById}
          onChange={(e) => form.set(name, e.target.value)}
        />
      )}
    </Field>
  );
}

/** The side panel's status: the status the item is saved with (through the publishing gate), and the saved one's badge. */
export function NewsStatusField({ form }: { form: NewsFormModel }) {
  const { state, ids, current, set } = form;
  // Who may not publish the item keeps it a draft: they send it for review instead (ReviewFlowSection).
  const { user } = useSession();
  const allowed = !user || mayPublish(user, current ? current.id_autore : user.id);
  const choices = CONTENT_STATUSES.filter((s) => allowed || s === 'bozza' || s === state.values.stato);
  return (
    // The side panel's section is titled 'Stato' already: the field's own label is for screen readers.
    <Field id={ids.stato} label={<span className="sr-only">{N.fStatus}</span>}>
      <div className="news-status-row">
        <select id={ids.stato} value={state.values.stato} onChange={(e) => set('stato', e.target.value as ContentStatus)}>
          {choices.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        {current && <StatusBadge stato={current.stato} />}
      </div>
    </Field>
  );
}

/** The side panel's cover: the Unsplash picker; the address fields only while no photo is picked. */
export function NewsCoverField({ form }: { form: NewsFormModel }) {
  const { state } = form;
  const { values, picked } = state;
  return (
    <>
      <ImagePicker value={picked} onChange={(p) => form.dispatch({ type: 'picked', picked: p })} defaultQuery={values.titolo} disabled={state.saving} />
      {!picked && (
        <details className="news-cover-manual" open={values.immagine_url !== ''}>
          <summary>{N.fImageManual}</summary>
          <figure className="news-cover-preview media media-wide">
            <img src={values.immagine_url || PLACEHOLDER_IMAGE} alt="" width={320} height={180} referrerPolicy="no-referrer" />
          </figure>
          <NewsTextField form={form} name="immagine_url" label={N.fImage} type="url" />
          <NewsTextField form={form} name="immagine_autore" label={N.fImageAuthor} />
          <NewsTextField form={form} name="immagine_autore_link" label={N.fImageAuthorLink} type="url" />
        </details>
      )}
    </>
  );
}

/**
 * The item's other details in the side panel: relevance, tags, the source with its own date, the
 * publication date (empty until the item is published) and the meta description.
 */
export function NewsDetailFields({ form }: { form: NewsFormModel }) {
  const { ids, set } = form;
  const { values } = form.state;
  return (
    <>
      <Field id={ids.rilevanza} label={N.fRelevance}>
        <input id={ids.rilevanza} type="number" min={0} max={NEWS_RELEVANCE_MAX} step={1} value={values.rilevanza} onChange={(e) => set('rilevanza', Number(e.target.value))} />
      </Field>
      <NewsTextField form={form} name="tag" label={N.fTags} hint={N.fTagsHint} />
      <NewsTextField form={form} name="fonte" label={N.fSource} />
      <NewsTextField form={form} name="link_fonte" label={N.fSourceLink} type="url" />
      <NewsTextField form={form} name="data_fonte" label={N.fSourceDate} hint={N.fSourceDateHint} type="datetime-local" />
      <NewsTextField form={form} name="data_pubblicazione" label={N.fDate} hint={values.data_pubblicazione ? undefined : N.fDateHint} type="datetime-local" />
      <NewsTextField form={form} name="descrizione" label={N.fDescription} rows={3} hint={N.fDescriptionHint} />
    </>
  );
}
