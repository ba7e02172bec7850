import { type Editor, Extension } from '@tiptap/core';
import Link from '@tiptap/extension-link';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { AlertTriangle, Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Redo2, Undo2 } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { EDITOR_MSG as M } from '../../../common/messages-editor.ts';
import editorCss from '../../styles/editor.css?url';

export interface RichTextEditorProps {
  /** The id of the editable area (labels, tests and aria attributes hang on it). */
  id: string;
  label: ReactNode;
  /** HTML; the editor follows it when it changes from outside (a regenerated text). */
  value: string;
  /** The HTML after every change ('' when the text is empty). */
  onChange(html: string): void;
  /** Claims to highlight as 'Dato non verificato' (the texts of findUnverifiedClaims). */
  unverified?: readonly string[];
  disabled?: boolean;
}

/**
 * A link may point to https://, http://, mailto: or a path of this site ('/guide/3'); anything
 * else (javascript:, data:, '//host') is refused. The server's sanitiser enforces the same.
 */
export function safeLinkUrl(raw: string): string | null {
  const url = raw.trim();
  if (/^\/(?!\/)[^\s\\]*$/.test(url)) return url;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(url)) return url;
  if (/^https?:\/\/[^\s]+$/i.test(url)) {
    try {
      return new URL(url).host ? url : null;
    } catch {
      return null;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Unverified claims as decorations (never part of the document: getHTML() does not carry them)
// ---------------------------------------------------------------------------------------------

const claimsKey = new PluginKey<DecorationSet>('datiNonVerificati');

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The claim as a pattern: any run of spaces matches any run of spaces, no partial numbers or words. */
const claimPattern = (claim: string) =>
  new RegExp(`(?<![\\p{L}\\d])${claim.trim().split(/[\s\u00a0]+/).map(escapeRe).join('[\\s\\u00a0]+')}(?![\\p{L}\\d])`, 'giu');

/** Document ranges of every occurrence of the claims, block by block (a claim never crosses a block). */
export function claimRanges(doc: PmNode, claims: readonly string[]): Array<{ from: number; to: number; claim: string }> {
  const ranges: Array<{ from: number; to: number; claim: string }> = [];
  const patterns = claims.filter((c) => c.trim() !== '').map((c) => ({ claim: c, re: claimPattern(c) }));
  if (patterns.length === 0) return ranges;
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    let text = '';
    const at: number[] = [];
    node.forEach((child, offset) => {
      const s = child.isText ? child.text ?? '' : '\ufffc';
      for (let i = 0; i < s.length; i++) at.push(pos + 1 + offset + (child.isText ? i : 0));
      text += s;
    });
    for (const { claim, re } of patterns) {
      for (const m of text.matchAll(re)) {
        const end = m.index + m[0].length - 1;
        ranges.push({ from: at[m.index]!, to: at[end]! + 1, claim });
      }
    }
    return false;
  });
  return ranges.sort((a, b) => a.from - b.from);
}

function claimDecorations(doc: PmNode, claims: readonly string[]): DecorationSet {
  const decorations = claimRanges(doc, claims).map((r) =>
    Decoration.inline(r.from, r.to, { class: 'rte-unverified', title: M.unverified, 'data-unverified': r.claim }),
  );
  return DecorationSet.create(doc, decorations);
}

/**
 * The editor's own keys and decorations: Mod-k opens the link form, Alt-F10 moves to the toolbar
 * (the usual editor convention), and the unverified claims are highlighted as the text changes.
 */
/** What the editor's extension reads from the component at the time of a key press or update. */
class EditorBridge {
  claims: readonly string[] = [];
  openLink: () => void = () => undefined;
  focusToolbar: () => void = () => undefined;
  setClaims(claims: readonly string[]) {
    this.claims = claims;
  }
  setActions(openLink: () => void, focusToolbar: () => void) {
    this.openLink = openLink;
    this.focusToolbar = focusToolbar;
  }
}

