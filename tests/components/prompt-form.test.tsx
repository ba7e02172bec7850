import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { Prompt } from '../../common/types.ts';
import { PromptForm } from '../../app/features/prompts/prompt-form.tsx';
import { aPrompt } from './builders.ts';
import { expectToast, fakeApi, recordApiCalls } from './dashboard-expect.ts';
import { renderInDashboard } from './render.tsx';

/**
 * PromptForm is the one form of the Prompts screen for adding and for editing: the same fields,
 * validation and buttons; the mode decides the starting values, the extras (directives and
 * 'Genera prompt' when adding) and the request (POST or PUT). The screen's flows around it are in
 * prompts.test.tsx.
 */

const ACTIVE = 'Attivo (proposto nelle liste di scelta)';
const REQUIRED = 'Titolo, Tipo e Testo sono obbligatori.';
const EXISTING = aPrompt({ id: 7, titolo: 'Guida per sezioni', tipo: 'guida', testo: 'Guida su {titolo}.', is_active: 0 });

function renderForm(prompt?: Prompt) {
  const onSaved = vi.fn<(p: Prompt) => void>();
  const onCancel = vi.fn<() => void>();
  const view = renderInDashboard(<PromptForm prompt={prompt} onSaved={onSaved} onCancel={onCancel} />);
  return { ...view, onSaved, onCancel };
}

const titolo = () => screen.getByRole('textbox', { name: 'Titolo' });
const testo = () => screen.getByRole('textbox', { name: 'Testo' });

describe('PromptForm', () => {
  test('without a prompt it adds: empty and active, with Genera prompt; Salva prompt sends POST /api/prompts', async () => {
    const created = aPrompt({ id: 9, titolo: 'Notizia in breve', tipo: 'notizia', testo: 'Riassumi {titolo}.' });
    const posts = fakeApi('post', '/api/prompts', created, { status: 201 });
    const puts = fakeApi('put', '/api/prompts/:id', null);
    const { user, onSaved } = renderForm();

    expect(screen.getByRole('form', { name: 'Nuovo prompt' })).toBeInTheDocument();
    expect(titolo()).toHaveValue('');
    expect(titolo()).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('');
    expect(testo()).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: ACTIVE })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Direttive per la generazione' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Genera prompt' })).toBeInTheDocument();

    await user.type(titolo(), 'Notizia in breve');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Notizie');
    await user.type(testo(), 'Riassumi {{titolo}.');
    await user.click(screen.getByRole('button', { name: 'Salva prompt' }));

    await expectToast('Prompt salvato.', 'success');
    expect(posts.map((c) => c.body)).toEqual([{ titolo: 'Notizia in breve', tipo: 'notizia', testo: 'Riassumi {titolo}.', is_active: true }]);
    expect(puts).toEqual([]);
    expect(onSaved).toHaveBeenCalledWith(created);
  });

  test('with a prompt it edits: pre-filled, no generation; Salva modifiche sends PUT /api/prompts/{id}', async () => {
    const saved = { ...EXISTING, titolo: 'Guida per sezioni brevi', is_active: 1 as const };
    const puts = fakeApi('put', '/api/prompts/7', saved);
    const posts = fakeApi('post', '/api/prompts', null);
    const { user, onSaved } = renderForm(EXISTING);

    expect(screen.queryByRole('form', { name: 'Nuovo prompt' })).not.toBeInTheDocument();
    expect(titolo()).toHaveValue('Guida per sezioni');
    expect(titolo()).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('guida');
    expect(testo()).toHaveValue('Guida su {titolo}.');
    expect(testo()).toHaveAccessibleDescription('Segnaposto che il sistema riempie: {titolo}, {prodotti}.');
    expect(screen.getByRole('checkbox', { name: ACTIVE })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Direttive per la generazione' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Genera prompt' })).not.toBeInTheDocument();

    await user.type(titolo(), ' brevi');
    await user.click(screen.getByRole('checkbox', { name: ACTIVE }));
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));

    await expectToast('Prompt aggiornato.', 'success');
    expect(puts.map((c) => c.body)).toEqual([{ titolo: 'Guida per sezioni brevi', tipo: 'guida', testo: 'Guida su {titolo}.', is_active: true }]);
    expect(posts).toEqual([]);
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  test.each([
    ['adding', undefined, 'Salva prompt'],
    ['editing', EXISTING, 'Salva modifiche'],
  ] as const)('%s, a blank title is refused with the same message and nothing is sent', async (_mode, prompt, save) => {
    const { user, onSaved } = renderForm(prompt);
    const calls = recordApiCalls();
    await user.clear(titolo());
    await user.type(titolo(), '   ');
    await user.click(screen.getByRole('button', { name: save }));
    await waitFor(() => expect(testo()).toHaveAccessibleDescription(expect.stringContaining(REQUIRED)));
    expect(testo()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  test.each([
    ['adding', undefined, 0],
    ['editing', EXISTING, 1],
  ] as const)('%s, Annulla gives up; Esc does so only in a card', async (_mode, prompt, escCancels) => {
    const { user, onCancel } = renderForm(prompt);
    await user.type(titolo(), '{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(escCancels);
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(onCancel).toHaveBeenCalledTimes(escCancels + 1);
  });

  test('the default prompt cannot be made inactive', () => {
    renderForm(aPrompt({ is_default: 1 }));
    expect(screen.getByRole('checkbox', { name: ACTIVE })).toBeDisabled();
  });
});
