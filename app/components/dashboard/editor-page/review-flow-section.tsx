import { useMutation } from '@tanstack/react-query';
import { Send, Undo2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { ContentType } from '../../../../common/content-types.ts';
import { REVIEW_FLOW_MSG as M } from '../../../../common/messages-review-flow.ts';
import { mayPublish, NOTE_MAX } from '../../../../common/review-flow.ts';
import { atLeast, mayEditText } from '../../../../common/roles.ts';
import type { ContentStatus, Newsroom } from '../../../../common/types.ts';
import { type FlowAnswer, newsroomOf, publishText, reviewFlowInvalidates, sendBack, sendForReview } from '../../../entities/review-flow/api.ts';
import { useSession } from '../../../lib/session.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { describedBy, Field } from '../../ui/field.tsx';
import { FormDialog } from '../form-dialog.tsx';
import { useStatusChange } from '../list/use-status-change.tsx';

/** What the section reads of a saved text: its own id, status, writer and review state. */
export type ReviewFlowItem = Pick<Newsroom, 'id_autore' | 'revisione' | 'nota_revisione'> & { id: number; stato: ContentStatus };

/** The review state's badge: 'In revisione' or 'Rimandata'. */
export function ReviewStateBadge({ revisione }: { revisione: Newsroom['revisione'] }) {
  if (!revisione) return null;
  return <Badge tone={revisione === 'in_revisione' ? 'info' : 'warning'}>{revisione === 'in_revisione' ? M.badgeInReview : M.badgeSentBack}</Badge>;
}

/**
 * The side panel's 'Revisione' (decision 0065): the badge and, when sent
 * back, the editor's note; for a writer who cannot publish the text, 'Invia in revisione' (waiting
 * while unsaved changes are held); for an editor on a text in review, 'Pubblica' (the page's own,
 * else through the section's publishing gate: news, whose page has no Pubblica button) and 'Rimanda
 * all’autore' (a note is required). Nothing when none of this concerns the text or the user.
 */
export function ReviewFlowSection({
  tipo,
  pathId,
  item,
  dirty,
  onPublish,
  publishing = false,
}: {
  tipo: ContentType;
  pathId: number;
  item: ReviewFlowItem;
  dirty: boolean;
  /** The page's own Pubblica (its publishing gate's dialog included); without it the section publishes through its own. */
  onPublish?: () => void;
  publishing?: boolean;
}) {
  const { user } = useSession();
  const [flow, setFlow] = useState({ revisione: item.revisione, nota_revisione: item.nota_revisione });
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  // A new read of the text (after a publication, the tab shown again) wins over what a change answered.
  useEffect(() => {
    setFlow({ revisione: item.revisione, nota_revisione: item.nota_revisione });
  }, [item.revisione, item.nota_revisione]);
  const applied = (answer: FlowAnswer) => {
    const { revisione, nota_revisione } = newsroomOf(answer);
    setFlow({ revisione, nota_revisione });
  };
  const send = useMutation({ mutationFn: sendForReview, meta: { invalidates: reviewFlowInvalidates(tipo), success: M.sent, error: M.sendFailed }, onSuccess: applied });
  const back = useMutation({
    mutationFn: sendBack,
    meta: { invalidates: reviewFlowInvalidates(tipo), success: M.sentBack, error: M.sendBackFailed },
    onSuccess: (answer) => {
      applied(answer);
      setAsking(false);
    },
  });
  const status = useStatusChange<ReviewFlowItem>({
    change: (text, _stato, conferme) => publishText({ tipo, id: text.id, conferme }),
    invalidates: reviewFlowInvalidates(tipo),
    tipo,
    messages: { published: M.published, archived: M.published, publishError: M.publishFailed, archiveError: M.publishFailed },
  });

  if (item.stato !== 'bozza') return null;
  // While the user is not known yet the state shows, without actions.
  const writer = !!user && mayEditText(user, item.id_autore) && !mayPublish(user, item.id_autore);
  const reviewer = !!user && atLeast(user.ruolo, 'editor') && flow.revisione === 'in_revisione';
  if (!flow.revisione && !writer) return null;

  return (
    <section className="editor-aside-section review-flow" aria-labelledby={titleId}>
      <h2 className="editor-aside-title" id={titleId}>
        {M.section}
      </h2>
      <ReviewStateBadge revisione={flow.revisione} />
      {flow.revisione === 'rimandata' && flow.nota_revisione && (
        <p className="review-flow-note" role="note">
          {M.editorNote(flow.nota_revisione)}
        </p>
      )}
      {writer && flow.revisione !== 'in_revisione' && (
        <>
          <div className="editor-aside-actions">
            <Button
              size="sm"
              variant="primary"
              icon={<Send size={16} aria-hidden="true" />}
              onClick={() => send.mutate({ tipo, pathId })}
              loading={send.isPending}
              disabled={dirty}
            >
              {send.isPending ? M.sending : M.send}
            </Button>
          </div>
          <p className="field-hint">{dirty ? M.whileDirty : flow.revisione === 'rimandata' ? M.sendAgainHint : M.sendHint}</p>
        </>
      )}
      {writer && flow.revisione === 'in_revisione' && <p className="field-hint">{M.waitingHint}</p>}
      {reviewer && (
        <>
          <p className="field-hint">{M.reviewHint}</p>
          <div className="editor-aside-actions">
            <Button
              size="sm"
              variant="primary"
              icon={<Send size={16} aria-hidden="true" />}
              onClick={() => (onPublish ? onPublish() : status.set(item, 'pubblicata'))}
              loading={publishing || status.busy(item)}
              disabled={dirty}
            >
              {M.publish}
            </Button>
            <Button size="sm" variant="secondary" icon={<Undo2 size={16} aria-hidden="true" />} onClick={() => setAsking(true)} disabled={back.isPending}>
              {M.sendBack}
            </Button>
          </div>
        </>
      )}
      {asking && <SendBackDialog saving={back.isPending} onClose={() => setAsking(false)} onSend={(nota) => back.mutate({ tipo, pathId, nota })} />}
      {status.dialog}
    </section>
  );
}

/** 'Rimanda all’autore': the note the writer will see, required (at most NOTE_MAX characters). */
function SendBackDialog({ saving, onClose, onSend }: { saving: boolean; onClose(): void; onSend(nota: string): void }) {
  const id = useId();
  const [nota, setNota] = useState('');
  const [error, setError] = useState<string | null>(null);
  const formId = `${id}-form`;
  return (
    <FormDialog title={M.sendBackTitle} formId={formId} saving={saving} saveLabel={M.sendBackSubmit} onClose={onClose}>
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const text = nota.trim();
          if (!text) return setError(M.noteRequired);
          if (text.length > NOTE_MAX) return setError(M.noteTooLong);
          onSend(text);
        }}
      >
        <p className="muted">{M.sendBackIntro}</p>
        <Field id={`${id}-nota`} label={M.noteLabel} error={error} required>
          <textarea
            id={`${id}-nota`}
            rows={5}
            maxLength={NOTE_MAX}
            value={nota}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(`${id}-nota`, { error })}
            onChange={(e) => {
              setNota(e.target.value);
              setError(null);
            }}
          />
        </Field>
      </form>
    </FormDialog>
  );
}
