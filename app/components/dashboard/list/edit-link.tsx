import { BookOpen, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { EDITOR_PAGE_MSG } from '../../../../common/messages-editor-page.ts';
import { useTextRights } from '../../../lib/roles.ts';

/**
 * A card's way to a text's own page: 'Modifica' for whoever may change the text, 'Apri' for
 * whoever may only read it (a collaboratore or autore on a colleague's text: the page opens
 * read-only, decision 0063).
 */
export function EditLink({ text, to, label }: { text: { id_autore?: number | null; stato?: string }; to: string; label: string }) {
  const { edit } = useTextRights(text);
  return (
    <Link className="btn btn-secondary btn-sm" to={to}>
      {edit ? <Pencil size={16} aria-hidden="true" /> : <BookOpen size={16} aria-hidden="true" />} {edit ? label : EDITOR_PAGE_MSG.open}
    </Link>
  );
}
