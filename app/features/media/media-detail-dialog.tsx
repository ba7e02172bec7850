import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { MEDIA_LIBRARY_MSG as M } from '../../../common/messages-media-library.ts';
import { creditLine, sizeLine } from '../../components/dashboard/media/index.ts';
import { IfRole } from '../../components/dashboard/list/index.ts';
import { useCan } from '../../lib/roles.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog.tsx';
import { ErrorState, LoadingState } from '../../components/ui/states.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { deleteMedia, mediaDetailQuery, mediaKeys } from '../../entities/media/api.ts';
import { removeFromMediaLists } from '../../entities/media/cache.ts';
import { mediaThumb, thumbSize } from '../../entities/media/thumbs.ts';
import type { MediaItem, MediaUse } from '../../entities/media/types.ts';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { MediaEditForm } from './media-edit-form.tsx';
import { MediaUses, usesOf } from './media-uses.tsx';

const PREVIEW_WIDTH = 800;

/** The file's facts as a description list: name, size, weight, source, formats, date. */
function Facts({ item }: { item: MediaItem }) {
  const rows: [string, string][] = [
    [M.factFile, item.nome_file ?? ''],
    [M.factSize, sizeLine({ larghezza: item.larghezza, altezza: item.altezza, byte: null })],
    [M.factWeight, item.byte ? M.bytes(item.byte) : ''],
    [M.factSource, M.sourceBadge(item.fonte)],
    [M.factFormats, item.formati.map((f) => f.toUpperCase()).join(', ')],
    [M.factAdded, formatDateTime(item.created_at)],
  ];
  const credit = creditLine(item);
  return (
    <dl className="media-facts" aria-label={M.facts}>
      {rows
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      {credit && (
        <div>
          <dt>{M.factCredit}</dt>
          <dd>{credit}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The details of an item (a card clicked): a large preview, the alt text and the credit to edit,
 * the file's facts, where it is used ('Copertina' / 'Nel testo', linked to the editors) and
 * 'Elimina' behind a confirmation. An item in use is refused by the server (409): its message and
 * the uses it lists are shown; a deleted item leaves the grid and the dialog closes.
 */
export function MediaDetailDialog({ item, onClose }: { item: MediaItem | null; onClose(): void }) {
  return (
    <Dialog open={item !== null} title={M.detailTitle} onClose={onClose} size="lg">
      {item && <DetailBody key={item.id} item={item} onClose={onClose} />}
    </Dialog>
  );
}

function DetailBody({ item, onClose }: { item: MediaItem; onClose(): void }) {
  const client = useQueryClient();
  const toast = useToast();
  const detail = useQuery(mediaDetailQuery(item.id));
  const [confirming, setConfirming] = useState(false);
  // Alt text and credit are an editor's to change (decision 0063).
  const editor = useCan('editor');
  const [refusal, setRefusal] = useState<{ message: string; uses: MediaUse[] } | null>(null);
  const shown = detail.data ?? item;
  const size = thumbSize(shown, PREVIEW_WIDTH);

  const removal = useMutation({
    mutationFn: () => deleteMedia(item.id),
    onSuccess: () => {
      setConfirming(false);
      removeFromMediaLists(client, item.id);
      client.removeQueries({ queryKey: mediaKeys.detail(item.id) });
      toast.success(M.removed);
      onClose();
    },
    onError: (err) => {
      setConfirming(false);
      const uses = err instanceof ApiError && err.status === 409 ? usesOf(err.body) : [];
      setRefusal({ message: errorMessage(err, M.removeError), uses });
      if (uses.length > 0) client.setQueryData(mediaKeys.detail(item.id), (d: typeof detail.data) => (d ? { ...d, usi_dettaglio: uses, usi: uses.length } : d));
    },
  });

  return (
    <div className="media-detail">
      <figure className="media-detail-preview">
        <img src={mediaThumb(shown, PREVIEW_WIDTH)} alt={shown.alt ?? ''} width={size.width} height={size.height} decoding="async" />
      </figure>
      <div className="media-detail-side">
        <MediaEditForm item={shown} disabled={removal.isPending || !editor} />
        <Facts item={shown} />
        <section className="media-detail-uses" aria-labelledby={`media-uses-${item.id}`}>
          <h3 id={`media-uses-${item.id}`}>{M.usesTitle}</h3>
          {detail.status === 'pending' && <LoadingState label={M.detailLoading} />}
          {detail.status === 'error' && <ErrorState message={errorMessage(detail.error, M.detailError)} onRetry={() => void detail.refetch()} />}
          {detail.data && <MediaUses uses={detail.data.usi_dettaglio} />}
        </section>
        {refusal && (
          <div className="media-refusal" role="alert">
            <p>{refusal.message}</p>
            {refusal.uses.length > 0 && <MediaUses uses={refusal.uses} />}
          </div>
        )}
        <IfRole min="editor">
          <div className="media-detail-actions">
            <Button variant="danger" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => setConfirming(true)} loading={removal.isPending}>
              {M.remove}
            </Button>
          </div>
        </IfRole>
      </div>
      <ConfirmDialog
        open={confirming}
        title={M.removeTitle}
        message={M.removeText}
        confirmLabel={M.remove}
        danger
        busy={removal.isPending}
        onConfirm={() => removal.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
