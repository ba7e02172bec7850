import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useCan } from '../../lib/roles.ts';
import { MEDIA_LIBRARY_MSG as M } from '../../../common/messages-media-library.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { MediaBrowser, UploadDialog } from '../../components/dashboard/media/index.ts';
import { Button } from '../../components/ui/button.tsx';
import type { MediaItem } from '../../entities/media/types.ts';
import { MediaDetailDialog } from './media-detail-dialog.tsx';

/**
 * Media (/dashboard/media): the library of images, uploaded or picked on Unsplash. 'Carica
 * immagine' in the header; search and source filter; the grid of cards, each opening its details
 * (alt text and credit to edit, where it is used, Elimina).
 */
export function MediaPage() {
  const [uploading, setUploading] = useState(false);
  const [open, setOpen] = useState<MediaItem | null>(null);
  // Uploads from editor up (decision 0063); below, the library is for looking and picking.
  const uploadButton = useCan('editor') && (
    <Button variant="primary" icon={<Upload size={16} aria-hidden="true" />} onClick={() => setUploading(true)}>
      {M.upload}
    </Button>
  );
  return (
    <section className="media-page">
      <PageHeader title={M.title} description={M.intro} actions={uploadButton} />
      <MediaBrowser onOpen={setOpen} emptyAction={uploadButton} />
      <UploadDialog open={uploading} onClose={() => setUploading(false)} />
      <MediaDetailDialog item={open} onClose={() => setOpen(null)} />
    </section>
  );
}
