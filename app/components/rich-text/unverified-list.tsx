import type { Editor } from '@tiptap/core';
import { AlertTriangle } from 'lucide-react';
import { EDITOR_MSG as M } from '../../../common/messages-editor.ts';
import { selectClaim } from './claim-highlight.ts';

/**
 * The unverified claims listed under the text (the editable area is described by this list);
 * choosing one selects it in the text.
 */
export function UnverifiedList({ id, editor, claims }: { id: string; editor: Editor | null; claims: readonly string[] }) {
  return (
    <div className="rte-unverified-list" id={id}>
      <p className="rte-unverified-title">
        <AlertTriangle size={16} aria-hidden="true" /> {M.unverifiedListTitle(claims.length)}
      </p>
      <p className="field-hint">{M.unverifiedListHint}</p>
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
