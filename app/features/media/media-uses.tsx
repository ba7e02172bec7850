import { Link } from 'react-router';
import { MEDIA_LIBRARY_MSG as M } from '../../../common/messages-media-library.ts';
import type { MediaUse } from '../../entities/media/types.ts';
import { Badge } from '../../components/ui/badge.tsx';

/** Where an item is used: each text with its kind, how ('Copertina' / 'Nel testo') and a link to its editor. */
export function MediaUses({ uses }: { uses: MediaUse[] }) {
  if (uses.length === 0) return <p className="muted">{M.usesNone}</p>;
  return (
    <ul className="media-uses">
      {uses.map((u) => (
        <li key={`${u.tipo}-${u.id}-${u.come}`}>
          <Badge tone={u.come === 'copertina' ? 'accent' : 'neutral'}>{M.useHow[u.come] ?? u.come}</Badge>
          <span className="muted">{M.useKind[u.tipo] ?? u.tipo}</span>
          <Link to={u.modifica} aria-label={M.openEditor(u.titolo)}>
            {u.titolo}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The uses a 409 answer lists (`{ error, usi }`), when it does. */
export function usesOf(body: unknown): MediaUse[] {
  const usi = body && typeof body === 'object' ? (body as { usi?: unknown }).usi : undefined;
  return Array.isArray(usi) ? (usi as MediaUse[]).filter((u) => u && typeof u === 'object' && typeof u.titolo === 'string') : [];
}
