import { AlertTriangle, Check } from 'lucide-react';
import { MEDIA_LIBRARY_MSG as M } from '../../../../common/messages-media-library.ts';
import { mediaThumb, thumbSize } from '../../../entities/media/thumbs.ts';
import type { MediaItem } from '../../../entities/media/types.ts';
import { Badge } from '../../ui/badge.tsx';
import { creditLine, hasAlt, sizeLine } from './media-facts.ts';

/**
 * One item of the library as a card: the thumbnail in a fixed box (width and height set), the alt
 * text or a visible 'Testo alternativo mancante', the source, the credit, the size and the uses.
 * The alt text is the card's one button (its area covers the whole card), named by that text;
 * `actionLabel` names it otherwise (the picker's 'Scegli: …'). `note` is a line under the facts
 * (why an item cannot be picked).
 */
export function MediaCard({
  item,
  onOpen,
  selected = false,
  disabled = false,
  actionLabel,
  note,
}: {
  item: MediaItem;
  onOpen(item: MediaItem): void;
  selected?: boolean;
  disabled?: boolean;
  actionLabel?: string;
  note?: string | null;
}) {
  const size = thumbSize(item);
  const credit = creditLine(item);
  const facts = sizeLine(item);
  const named = hasAlt(item);
  return (
    <article className={`media-card${selected ? ' is-selected' : ''}${disabled ? ' is-disabled' : ''}`}>
      <div className="media-card-thumb">
        <img src={mediaThumb(item)} alt="" width={size.width} height={size.height} loading="lazy" decoding="async" />
        {selected && (
          <span className="media-card-check">
            <Check size={16} aria-hidden="true" /> {M.picked}
          </span>
        )}
      </div>
      <div className="media-card-body">
        <h3 className="media-card-title">
          <button
            type="button"
            className="media-card-open"
            onClick={() => onOpen(item)}
            aria-label={actionLabel}
            aria-pressed={selected || undefined}
            aria-disabled={disabled || undefined}
          >
            {named ? (
              item.alt
            ) : (
              <span className="media-card-missing">
                <AlertTriangle size={14} aria-hidden="true" /> {M.missingAlt}
              </span>
            )}
          </button>
        </h3>
        <p className="media-card-badges">
          <Badge tone={item.fonte === 'unsplash' ? 'info' : 'neutral'}>{M.sourceBadge(item.fonte)}</Badge>
          <span className="media-card-uses">{M.uses(item.usi)}</span>
        </p>
        {credit && <p className="media-card-credit">{M.credit(credit)}</p>}
        {facts && <p className="media-card-facts">{facts}</p>}
        {note && <p className="media-card-note">{note}</p>}
      </div>
    </article>
  );
}
