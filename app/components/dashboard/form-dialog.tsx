import type { ReactNode } from 'react';
import { DASH_MSG as M } from '../../../common/messages-dashboard.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, type DialogProps } from '../ui/dialog.tsx';

/** A modal with a form: Annulla and Salva (Salvataggio… while saving; or `saveLabel`) in the footer. */
export function FormDialog({
  title,
  formId,
  saving,
  saveDisabled,
  saveLabel = M.save,
  size,
  onClose,
  children,
}: {
  title: string;
  /** The id of the <form> inside, which the footer's Salva submits. */
  formId: string;
  saving: boolean;
  saveDisabled?: boolean;
  /** The submit button's word when not saving (default 'Salva'). */
  saveLabel?: string;
  size?: DialogProps['size'];
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      busy={saving}
      size={size}
      footer={
        <>
          <Button onClick={onClose} disabled={saving}>
            {M.cancel}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={saving} disabled={saveDisabled}>
            {saving ? M.saving : saveLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
