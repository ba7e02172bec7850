import { type FormEvent, useState } from 'react';
import { COUNTRY_LABELS, TRENDS_MSG as M, TIMEFRAME_LABELS } from '../../../common/messages-trends.ts';
import {
  DEFAULT_TREND_GEO,
  DEFAULT_TREND_TIMEFRAME,
  MAX_TREND_TERMS,
  parseTerms,
  TREND_GEOS,
  TREND_TIMEFRAMES,
  type TrendGeo,
  type TrendRequest,
  type TrendTimeframe,
} from '../../../common/schemas-trends.ts';
import { Button } from '../../components/ui/button.tsx';
import { describedBy, Field } from '../../components/ui/field.tsx';

/** Why the terms cannot be sent, or null (spec section 5: at least one; Google's limit: five). */
function termsError(text: string): string | null {
  const terms = parseTerms(text);
  if (terms.length === 0) return M.termsRequired;
  if (terms.length > MAX_TREND_TERMS) return M.termsTooMany(MAX_TREND_TERMS);
  return null;
}

/** A labelled select of fixed choices (period, country). */
function Choice<T extends string>({
  id,
  label,
  value,
  options,
  labels,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange(v: T): void;
}) {
  return (
    <Field id={id} label={label}>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * Terms (comma separated), period (12 months by default) and country (Italy by default). The
 * button stays disabled while the terms are invalid or an analysis runs; the reason shows once
 * the editor has typed or left the field.
 */
export function TrendsForm({ loading, onSubmit }: { loading: boolean; onSubmit(request: TrendRequest): void }) {
  const [text, setText] = useState('');
  const [timeframe, setTimeframe] = useState<TrendTimeframe>(DEFAULT_TREND_TIMEFRAME);
  const [geo, setGeo] = useState<TrendGeo>(DEFAULT_TREND_GEO);
  const [touched, setTouched] = useState(false);
  const error = termsError(text);
  const shownError = touched ? error : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (error || loading) return;
    onSubmit({ terms: parseTerms(text), timeframe, geo, type: 'all' });
  }

  return (
    <form className="card panel trends-form" onSubmit={submit} noValidate aria-labelledby="trends-form-title">
      <h2 className="panel-title" id="trends-form-title">
        {M.formTitle}
      </h2>
      <div className="trends-form-grid">
        <Field id="trends-terms" label={M.termsLabel} hint={M.termsHint} error={shownError} required>
          <input
            id="trends-terms"
            value={text}
            placeholder={M.termsPlaceholder}
            maxLength={600}
            autoComplete="off"
            onChange={(e) => {
              setText(e.target.value);
              setTouched(true);
            }}
            onBlur={() => setTouched(true)}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy('trends-terms', { hint: true, error: shownError })}
          />
        </Field>
        <Choice<TrendTimeframe> id="trends-period" label={M.periodLabel} value={timeframe} options={TREND_TIMEFRAMES} labels={TIMEFRAME_LABELS} onChange={setTimeframe} />
        <Choice<TrendGeo> id="trends-country" label={M.countryLabel} value={geo} options={TREND_GEOS} labels={COUNTRY_LABELS} onChange={setGeo} />
      </div>
      <div className="trends-form-actions">
        <Button type="submit" variant="primary" loading={loading} disabled={error !== null}>
          {M.submit}
        </Button>
      </div>
    </form>
  );
}
