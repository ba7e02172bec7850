// Why each claim is flagged (decision 0069) in the editors' claims list and the 'Dati da verificare'
// dialog: the nearest fact or what the data lacks; 'Conferma con la scheda' only where there is a
// fact and only for users who may confirm (not a collaboratore); in one click on a stored text it
// POSTs the confirmation with the fact as source; for a save's claims it goes with the action, and
// the last one resolved so sends the action by itself.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { type ReactNode, useEffect } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { ClaimsResolveDialog } from '../../app/components/dashboard/claims/index.ts';
import { ClaimsList } from '../../app/components/dashboard/editor-page/index.ts';
import { useSession } from '../../app/lib/session.tsx';
import type { GateClaim } from '../../common/claims.ts';
import { CLAIMS_MSG } from '../../common/messages-claims.ts';
import type { Role } from '../../common/roles.ts';
import { apiServer } from './api-server.ts';
import { renderInDashboard } from './render.tsx';

const CLAIMS: GateClaim[] = [
  { text: '2200 W', kind: 'misura', dato: 'Potenza nominale: 1800 W' },
  { text: 'IP68', kind: 'specifica', manca: 'Nessun dato su IP68' },
  { text: 'È la più potente', kind: 'qualitativa', motivo: 'Nessun confronto nei dati.' },
];

/** The children as `ruolo` sees them (the session's user set as a login does). */
function As({ ruolo, children }: { ruolo: Role; children: ReactNode }) {
  const { markLoggedIn, user } = useSession();
  useEffect(() => {
    markLoggedIn({ id: 5, username: 'chi', ruolo, nome: 'Chi' });
  }, [markLoggedIn, ruolo]);
  return user ? children : null;
}

/** Records the bodies POSTed to review 7's confirmations. */
function serveConfirm() {
  const bodies: unknown[] = [];
  apiServer.use(
    http.post('/api/verifica/recensione/7/conferme', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ non_verificati: [], verifica: null, conferme: [] });
    }),
  );
  return bodies;
}

describe('the editors’ claims list', () => {
  test('each claim says why; an editor confirms one with the data in one click', async () => {
    const bodies = serveConfirm();
    const { user } = renderInDashboard(
      <As ruolo="editor">
        <ClaimsList tipo="recensione" id={7} claims={CLAIMS} onSelect={vi.fn()} />
      </As>,
    );
    const power = (await screen.findByRole('button', { name: /Mostra nel testo: 2200 W/ })).closest('li')!;
    expect(power).toHaveTextContent('La scheda dice: Potenza nominale: 1800 W');
    expect(within(power).getByText('Potenza nominale: 1800 W').tagName).toBe('STRONG');
    const ip = screen.getByRole('button', { name: /Mostra nel testo: IP68/ }).closest('li')!;
    expect(ip).toHaveTextContent('Nessun dato su IP68');
    expect(within(ip).queryByRole('button', { name: CLAIMS_MSG.confirmWithDataOf('IP68') })).not.toBeInTheDocument();
    expect(screen.getByText('Nessun confronto nei dati.')).toBeInTheDocument();
    await user.click(within(power).getByRole('button', { name: CLAIMS_MSG.confirmWithDataOf('2200 W') }));
    await screen.findByText(CLAIMS_MSG.confirmedWithData);
    expect(bodies).toEqual([{ conferme: [{ testo: '2200 W', fonte: 'Scheda del prodotto: Potenza nominale: 1800 W' }] }]);
  });

  test('a collaboratore reads why, but is offered no confirmation; a news item says "La fonte dice"', async () => {
    renderInDashboard(
      <As ruolo="collaboratore">
        <ClaimsList tipo="notizia" id={7} claims={CLAIMS} onSelect={vi.fn()} />
      </As>,
    );
    expect(await screen.findByText('Potenza nominale: 1800 W')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Mostra nel testo: 2200 W/ }).closest('li')).toHaveTextContent('La fonte dice: Potenza nominale: 1800 W');
    expect(screen.queryByRole('button', { name: /Conferma con la/ })).not.toBeInTheDocument();
  });
});

describe('the dialog', () => {
  test('on a stored text: recorded at once; the last claim resolved so sends the action by itself', async () => {
    const bodies = serveConfirm();
    const onConfirm = vi.fn();
    const { user } = renderInDashboard(
      <As ruolo="autore">
        <ClaimsResolveDialog open tipo="recensione" id={7} claims={CLAIMS.slice(0, 1)} confirmLabel={CLAIMS_MSG.confirmPublish} onConfirm={onConfirm} onCancel={vi.fn()} />
      </As>,
    );
    const dialog = await screen.findByRole('dialog', { name: CLAIMS_MSG.dialogTitle });
    expect(dialog).toHaveTextContent('La scheda dice: Potenza nominale: 1800 W');
    await user.click(within(dialog).getByRole('button', { name: CLAIMS_MSG.confirmWithDataOf('2200 W') }));
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledWith([]));
    expect(bodies).toHaveLength(1);
  });

  test('for a save: the one-click confirmation goes with the action, with the sources typed for the others', async () => {
    const onConfirm = vi.fn();
    const { user } = renderInDashboard(
      <As ruolo="editor">
        <ClaimsResolveDialog open tipo="recensione" claims={CLAIMS.slice(0, 2)} confirmLabel={CLAIMS_MSG.confirmSave} onConfirm={onConfirm} onCancel={vi.fn()} />
      </As>,
    );
    const dialog = await screen.findByRole('dialog', { name: CLAIMS_MSG.dialogTitle });
    await user.click(within(dialog).getByRole('button', { name: CLAIMS_MSG.confirmWithDataOf('2200 W') }));
    expect(within(dialog).queryByText('2200 W')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: CLAIMS_MSG.sourceLabel }), 'Certificato del produttore');
    await user.click(within(dialog).getByRole('button', { name: CLAIMS_MSG.confirmSave }));
    expect(onConfirm).toHaveBeenCalledWith([
      { testo: '2200 W', fonte: 'Scheda del prodotto: Potenza nominale: 1800 W' },
      { testo: 'IP68', fonte: 'Certificato del produttore' },
    ]);
  });
});
