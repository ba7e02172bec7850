import { useMutation } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import type { ContentType } from '../../../../common/content-types.ts';
import { PREVIEW_MSG as P } from '../../../../common/messages-previews.ts';
import { createPreview, type PreviewDraft } from '../../../entities/previews/api.ts';
import previewCss from '../../../styles/preview.css?url';
import { Button } from '../../ui/button.tsx';
import { PreviewDialog } from './preview-dialog.tsx';

export interface PreviewButtonProps {
  tipo: ContentType;
  /** The text's own id (a review's REVIEW id), null for one not saved yet. */
  id: number | null;
  /** The editor's current fields, unsaved ones included, as its snapshot names them. */
  draft(): PreviewDraft;
  disabled?: boolean;
}

/**
 * 'Anteprima': sends the editor's current text (not saved, nothing is written to it) and shows it
 * with the public page's own template at a phone's and a desktop's width (PreviewDialog). Each click,
 * and 'Aggiorna anteprima', sends the text as it is then; a failure says so in Italian.
 */
export function PreviewButton({ tipo, id, draft, disabled }: PreviewButtonProps) {
  const [url, setUrl] = useState<string | null>(null);
  const open = useMutation({
    mutationFn: () => createPreview({ tipo, id, draft: draft() }),
    onSuccess: (created) => setUrl(created.url),
    // The server's Italian message (a text deleted meanwhile, a draft too large), else a generic one.
    meta: { error: P.error },
  });
  return (
    <>
      <link rel="stylesheet" href={previewCss} precedence="default" />
      <Button icon={<Eye size={18} aria-hidden="true" />} loading={open.isPending && url === null} disabled={disabled} onClick={() => open.mutate()}>
        {open.isPending && url === null ? P.opening : P.button}
      </Button>
      <PreviewDialog url={url} refreshing={open.isPending && url !== null} onRefresh={() => open.mutate()} onClose={() => setUrl(null)} />
    </>
  );
}
