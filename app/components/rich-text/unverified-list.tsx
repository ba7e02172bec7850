import type { Editor } from '@tiptap/core';
import { AlertTriangle } from 'lucide-react';
import { EDITOR_MSG as M } from '../../../common/messages-editor.ts';
import { selectClaim } from './claim-highlight.ts';

/**
 * The unverified claims listed under the text (the editable area is described by this list);
 * choosing one selects it in the text. `hint` says what they were checked against (default: the
 * product's saved data; a news item's source).
 */
export function UnverifiedList({ id, editor, claims, hint = M.unverifiedListHint }: { id: string; editor: Editor | null; claims: readonly string[]; hint?: string }) {
  return (
    <div className="rte-unverified-list" id={id}>
      <p className="rte-unverified-title">
        <AlertTriangle size={16} aria-hidden="true" /> {M.unverifiedListTitle(claims.length)}
      </p>
      <p className="field-hint">{hint}</p>
      <ul>
        {claims.map((claim) => (
          <li key={claim}>
            <button type="button" className="rte-claim" title={M.unverified} onClick={() => editor && selectClaim(editor, claim)}>
              <span className="sr-only">{M.unverified}: </span>
              {claim}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
