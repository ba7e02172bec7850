import { useMutation } from '@tanstack/react-query';
import { ChevronDown, MonitorSmartphone, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { type FocusEvent, useEffect, useId, useRef, useState } from 'react';
import { DASH_MSG as M } from '../../../common/messages-dashboard.ts';
import { PROFILE_MSG } from '../../../common/messages-profile.ts';
import { ROLE_MSG } from '../../../common/messages-roles.ts';
import type { Role } from '../../../common/roles.ts';
import { endOtherSessions } from '../../entities/users/api.ts';
import { ConfirmDialog } from '../ui/dialog.tsx';
import { useToast } from '../ui/toast.tsx';

/**
 * The user menu of the top bar: 'Il mio profilo', then the sessions. The username opens it (a disclosure: focus moves to its first item;
 * Esc closes it and gives the focus back to the button; a click or focus elsewhere closes it).
 * 'Esci da tutti gli altri dispositivi' asks in a modal, then ends every other session of this
 * account (POST /api/auth/esci-altri-dispositivi) and says how many in a toast; on failure the
 * modal stays open with an error toast, to try again or cancel.
 */
export function UserMenu({ username, ruolo }: { username: string; ruolo?: Role }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    meta: { error: M.endOtherSessionsError },
    onSuccess: (res) => {
      toast.success(M.endOtherSessionsDone(res.sessioni_chiuse));
      setConfirming(false);
    },
  });
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const firstItem = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return;
    firstItem.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  function onBlur(e: FocusEvent<HTMLDivElement>) {
    if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
  }

  function ask() {
    setOpen(false);
    // The modal gives the focus back to what had it when it opened: the menu's button.
    trigger.current?.focus();
    setConfirming(true);
  }

  return (
    <>
      <div className="dash-user-menu" ref={root} onBlur={onBlur}>
        <button
          ref={trigger}
          type="button"
          className="dash-user"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={M.userMenu(username)}
          title={username}
          onClick={() => setOpen((v) => !v)}
        >
          <span className="dash-user-avatar" aria-hidden="true">
            {username.slice(0, 1).toUpperCase()}
          </span>
          <span className="dash-user-name">{username}</span>
          <ChevronDown size={16} aria-hidden="true" className={open ? 'rot-180' : ''} />
        </button>
        <div id={menuId} className="dash-user-popover" hidden={!open}>
          {ruolo && <p className="dash-user-role muted">{ROLE_MSG.yourRole(ruolo)}</p>}
          <Link ref={firstItem} to="/dashboard/profilo" className="dash-user-item" onClick={() => setOpen(false)}>
            <UserRound size={18} aria-hidden="true" />
            {PROFILE_MSG.menuItem}
          </Link>
          <button type="button" className="dash-user-item" onClick={ask}>
            <MonitorSmartphone size={18} aria-hidden="true" />
            {M.endOtherSessions}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={M.endOtherSessionsTitle}
        message={M.endOtherSessionsText}
        confirmLabel={M.endOtherSessionsConfirm}
        busy={endOthers.isPending}
        onConfirm={() => endOthers.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
