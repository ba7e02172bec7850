import type { Editor } from '@tiptap/core';
import { useEffect, useId, useRef, useState } from 'react';
import { EDITOR_MSG as M } from '../../../common/messages-editor.ts';
import type { ContentLink } from '../../entities/content-links/api.ts';
import { safeLinkUrl } from './helpers.ts';
import { LinkSearch } from './link-search.tsx';

export interface LinkDraft {
  href: string;
  error: string | null;
}

export interface LinkFormState {
  /** The address being written, or null while the form is closed. */
  draft: LinkDraft | null;
  edit(href: string): void;
  open(): void;
  close(): void;
  apply(): void;
  /** Links a text of this site chosen by title (its public path, opening in place). */
  choose(link: ContentLink): void;
  remove(): void;
}

/**
 * The link form's state, held by the editor component: the toolbar button and Mod-k open it,
 * on the address of the link under the caret if there is one.
 */
export function useLinkForm(editor: Editor | null, disabled: boolean): LinkFormState {
  const [draft, setDraft] = useState<LinkDraft | null>(null);

  function open() {
    if (!editor || disabled) return;
    const href = (editor.getAttributes('link').href as string | undefined) ?? '';
    setDraft({ href, error: null });
  }

  function close() {
    setDraft(null);
    editor?.commands.focus();
  }

  function remove() {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    setDraft(null);
  }

  /** An empty address removes the link; an unsafe one is refused; with no selection the address becomes the link's text. */
  function apply() {
    if (!editor || !draft) return;
    const raw = draft.href.trim();
    if (raw === '') {
      remove();
      return;
    }
    const href = safeLinkUrl(raw);
    if (!href) {
      setDraft({ ...draft, error: M.linkInvalid });
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    setDraft(null);
  }

  /** An internal link: on the selection, or (with none) the chosen text's title becomes the link. */
  function choose(link: ContentLink) {
    if (!editor) return;
    const attrs = { href: link.percorso, rel: null };
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: link.titolo, marks: [{ type: 'link', attrs }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink(attrs).run();
    }
    setDraft(null);
  }

  return { draft, edit: (href) => setDraft({ href, error: null }), open, close, apply, choose, remove };
}

/**
 * The open link form: the address, its check, apply, remove (on a link) and cancel; Enter in the
 * address applies, Escape cancels. Under it, the search of this site's texts by title.
 */
export function LinkForm({ editor, form, draft }: { editor: Editor | null; form: LinkFormState; draft: LinkDraft }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement | null>(null);

  // The form is mounted when it opens: the address takes the focus then.
  useEffect(() => {
    input.current?.focus();
  }, []);

  return (
    <div
      className="rte-link-form"
      role="group"
      aria-label={M.link}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          form.close();
        } else if (e.key === 'Enter' && !(e.target instanceof HTMLButtonElement)) {
          e.preventDefault();
          form.apply();
        }
      }}
    >
      <label htmlFor={inputId}>{M.linkLabel}</label>
      <input
        id={inputId}
        ref={input}
        type="url"
        inputMode="url"
        value={draft.href}
        placeholder="https://"
        aria-invalid={draft.error ? true : undefined}
        aria-describedby={`${inputId}-hint`}
        onChange={(e) => form.edit(e.target.value)}
      />
      <p id={`${inputId}-hint`} className={draft.error ? 'field-error' : 'field-hint'} role={draft.error ? 'alert' : undefined}>
        {draft.error ?? M.linkHint}
      </p>
      <div className="rte-link-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={form.apply}>
          {M.linkApply}
        </button>
        {editor?.isActive('link') && (
          <button type="button" className="btn btn-secondary btn-sm" onClick={form.remove}>
            {M.linkRemove}
          </button>
        )}
        <button type="button" className="btn btn-ghost btn-sm" onClick={form.close}>
          {M.linkCancel}
        </button>
      </div>
      <LinkSearch onChoose={form.choose} />
    </div>
  );
}
