import type { ReactNode } from 'react';
import type { Role } from '../../../../common/roles.ts';
import { useCan, useTextRights } from '../../../lib/roles.ts';

/** Its children only when the user may do `right` to `text` (decision 0063): Elimina, Rigenera on a card. */
export function IfTextRight({ text, right, children }: { text: { id_autore?: number | null; stato?: string }; right: 'edit' | 'publish' | 'remove'; children: ReactNode }) {
  return useTextRights(text)[right] ? children : null;
}

/** Its children only from role `min` up: a write button of products, media and the like. */
export function IfRole({ min, children }: { min: Role; children: ReactNode }) {
  return useCan(min) ? children : null;
}
