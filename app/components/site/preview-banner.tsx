import { Eye, EyeOff } from 'lucide-react';
import { PREVIEW_MSG } from '../../../common/messages-previews.ts';
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

/**
 * Marks the editors' preview of what is not saved yet (/anteprima/{token}): the page shows the
 * editor's current text, not the stored one. It replaces the status banner above.
 */
export function UnsavedPreviewBanner() {
  return (
    <div className="notice notice-preview" role="note" data-anteprima="">
      <Eye size={20} aria-hidden="true" />
      <div>
        <p className="notice-title">{PREVIEW_MSG.banner}</p>
        <p>{PREVIEW_MSG.bannerNote}</p>
      </div>
    </div>
  );
}
