import { type ReactNode, useId, useState } from 'react';
import { TRENDS_MSG as M } from '../../../common/messages-trends.ts';
import { Button } from '../../components/ui/button.tsx';

/**
 * A chart with its numbers as a table one click away ('Mostra tabella' / 'Mostra grafico'): the
 * same data for screen readers, keyboards and people who would rather read figures.
 */
export function ChartWithTable({ chart, table, label }: { chart: ReactNode; table: ReactNode; label: string }) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <div className="trends-figure">
      <div className="trends-figure-actions">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={asTable}
          aria-controls={id}
          aria-label={`${asTable ? M.showChart : M.showTable}: ${label}`}
          onClick={() => setAsTable((v) => !v)}
        >
          {asTable ? M.showChart : M.showTable}
        </Button>
      </div>
      <div id={id}>{asTable ? table : chart}</div>
    </div>
  );
}
