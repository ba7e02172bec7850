import { ListTree } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { EDITOR_PAGE_MSG as M } from '../../../../common/messages-editor-page.ts';
import type { ClaimContentType, GateClaim } from '../../../../common/claims.ts';
import { ClaimWhy, ConfirmWithDataButton, useConfirmWithData } from '../claims/index.ts';
import { headingsOf, type OutlineHeading, textStats } from './text-stats.ts';

/** '1.234 parole · 6 min di lettura' of the text as it is being typed. */
export function TextStats({ html }: { html: string | readonly string[] }) {
  const text = useDeferredValue(typeof html === 'string' ? html : html.join('\n'));
  const { words, minutes } = useMemo(() => textStats(text), [text]);
  return (
    <p className="editor-page-stats muted" aria-live="polite" data-testid="statistiche-testo">
      {M.stats(words, minutes)}
    </p>
  );
}

/** What TipTap leaves on its editable element (`dom.editor`): enough to move the selection. */
interface EditorOnDom {
  view: { posAtDOM(node: Node, offset: number): number };
  chain(): { focus(): { setTextSelection(pos: number): { scrollIntoView(): { run(): boolean } } } };
}

/**
 * Takes an editor to its `index`-th H2/H3 heading: the caret at its start (through the editor, so
 * its own selection follows), the focus in the text, and the heading scrolled into view (inside
 * the editor's frame and in the window).
 */
export function goToHeading(editorId: string, index: number): boolean {
  const root = document.getElementById(editorId);
  const heading = root?.querySelectorAll('h2, h3')[index];
  if (!root || !(heading instanceof HTMLElement)) return false;
  const editor = (root as HTMLElement & { editor?: EditorOnDom }).editor;
  if (editor) editor.chain().focus().setTextSelection(editor.view.posAtDOM(heading, 0)).scrollIntoView().run();
  else root.focus({ preventScroll: true });
  heading.scrollIntoView({ block: 'center' });
  return true;
}

/** One part of a text with headings (a guide has several: introduction, sections, conclusion). */
export interface OutlinePart {
  key: string;
  /** Shown above its headings when there are several parts. */
  label?: string;
  html: string;
}

/**
 * The outline of the H2/H3 headings, updated as the editor types; a click takes the editor to the
 * heading (`onGo`: the page brings the part forward first when it has several).
 */
export function Outline({ parts, onGo }: { parts: readonly OutlinePart[]; onGo(part: string, heading: OutlineHeading): void }) {
  const deferred = useDeferredValue(parts);
  const groups = useMemo(() => deferred.map((p) => ({ ...p, headings: headingsOf(p.html) })).filter((p) => p.headings.length > 0), [deferred]);
  return (
    <nav className="editor-page-outline" aria-label={M.outline}>
      <h2 className="editor-aside-title">
        <ListTree size={16} aria-hidden="true" /> {M.outline}
      </h2>
      {groups.length === 0 ? (
        <p className="muted">{M.outlineEmpty}</p>
      ) : (
        groups.map((g) => (
          <div key={g.key}>
            {g.label && parts.length > 1 && <p className="editor-outline-part">{g.label}</p>}
            <ul className="editor-outline-list">
              {g.headings.map((h) => (
                <li key={h.index} className={`editor-outline-h${h.level}`}>
                  <button type="button" className="editor-outline-link" aria-label={M.outlineGo(h.text)} onClick={() => onGo(g.key, h)}>
                    {h.text}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </nav>
  );
}

/**
 * The claims list of the side panel: a click shows the claim in the text and selects it. Under
 * each, why it is flagged (decision 0069), and 'Conferma con la scheda' when the data has a nearest
 * fact, the user may confirm and the text is stored (`id`): recorded at once, the claim leaves the
 * list as the text's report is read again.
 */
export function ClaimsList({ claims, onSelect, tipo, id }: { claims: readonly GateClaim[]; onSelect(claim: string): void; tipo: ClaimContentType; id: number | null }) {
  const oneClick = useConfirmWithData(tipo, id);
  const unique = claims.filter((c, i) => claims.findIndex((d) => d.text === c.text) === i);
  if (unique.length === 0) return <p className="muted">{M.claimsNone}</p>;
  return (
    <>
      <p className="field-hint">{M.claimsHint}</p>
      <ul className="editor-claims-list">
        {unique.map((c) => (
          <li key={c.text} className="editor-claim">
            <button type="button" className="editor-claim-link" aria-label={M.claimGo(c.text)} onClick={() => onSelect(c.text)}>
              {c.text}
            </button>
            <ClaimWhy claim={c} tipo={tipo} className="editor-claim-why" />
            {oneClick.allowed && id !== null && (
              <ConfirmWithDataButton claim={c} tipo={tipo} busy={oneClick.pending === c.text} onConfirm={(claim) => void oneClick.confirm(claim)} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