function editorExtras(bridge: EditorBridge) {
  return Extension.create({
    name: 'scortaEditor',
    addKeyboardShortcuts() {
      return {
        'Mod-k': () => {
          bridge.openLink();
          return true;
        },
        'Alt-F10': () => {
          bridge.focusToolbar();
          return true;
        },
      };
    },
    addProseMirrorPlugins() {
      return [
        new Plugin<DecorationSet>({
          key: claimsKey,
          state: {
            init: (_config, state) => claimDecorations(state.doc, bridge.claims),
            apply: (tr, old, _oldState, newState) =>
              tr.docChanged || tr.getMeta(claimsKey) ? claimDecorations(newState.doc, bridge.claims) : old,
          },
          props: {
            decorations: (state) => claimsKey.getState(state),
          },
        }),
      ];
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Toolbar
// ---------------------------------------------------------------------------------------------

interface ToolState {
  h2: boolean;
  h3: boolean;
  bold: boolean;
  italic: boolean;
  bullet: boolean;
  ordered: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

function Toolbar({
  editor,
  disabled,
  onLink,
  toolbarRef,
}: {
  editor: Editor;
  disabled: boolean;
  onLink(): void;
  toolbarRef: { current: HTMLDivElement | null };
}) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }): ToolState => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [current, setCurrent] = useState(0);
  const mod = isMac() ? '⌘' : 'Ctrl';
  const chain = () => editor.chain().focus();
  const tools: Array<{ key: string; label: string; keys?: string; icon: ReactNode; pressed?: boolean; enabled?: boolean; run(): void }> = [
    { key: 'h2', label: M.heading2, keys: `${mod}+Alt+2`, icon: <Heading2 size={18} />, pressed: s.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: M.heading3, keys: `${mod}+Alt+3`, icon: <Heading3 size={18} />, pressed: s.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bold', label: M.bold, keys: `${mod}+B`, icon: <Bold size={18} />, pressed: s.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', label: M.italic, keys: `${mod}+I`, icon: <Italic size={18} />, pressed: s.italic, run: () => chain().toggleItalic().run() },
    { key: 'ul', label: M.bulletList, keys: `${mod}+Shift+8`, icon: <List size={18} />, pressed: s.bullet, run: () => chain().toggleBulletList().run() },
    { key: 'ol', label: M.orderedList, keys: `${mod}+Shift+7`, icon: <ListOrdered size={18} />, pressed: s.ordered, run: () => chain().toggleOrderedList().run() },
    { key: 'link', label: M.link, keys: `${mod}+K`, icon: <Link2 size={18} />, pressed: s.link, run: onLink },
    { key: 'undo', label: M.undo, keys: `${mod}+Z`, icon: <Undo2 size={18} />, enabled: s.canUndo, run: () => chain().undo().run() },
    { key: 'redo', label: M.redo, keys: `${mod}+Shift+Z`, icon: <Redo2 size={18} />, enabled: s.canRedo, run: () => chain().redo().run() },
  ];

  /** One tab stop; arrows, Home and End move along the toolbar, Escape goes back to the text (WAI-ARIA toolbar). */
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const last = tools.length - 1;
    const next =
      e.key === 'ArrowRight' ? (current === last ? 0 : current + 1)
      : e.key === 'ArrowLeft' ? (current === 0 ? last : current - 1)
      : e.key === 'Home' ? 0
      : e.key === 'End' ? last
      : null;
    if (e.key === 'Escape') {
      e.preventDefault();
      editor.commands.focus();
      return;
    }
    if (next === null) return;
    e.preventDefault();
    setCurrent(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  }

  return (
    <div className="rte-toolbar" role="toolbar" aria-label={M.toolbar} aria-controls={editor.view.dom.id || undefined} ref={toolbarRef} onKeyDown={onKeyDown}>
      {tools.map((t, i) => (
        <button
          key={t.key}
          type="button"
          className={`rte-btn${t.pressed ? ' is-active' : ''}`}
          tabIndex={i === current ? 0 : -1}
          aria-pressed={t.pressed === undefined ? undefined : t.pressed}
          aria-label={t.label}
          title={t.keys ? `${t.label} ${M.shortcut(t.keys)}` : t.label}
          disabled={disabled || t.enabled === false}
          // Keep the text's selection: the button acts on it.
          onMouseDown={(e) => e.preventDefault()}
          onFocus={() => setCurrent(i)}
          onClick={t.run}
        >
          <span aria-hidden="true">{t.icon}</span>
        </button>
      ))}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// The editor
// ---------------------------------------------------------------------------------------------

/** The editor's HTML as the sanitiser writes it ('<br />'), so saving it stores it unchanged; '' when empty. */
export const editorHtml = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML().replace(/<br>/g, '<br />'));

/**
 * The dashboard's rich-text editor (TipTap): H2, H3, bold, italic, lists, links with safe
 * addresses only, undo/redo. It writes HTML that server/lib/sanitize.ts keeps as it is. Claims
 * listed in `unverified` are highlighted ('Dato non verificato') and listed under the text;
 * choosing one in the list selects it in the text. Browser only (the dashboard renders there).
 */
export function RichTextEditor({ id, label, value, onChange, unverified = [], disabled = false }: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const listId = `${id}-non-verificati`;
  const linkInputId = useId();
  const [bridge] = useState(() => new EditorBridge());
  const onChangeRef = useRef(onChange);
  const lastEmitted = useRef<string | null>(null);
  const toolbarRef = useRef<HTMLDivElement | null>(null);
  const [link, setLink] = useState<{ href: string; error: string | null } | null>(null);
  const linkInput = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const [extensions] = useState(() => [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        blockquote: false,
        strike: false,
        underline: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        protocols: ['http', 'https', 'mailto'],
        defaultProtocol: 'https',
        isAllowedUri: (url) => safeLinkUrl(url) !== null,
        shouldAutoLink: (url) => /^https?:\/\//i.test(url),
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer', class: null },
      }),
      editorExtras(bridge),
    ]);

  const editor = useEditor({
    extensions,
    content: value || '',
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editable: !disabled,
    editorProps: {
      // A function: ProseMirror recomputes it on every update (the claims list comes and goes).
      attributes: (): Record<string, string> => ({
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(bridge.claims.length > 0 ? { 'aria-describedby': listId } : {}),
        class: 'rte-content prose',
        lang: 'it',
        spellcheck: 'true',
      }),
    },
    onUpdate: ({ editor: e }) => {
      const html = editorHtml(e);
      lastEmitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A value from outside (loaded, regenerated) replaces the text; the editor's own changes do not.
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    const current = editorHtml(editor);
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
    lastEmitted.current = value;
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  // New claims: recompute the highlights (a transaction carrying only the meta flag).
  const claimsKeyString = unverified.join('\u0000');
  useEffect(() => {
    bridge.setClaims(unverified);
    if (editor && !editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta(claimsKey, true));
    // claimsKeyString stands for the array's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, claimsKeyString]);

  function openLink() {
    if (!editor || disabled) return;
    const href = (editor.getAttributes('link').href as string | undefined) ?? '';
    setLink({ href, error: null });
  }
  useEffect(() => {
    bridge.setActions(openLink, () => toolbarRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus());
  });
  useEffect(() => {
    if (link) linkInput.current?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link !== null]);

  function closeLink() {
    setLink(null);
    editor?.commands.focus();
  }

  function applyLink() {
    if (!editor || !link) return;
    const raw = link.href.trim();
    if (raw === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setLink(null);
      return;
    }
    const href = safeLinkUrl(raw);
    if (!href) {
      setLink({ ...link, error: M.linkInvalid });
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      editor.chain().focus().insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    setLink(null);
  }

  /** Selects a claim's first occurrence in the text and scrolls to it. */
  function showClaim(claim: string) {
    if (!editor) return;
    const range = claimRanges(editor.state.doc, [claim])[0];
    if (!range) return;
    editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, range.from, range.to)).scrollIntoView());
    editor.view.focus();
  }

  return (
    <div className={`rte${disabled ? ' is-disabled' : ''}`}>
      <link rel="stylesheet" href={editorCss} precedence="default" />
      <div className="rte-label" id={labelId} onClick={() => editor?.commands.focus()}>
        {label}
      </div>
      <div className="rte-frame">
        {editor ? (
          <Toolbar editor={editor} disabled={disabled} onLink={openLink} toolbarRef={toolbarRef} />
        ) : (
          <div className="rte-toolbar" aria-hidden="true" />
        )}
        {link && (
          <div
            className="rte-link-form"
            role="group"
            aria-label={M.link}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                closeLink();
              } else if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              }
            }}
          >
            <label htmlFor={linkInputId}>{M.linkLabel}</label>
            <input
              id={linkInputId}
              ref={linkInput}
              type="url"
              inputMode="url"
              value={link.href}
              placeholder="https://"
              aria-invalid={link.error ? true : undefined}
              aria-describedby={`${linkInputId}-hint`}
              onChange={(e) => setLink({ href: e.target.value, error: null })}
            />
            <p id={`${linkInputId}-hint`} className={link.error ? 'field-error' : 'field-hint'} role={link.error ? 'alert' : undefined}>
              {link.error ?? M.linkHint}
            </p>
            <div className="rte-link-actions">
              <button type="button" className="btn btn-primary btn-sm" onClick={applyLink}>
                {M.linkApply}
              </button>
              {editor?.isActive('link') && (
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => {
                    editor.chain().focus().extendMarkRange('link').unsetLink().run();
                    setLink(null);
                  }}
                >
                  {M.linkRemove}
                </button>
              )}
              <button type="button" className="btn btn-ghost btn-sm" onClick={closeLink}>
                {M.linkCancel}
              </button>
            </div>
          </div>
        )}
        {editor ? <EditorContent editor={editor} /> : <div className="rte-content rte-placeholder" role="status">{M.loading}</div>}
      </div>
      {unverified.length > 0 && (
        <div className="rte-unverified-list" id={listId}>
          <p className="rte-unverified-title">
            <AlertTriangle size={16} aria-hidden="true" /> {M.unverifiedListTitle(unverified.length)}
          </p>
          <p className="field-hint">{M.unverifiedListHint}</p>
          <ul>
            {unverified.map((claim) => (
              <li key={claim}>
                <button type="button" className="rte-claim" title={M.unverified} onClick={() => showClaim(claim)}>
                  <span className="sr-only">{M.unverified}: </span>
                  {claim}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
