import { Images, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { PROFILE_MSG as M } from '../../../common/messages-profile.ts';
import { MediaLibraryPicker } from '../../components/dashboard/media/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';

export interface PictureValue {
  id: number;
  url: string;
}

/** The profile's picture: chosen from the media library (MediaLibraryPicker in a dialog), or none. */
export function ProfilePicture({ value, onChange, disabled }: { value: PictureValue | null; onChange(v: PictureValue | null): void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="field profile-picture" role="group" aria-labelledby="profilo-foto-label">
      <span id="profilo-foto-label" className="field-label">
        {M.pictureLabel}
      </span>
      <div className="profile-picture-row">
        {value ? <img className="profile-picture-preview" src={value.url} alt="" width={72} height={72} /> : <span className="profile-picture-empty">{M.pictureNone}</span>}
        <div className="profile-picture-actions">
          <Button icon={<Images size={16} aria-hidden="true" />} onClick={() => setOpen(true)} disabled={disabled} aria-haspopup="dialog">
            {value ? M.pictureChange : M.pictureChoose}
          </Button>
          {value && (
            <Button variant="ghost" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => onChange(null)} disabled={disabled}>
              {M.pictureRemove}
            </Button>
          )}
        </div>
      </div>
      <Dialog open={open} title={M.pictureDialog} onClose={() => setOpen(false)} size="lg">
        {open && (
          <MediaLibraryPicker
            selectedId={value?.id ?? null}
            onPick={(item) => {
              onChange({ id: item.id, url: item.url });
              setOpen(false);
            }}
          />
        )}
      </Dialog>
    </div>
  );
}
