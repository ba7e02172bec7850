import { EyeOff } from 'lucide-react';
import { STATUS_LABELS } from '../../../common/messages.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import type { ContentStatus } from '../../../common/types.ts';

/** Marks a draft or archived item that a logged-in editor is previewing on its public page. */
export function PreviewBanner({ stato }: { stato: ContentStatus }) {
  return (
    <div className="notice notice-preview" role="note">
      <EyeOff size={20} aria-hidden="true" />
      <div>
        <p className="notice-title">{SITE_MSG.previewBanner}</p>
        <p>{SITE_MSG.previewNote(STATUS_LABELS[stato])}</p>
      </div>
    </div>
  );
}
