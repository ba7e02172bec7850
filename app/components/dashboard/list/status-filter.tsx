import { CONTENT_STATUSES, type ContentStatus } from '../../../../common/types.ts';

export type StatusChoice = '' | ContentStatus;

const CHOICES: readonly StatusChoice[] = ['', ...CONTENT_STATUSES];

/**
 * The state filter of a list of texts (spec section 2: all, bozza, pubblicata, archiviata) as
 * radio buttons; `labels` are the screen's own words for each, '' for all.
 */
export function StatusFilter({
  name,
  legend,
  labels,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  labels: Record<StatusChoice, string>;
  value: StatusChoice;
  onChange(value: StatusChoice): void;
}) {
  return (
    <fieldset className="segmented">
      <legend className="sr-only">{legend}</legend>
      {CHOICES.map((choice) => (
        <label key={choice || 'tutte'} className={value === choice ? 'is-checked' : undefined}>
          <input type="radio" name={name} value={choice} checked={value === choice} onChange={() => onChange(choice)} />
          {labels[choice]}
        </label>
      ))}
    </fieldset>
  );
}
