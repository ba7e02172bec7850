import { Users } from 'lucide-react';
import type { ContentType } from '../../../../common/content-types.ts';
import { presenceNotice } from '../../../../common/presence.ts';
import { usePresence } from './use-presence.ts';

export interface PresenceNoticeProps {
  tipo: ContentType;
  /** The text's own id (a review's REVIEW id); null while it is not saved yet: nothing is shown or sent. */
  id: number | null;
}

/**
 * A discreet line at the top of an editor while someone else has the same text open ('Anche Marco
 * sta modificando questo testo.', 'Anche Marco e Giulia …', 'Anche Marco e altri 2 …'), or the
 * editor's own account in another tab. The live region is always there (empty when nobody else
 * is), so a screen reader announces the line when it appears.
 */
export function PresenceNotice({ tipo, id }: PresenceNoticeProps) {
  const answer = usePresence(tipo, id);
  const text = answer ? presenceNotice(answer) : null;
  return (
    <div className="presence-notice" role="status">
      {text && (
        <>
          <Users size={16} aria-hidden="true" />
          <span>{text}</span>
        </>
      )}
    </div>
  );
}
