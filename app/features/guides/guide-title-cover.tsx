import { useId } from 'react';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import { IMAGE_MSG } from '../../../common/messages-images.ts';
import { ImagePicker } from '../../components/dashboard/images/index.ts';
import { SubtitleField } from '../../components/dashboard/editing/index.ts';
import { describedBy, Field } from '../../components/ui/field.tsx';
import { PLACEHOLDER_IMAGE } from '../../lib/format.ts';
import type { GuideEditorModel } from './use-guide-editor.ts';

/** The guide's title and its subtitle (the page's main column). */
export function GuideTitleFields({ editor }: { editor: GuideEditorModel }) {
  const { state, checks, dispatch } = editor;
  const { titleError } = checks;
  const uid = useId();
  const titleId = `${uid}-titolo`;

  return (
    <>
      <Field id={titleId} label={G.fTitle} required error={titleError}>
        <input
          id={titleId}
          type="text"
          value={state.titolo}
          maxLength={300}
          placeholder={G.fTitlePlaceholder}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={describedBy(titleId, { error: titleError })}
          onChange={(e) => dispatch({ type: 'title', titolo: e.target.value })}
          onBlur={() => dispatch({ type: 'touch' })}
        />
      </Field>
      <SubtitleField id={`${uid}-sottotitolo`} value={state.sottotitolo} onChange={(sottotitolo) => dispatch({ type: 'subtitle', sottotitolo })} disabled={state.saving} />
    </>
  );
}

/**
 * The guide's cover (the page's side panel): the image picker (Unsplash), and under 'Oppure
 * inserisci l’indirizzo di un’immagine' an image address typed by hand, with its thumbnail, while
 * no photo is picked.
 */
export function GuideCover({ editor, defaultQuery }: { editor: GuideEditorModel; defaultQuery: string }) {
  const { state, checks, dispatch } = editor;
  const { coverError, coverUrl } = checks;
  const coverId = `${useId()}-copertina`;

  return (
    <div className="guide-cover-field">
      <ImagePicker value={state.picked} onChange={(picked) => dispatch({ type: 'picked', picked })} defaultQuery={defaultQuery} disabled={state.saving} />
      {!state.picked && (
        <details className="guide-cover-manual" open={state.manualOpen}>
          <summary>{IMAGE_MSG.manualToggle}</summary>
          <div className="guide-cover-manual-body">
            <Field id={coverId} label={G.fCover} hint={G.fCoverHint} error={coverError}>
              <input
                id={coverId}
                type="url"
                inputMode="url"
                value={state.cover}
                placeholder="https://"
                aria-invalid={coverError ? true : undefined}
                aria-describedby={describedBy(coverId, { hint: true, error: coverError })}
                onChange={(e) => dispatch({ type: 'cover', cover: e.target.value })}
              />
            </Field>
            <figure className="guide-cover-thumb media media-wide">
              <img src={coverUrl || PLACEHOLDER_IMAGE} alt={G.coverPreview} width={320} height={180} />
            </figure>
          </div>
        </details>
      )}
    </div>
  );
}
