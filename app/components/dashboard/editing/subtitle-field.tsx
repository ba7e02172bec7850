import { SUBTITLE_MAX, SUBTITLE_MSG } from '../../../../common/subtitle.ts';
import { describedBy, Field } from '../../ui/field.tsx';

/**
 * The 'Sottotitolo' field of the three editors (review, guide, news), under the title: plain
 * text, at most SUBTITLE_MAX characters; left empty, the text has no subtitle.
 */
export function SubtitleField({ id, value, onChange, disabled }: { id: string; value: string; onChange(value: string): void; disabled?: boolean }) {
  return (
    <Field id={id} label={SUBTITLE_MSG.label} hint={SUBTITLE_MSG.hint}>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={SUBTITLE_MAX}
        aria-describedby={describedBy(id, { hint: true })}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
      />
    </Field>
  );
}
