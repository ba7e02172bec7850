import { useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noticesOf } from '../../app/lib/query.tsx';
import { renderInDashboard } from './render.tsx';

/** A save's `avvisi` (a competitor's affiliate tag replaced with ours) reach the editor as toasts. */

function SaveButton({ answer }: { answer: unknown }) {
  const save = useMutation({ mutationFn: async () => answer, meta: { success: 'Recensione salvata.' } });
  return (
    <button type="button" onClick={() => save.mutate()}>
      Salva
    </button>
  );
}

const NOTICE = 'Il link Amazon aveva il tag affiliato "concorrente-21": sostituito con il nostro ("scorta-21").';

describe('notices of a save', () => {
  it('are shown after the confirmation, from a plain or a tagged answer', async () => {
    const { user } = renderInDashboard(<SaveButton answer={{ data: { id: 1, avvisi: [NOTICE] }, etag: 'W/"1"' }} />);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Recensione salvata.')).toBeInTheDocument();
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  });

  it('are read only from a list of texts', () => {
    expect(noticesOf({ id: 1, avvisi: [NOTICE, 3, ''] })).toEqual([NOTICE]);
    expect(noticesOf({ data: { avvisi: [NOTICE] }, etag: null })).toEqual([NOTICE]);
    expect(noticesOf({ avvisi: 'testo' })).toEqual([]);
    expect(noticesOf(null)).toEqual([]);
    expect(noticesOf(undefined)).toEqual([]);
  });
});
