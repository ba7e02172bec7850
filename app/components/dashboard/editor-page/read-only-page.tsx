import { ExternalLink, Lock } from 'lucide-react';
import { useId } from 'react';
import { EDITOR_PAGE_MSG as M } from '../../../../common/messages-editor-page.ts';
import { RichTextEditor } from '../../rich-text/rich-text-editor.tsx';
import { EditorPageHeader } from './editor-page.tsx';

/** A part of a text as it is stored: a review's or news item's body, a guide's introduction, section, conclusion. */
export interface ReadOnlyPart {
  key: string;
  /** Its heading (a guide's 'Introduzione', a product's name); 'Testo' when there is one part. */
  label?: string;
  html: string;
}

export interface ReadOnlyTextPageProps {
  list: string;
  title: string;
  description?: string;
  titolo: string;
  sottotitolo?: string | null;
  parts: readonly ReadOnlyPart[];
  /** The public page, when the text is published. */
  publicHref?: string | null;
}

const ignore = () => undefined;

/**
 * The page of a text the user may read but not change (decision 0063: a collaboratore or autore
 * opening a colleague's text): the same header and way back as the editor, a notice that says why,
 * and the text as stored, with its blocks, without fields, toolbar, autosave or save bar. The
 * server refuses a save anyway; this keeps anyone from typing into a text nothing would keep.
 */
export function ReadOnlyTextPage({ list, title, description, titolo, sottotitolo, parts, publicHref }: ReadOnlyTextPageProps) {
  const id = useId();
  return (
    <section className="editor-page editor-page-read-only">
      <EditorPageHeader title={title} description={description} list={list} />
      <p className="editor-read-only-notice" role="status">
        <Lock size={16} aria-hidden="true" /> {M.readOnly}
      </p>
      <article className="editor-page-main panel" aria-labelledby={`${id}-titolo`}>
        <h2 id={`${id}-titolo`} className="editor-read-only-title">
          {titolo}
        </h2>
        {sottotitolo ? (
          <p className="muted editor-read-only-subtitle">
            <span className="sr-only">{M.readOnlySubtitle}: </span>
            {sottotitolo}
          </p>
        ) : null}
        {parts.map((part) => (
          <RichTextEditor key={part.key} id={`${id}-${part.key}`} label={part.label ?? M.readOnlyText} value={part.html} onChange={ignore} readOnly />
        ))}
        {publicHref ? (
          <p>
            <a className="btn btn-ghost btn-sm" href={publicHref} target="_blank" rel="noopener noreferrer">
              <ExternalLink size={16} aria-hidden="true" /> {M.viewPublic}
            </a>
          </p>
        ) : null}
      </article>
    </section>
  );
}
