import { ExternalLink, Monitor, RefreshCw, Smartphone } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { PREVIEW_MSG as P } from '../../../../common/messages-previews.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';

/** The widths the preview is shown at: a phone's and a desktop's, in CSS pixels. */
export const PREVIEW_WIDTHS = { telefono: 375, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

const LABELS: Record<PreviewWidth, { label: string; icon: ReactNode }> = {
  telefono: { label: P.phone, icon: <Smartphone size={16} aria-hidden="true" /> },
  desktop: { label: P.desktop, icon: <Monitor size={16} aria-hidden="true" /> },
};

interface PreviewDialogProps {
  /** The preview page's address (/anteprima/{token}); null while none is open. */
  url: string | null;
  refreshing: boolean;
  onRefresh(): void;
  onClose(): void;
}

/**
 * The preview of the unsaved text: the public page (its own template, CSS and scripts) in a frame
 * of a phone's or a desktop's width, 'Telefono' / 'Desktop' to switch, 'Aggiorna anteprima' to show
 * the editor's text as it is now, and the page in a tab of its own.
 */
export function PreviewDialog({ url, refreshing, onRefresh, onClose }: PreviewDialogProps) {
  const [width, setWidth] = useState<PreviewWidth>('telefono');
  const name = useId();
  return (
    <Dialog open={url !== null} title={P.dialogTitle} onClose={onClose} size="lg">
      <div className="preview-toolbar">
        <fieldset className="segmented">
          <legend className="sr-only">{P.width}</legend>
          {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((w) => (
            <label key={w} className={width === w ? 'is-checked' : undefined}>
              <input type="radio" name={name} value={w} checked={width === w} onChange={() => setWidth(w)} />
              {LABELS[w].icon}
              {LABELS[w].label}
            </label>
          ))}
        </fieldset>
        <Button size="sm" variant="ghost" icon={<RefreshCw size={16} aria-hidden="true" />} loading={refreshing} onClick={onRefresh}>
          {P.refresh}
        </Button>
        {url && (
          <a className="btn btn-ghost btn-sm" href={url} target="_blank" rel="noopener">
            <ExternalLink size={16} aria-hidden="true" /> {P.openInTab}
          </a>
        )}
      </div>
      {url && (
        <div className={`preview-stage preview-stage-${width}`}>
          <iframe key={url} className="preview-frame" src={url} title={P.frameTitle(LABELS[width].label)} width={PREVIEW_WIDTHS[width]} />
        </div>
      )}
    </Dialog>
  );
}
