import type { ReactNode } from 'react';
import { DASH_MSG as M } from '../../../common/messages-dashboard.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';

/** A modal with a form: Annulla and Salva (Salvataggio… while saving) in the footer. */
export function FormDialog({
  title,
  formId,
  saving,
  saveDisabled,
  onClose,
  children,
}: {
  title: string;
  /** The id of the <form> inside, which the footer's Salva submits. */
  formId: string;
  saving: boolean;
  saveDisabled?: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      busy={saving}
      footer={
        <>
          <Button onClick={onClose} disabled={saving}>
            {M.cancel}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={saving} disabled={saveDisabled}>
            {saving ? M.saving : M.save}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
