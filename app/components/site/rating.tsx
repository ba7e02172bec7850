import { SITE_MSG } from '../../../common/messages-site.ts';

const oneDecimal = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

/** Our editorial rating out of 5: five CSS stars filled to the value, and "4,5 su 5" in words. */
export function Rating({ value, showLabel = false }: { value: number | null; showLabel?: boolean }) {
  if (value === null || Number.isNaN(value)) return null;
  const clamped = Math.max(0, Math.min(5, value));
  return (
    <p className="rating">
      {showLabel && <span className="rating-label">{SITE_MSG.ourRating}</span>}
      <span className="rating-stars" aria-hidden="true" style={{ ['--rating' as string]: `${(clamped / 5) * 100}%` }} />
      <span className="rating-value">
        <span className="sr-only">{SITE_MSG.ratingLabel}</span>
        {SITE_MSG.ratingText(oneDecimal.format(clamped))}
      </span>
    </p>
  );
}
