import { Check, Copy, Pencil, Plus, Search, Sparkles, Star, Trash2, X } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { PROMPT_MSG as M, PROMPT_TYPE_LABELS } from '../../../common/messages-prompts.ts';
import { PROMPT_PLACEHOLDERS } from '../../../common/prompt-placeholders.ts';
import { promptErrorMessage, promptGenerateSchema, promptSchema } from '../../../common/schemas-prompts.ts';
import { PROMPT_TYPES, type Prompt, type PromptType } from '../../../common/types.ts';
import { formatDateTime } from '../../components/dashboard/format-dashboard.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { ResourceView } from '../../components/dashboard/resource-view.tsx';
import { useDashboardApi, useResource } from '../../components/dashboard/use-dashboard-api.ts';
import { useDeleteConfirmation } from '../../components/dashboard/use-delete-confirmation.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { describedBy, Field } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';
import promptsCss from '../../styles/prompts.css?url';
import type { Route } from './+types/prompts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: promptsCss }];

export function meta() {
  return [{ title: `${M.title} — ${DASH_MSG.dashboard}` }];
}

/** The list the screen asks for (spec section 9: limit 200, updated_at descending). */
/** GET /api/prompts answers a list or `{ prompts: [...] }` (spec section 7): both read as the list. */
const promptList = (raw: unknown): Prompt[] => (Array.isArray(raw) ? raw : ((raw as { prompts?: Prompt[] } | null)?.prompts ?? []));

const listPath = (filters: { tipo: string; q: string }) => {
  const params = new URLSearchParams({ limit: '200', sort: 'updated_at', order: 'desc' });
  if (filters.tipo) params.set('tipo', filters.tipo);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  return `/api/prompts?${params.toString()}`;
};

/** The placeholders of a type, under the text box. */
function PlaceholderHint({ tipo, id }: { tipo: PromptType | ''; id: string }) {
  if (!tipo) return null;
  const list = PROMPT_PLACEHOLDERS[tipo];
  return (
    <p className="field-hint prompt-placeholders" id={id}>
      {list.length ? M.placeholdersHint(list.map((p) => `{${p.name}}`).join(', ')) : M.placeholdersNone}
    </p>
  );
}

function TypeSelect({ id, value, onChange, invalid, describedById }: { id: string; value: PromptType | ''; onChange(v: PromptType | ''): void; invalid?: boolean; describedById?: string }) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value as PromptType | '')} aria-invalid={invalid || undefined} aria-describedby={describedById}>
      <option value="">{M.fieldTypeChoose}</option>
      {PROMPT_TYPES.map((t) => (
        <option key={t} value={t}>
          {PROMPT_TYPE_LABELS[t]}
        </option>
      ))}
    </select>
  );
}

/**
 * The add form: titolo, tipo, direttive with 'Genera prompt' (the AI writes the text; a second
 * click while it works is ignored), testo, attivo. Nothing is saved until 'Salva prompt'.
 */
function AddPromptForm({ onSaved, onClose }: { onSaved(p: Prompt): void; onClose(): void }) {
  const call = useDashboardApi();
  const toast = useToast();
  const [titolo, setTitolo] = useState('');
  const [tipo, setTipo] = useState<PromptType | ''>('');
  const [direttive, setDirettive] = useState('');
  const [testo, setTesto] = useState('');
  const [attivo, setAttivo] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [genError, setGenError] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const testoRef = useRef<HTMLTextAreaElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  async function generate() {
    if (busy.current) return;
    const checked = promptGenerateSchema.safeParse({ titolo, tipo: tipo || undefined, direttive, lingua: 'it' });
    if (!checked.success) return setGenError(promptErrorMessage(checked.error));
    setGenError(null);
    busy.current = true;
    setGenerating(true);
    try {
      const res = await call<{ prompt: string }>('/api/prompts/genera', { method: 'POST', body: { titolo, tipo, direttive, lingua: 'it' } });
      setTesto(res.prompt);
      setError(null);
      toast.success(M.generated);
      testoRef.current?.focus();
    } catch (err) {
      setGenError(errorMessage(err, M.generateError));
    } finally {
      busy.current = false;
      setGenerating(false);
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body = { titolo, tipo: tipo || undefined, testo, is_active: attivo };
    const checked = promptSchema.safeParse(body);
    if (!checked.success) return setError(promptErrorMessage(checked.error));
    setError(null);
    setSaving(true);
    try {
      const saved = await call<Prompt>('/api/prompts', { method: 'POST', body });
      toast.success(M.saved);
      onSaved(saved);
    } catch (err) {
      setError(errorMessage(err, M.saveError));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="card panel prompt-add" onSubmit={onSubmit} noValidate aria-labelledby="prompt-add-title" data-testid="prompt-add">
      <h2 className="panel-title" id="prompt-add-title">
        {M.addTitle}
      </h2>
      <div className="prompt-add-grid">
        <Field id="prompt-titolo" label={M.fieldTitle} required>
          <input id="prompt-titolo" ref={titleRef} value={titolo} maxLength={200} onChange={(e) => setTitolo(e.target.value)} />
        </Field>
        <Field id="prompt-tipo" label={M.fieldType} required>
          <TypeSelect id="prompt-tipo" value={tipo} onChange={setTipo} />
        </Field>
      </div>
      <Field id="prompt-direttive" label={M.fieldDirectives} hint={M.fieldDirectivesHint} error={genError}>
        <textarea
          id="prompt-direttive"
          rows={3}
          maxLength={5000}
          value={direttive}
          onChange={(e) => setDirettive(e.target.value)}
          aria-invalid={genError ? true : undefined}
          aria-describedby={describedBy('prompt-direttive', { hint: true, error: genError })}
        />
      </Field>
      <div className="prompt-generate">
        <Button variant="secondary" icon={<Sparkles size={16} aria-hidden="true" />} loading={generating} onClick={() => void generate()}>
          {M.generate}
        </Button>
        <p className="prompt-progress" role="status" aria-live="polite">
          {generating ? (
            <>
              <Spinner /> {M.generating}
            </>
          ) : null}
        </p>
      </div>
      <Field id="prompt-testo" label={M.fieldText} required error={error}>
        <textarea
          id="prompt-testo"
          ref={testoRef}
          rows={12}
          maxLength={50000}
          value={testo}
          onChange={(e) => setTesto(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[tipo ? 'prompt-testo-placeholders' : null, error ? 'prompt-testo-error' : null].filter(Boolean).join(' ') || undefined}
          aria-busy={generating || undefined}
        />
      </Field>
      <PlaceholderHint tipo={tipo} id="prompt-testo-placeholders" />
      <label className="field-check prompt-active">
        <input type="checkbox" checked={attivo} onChange={(e) => setAttivo(e.target.checked)} />
        <span>{M.active}</span>
      </label>
      <div className="dash-form-actions">
        <Button type="submit" variant="primary" loading={saving} disabled={generating}>
          {M.save}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={saving}>
          {M.cancel}
        </Button>
      </div>
    </form>
  );
}

/** The edit form inside a card. */
function EditPrompt({ prompt, onSaved, onCancel }: { prompt: Prompt; onSaved(p: Prompt): void; onCancel(): void }) {
  const call = useDashboardApi();
  const toast = useToast();
  const uid = useId();
  const [titolo, setTitolo] = useState(prompt.titolo);
  const [tipo, setTipo] = useState<PromptType | ''>(prompt.tipo);
  const [testo, setTesto] = useState(prompt.testo);
  const [attivo, setAttivo] = useState(prompt.is_active === 1);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = { titolo: `${uid}-titolo`, tipo: `${uid}-tipo`, testo: `${uid}-testo` };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body = { titolo, tipo: tipo || undefined, testo, is_active: attivo };
    const checked = promptSchema.safeParse(body);
    if (!checked.success) return setError(promptErrorMessage(checked.error));
    setError(null);
    setSaving(true);
    try {
      const saved = await call<Prompt>(`/api/prompts/${prompt.id}`, { method: 'PUT', body });
      toast.success(M.updated);
      onSaved(saved);
    } catch (err) {
      setError(errorMessage(err, M.updateError));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="prompt-edit" onSubmit={onSubmit} noValidate onKeyDown={(e) => e.key === 'Escape' && !saving && onCancel()}>
      <div className="prompt-add-grid">
        <Field id={ids.titolo} label={M.fieldTitle} required>
          <input id={ids.titolo} value={titolo} maxLength={200} onChange={(e) => setTitolo(e.target.value)} autoFocus />
        </Field>
        <Field id={ids.tipo} label={M.fieldType} required>
          <TypeSelect id={ids.tipo} value={tipo} onChange={setTipo} />
        </Field>
      </div>
      <Field id={ids.testo} label={M.fieldText} required error={error}>
        <textarea
          id={ids.testo}
          rows={12}
          maxLength={50000}
          value={testo}
          onChange={(e) => setTesto(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[tipo ? `${ids.testo}-placeholders` : null, error ? `${ids.testo}-error` : null].filter(Boolean).join(' ') || undefined}
        />
      </Field>
      <PlaceholderHint tipo={tipo} id={`${ids.testo}-placeholders`} />
      <label className="field-check prompt-active">
        <input type="checkbox" checked={attivo} disabled={prompt.is_default === 1} onChange={(e) => setAttivo(e.target.checked)} />
        <span>{M.active}</span>
      </label>
      <div className="dash-form-actions">
        <Button type="submit" variant="primary" loading={saving}>
          {M.saveChanges}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {M.cancel}
        </Button>
      </div>
    </form>
  );
}

interface CardHandlers {
  onEdit(p: Prompt): void;
  onSetDefault(p: Prompt): void;
  onDelete(p: Prompt): void;
  onCopy(p: Prompt): void;
}

function PromptCard({ prompt, editing, settingDefault, handlers, onSaved, onCancel }: { prompt: Prompt; editing: boolean; settingDefault: boolean; handlers: CardHandlers; onSaved(p: Prompt): void; onCancel(): void }) {
  const titleId = `prompt-${prompt.id}-titolo`;
  const isDefault = prompt.is_default === 1;
  return (
    <article className={`card prompt-card${isDefault ? ' is-default' : ''}`} aria-labelledby={titleId} data-testid="prompt-card" data-prompt-id={prompt.id}>
      <header className="prompt-card-header">
        <h3 id={titleId} className="prompt-card-title">
          {prompt.titolo}
        </h3>
        <div className="prompt-card-badges">
          <Badge tone="neutral">{PROMPT_TYPE_LABELS[prompt.tipo]}</Badge>
          {isDefault && (
            <span data-testid="prompt-default-badge">
              <Badge tone="accent">{M.badgeDefault}</Badge>
            </span>
          )}
          {prompt.is_active === 0 && <Badge tone="draft">{M.badgeInactive}</Badge>}
        </div>
        <p className="prompt-card-date">{M.updatedAt(formatDateTime(prompt.updated_at))}</p>
      </header>
      {editing ? (
        <EditPrompt prompt={prompt} onSaved={onSaved} onCancel={onCancel} />
      ) : (
        <>
          <pre className="prompt-text" tabIndex={0} aria-label={`${M.fieldText}: ${prompt.titolo}`}>
            {prompt.testo}
          </pre>
          <div className="prompt-card-actions">
            <Button size="sm" variant="ghost" icon={<Copy size={16} aria-hidden="true" />} onClick={() => handlers.onCopy(prompt)} aria-label={`${M.copy}: ${prompt.titolo}`}>
              {M.copy}
            </Button>
            <Button size="sm" variant="ghost" icon={<Pencil size={16} aria-hidden="true" />} onClick={() => handlers.onEdit(prompt)} aria-label={`${M.edit}: ${prompt.titolo}`} data-edit-button={prompt.id}>
              {M.edit}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              icon={isDefault ? <Check size={16} aria-hidden="true" /> : <Star size={16} aria-hidden="true" />}
              onClick={() => handlers.onSetDefault(prompt)}
              disabled={isDefault}
              loading={settingDefault}
              aria-label={isDefault ? `${M.isDefault}: ${prompt.titolo}` : `${M.setDefault}: ${prompt.titolo}`}
            >
              {isDefault ? M.isDefault : M.setDefault}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-danger prompt-delete"
              icon={<Trash2 size={16} aria-hidden="true" />}
              onClick={() => handlers.onDelete(prompt)}
              disabled={isDefault}
              title={isDefault ? M.deleteDisabled : undefined}
              aria-label={`${M.delete}: ${prompt.titolo}`}
              aria-describedby={isDefault ? `prompt-${prompt.id}-nodelete` : undefined}
            >
              {M.delete}
            </Button>
            {isDefault && (
              <span id={`prompt-${prompt.id}-nodelete`} className="sr-only">
                {M.deleteDisabled}
              </span>
            )}
          </div>
        </>
      )}
    </article>
  );
}

export default function DashboardPrompts() {
  const call = useDashboardApi();
  const toast = useToast();
  // What the filter boxes say, and what the list shows (applied with 'Filtra').
  const [draft, setDraft] = useState({ tipo: '', q: '' });
  const [applied, setApplied] = useState({ tipo: '', q: '' });
  const { state, reload, update } = useResource<Prompt[]>(listPath(applied), promptList);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [settingDefault, setSettingDefault] = useState<number | null>(null);
  const filtered = applied.tipo !== '' || applied.q.trim() !== '';

  // After an edit closes, its card's 'Modifica' button gets the focus back. The button exists only
  // once React has committed the card without its form, so the focus moves in an effect after that
  // commit, not in a frame callback that can run before it (an update after an await is not
  // committed synchronously).
  const [focusAfterEdit, setFocusAfterEdit] = useState<number | null>(null);
  useEffect(() => {
    if (focusAfterEdit === null) return;
    document.querySelector<HTMLButtonElement>(`[data-edit-button="${focusAfterEdit}"]`)?.focus();
    setFocusAfterEdit(null);
  }, [focusAfterEdit]);
  const focusEditButton = setFocusAfterEdit;

  const remove = useDeleteConfirmation<Prompt>({
    path: (p) => `/api/prompts/${p.id}`,
    title: () => M.deleteTitle,
    message: (p) => <p>{M.deleteConfirm(p.titolo)}</p>,
    success: () => M.deleted,
    failure: () => M.deleteError,
    onDeleted: (p) => update((list) => list.filter((x) => x.id !== p.id)),
  });

  const setDefault = useCallback(
    async (p: Prompt) => {
      if (settingDefault !== null) return;
      setSettingDefault(p.id);
      try {
        const saved = await call<Prompt>(`/api/prompts/${p.id}/default`, { method: 'PATCH' });
        // The others of its type are no longer default.
        update((list) => list.map((x) => (x.id === saved.id ? saved : x.tipo === saved.tipo && x.is_default ? { ...x, is_default: 0 } : x)));
        toast.success(M.defaultSet(saved.titolo));
      } catch (err) {
        toast.error(errorMessage(err, M.defaultError));
      } finally {
        setSettingDefault(null);
      }
    },
    [call, settingDefault, toast, update],
  );

  const copy = useCallback(
    async (p: Prompt) => {
      try {
        await navigator.clipboard.writeText(p.testo);
        toast.success(M.copied);
      } catch {
        toast.error(M.copyFailed);
      }
    },
    [toast],
  );

  function onFilter(e: FormEvent) {
    e.preventDefault();
    setApplied({ tipo: draft.tipo, q: draft.q.trim() });
  }

  const handlers: CardHandlers = {
    onEdit: (p) => setEditingId(p.id),
    onSetDefault: (p) => void setDefault(p),
    onDelete: (p) => remove.ask(p),
    onCopy: (p) => void copy(p),
  };

  return (
    <section className="prompts-page">
      <PageHeader
        title={M.title}
        description={M.intro}
        actions={
          !adding && (
            <Button variant="primary" icon={<Plus size={18} aria-hidden="true" />} onClick={() => setAdding(true)}>
              {M.addTitle}
            </Button>
          )
        }
      />

      {adding && (
        <AddPromptForm
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            void reload({ silent: true });
          }}
        />
      )}

      <form className="card prompt-filters" role="search" onSubmit={onFilter} aria-label={M.filterSubmit}>
        <div className="field">
          <label htmlFor="filtro-tipo">{M.filterType}</label>
          <select id="filtro-tipo" value={draft.tipo} onChange={(e) => setDraft((d) => ({ ...d, tipo: e.target.value }))}>
            <option value="">{M.filterAll}</option>
            {PROMPT_TYPES.map((t) => (
              <option key={t} value={t}>
                {PROMPT_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="field prompt-filter-q">
          <label htmlFor="filtro-q">{M.filterSearch}</label>
          <input id="filtro-q" type="search" value={draft.q} maxLength={200} placeholder={M.filterSearchPlaceholder} onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))} />
        </div>
        <div className="prompt-filter-actions">
          <Button type="submit" variant="primary" icon={<Search size={16} aria-hidden="true" />}>
            {M.filterSubmit}
          </Button>
          {filtered && (
            <Button
              variant="ghost"
              icon={<X size={16} aria-hidden="true" />}
              onClick={() => {
                setDraft({ tipo: '', q: '' });
                setApplied({ tipo: '', q: '' });
              }}
            >
              {M.filterReset}
            </Button>
          )}
        </div>
      </form>

      <ResourceView resource={state} loadingLabel={M.loading} errorMessage={M.loadError} onRetry={() => void reload()} empty={<EmptyState message={filtered ? M.emptyFiltered : M.empty} />}>
        {(list) => (
          <>
            <p className="prompt-count muted" aria-live="polite">
              {M.count(list.length)}
            </p>
            <ul className="prompt-grid" aria-label={M.listLabel}>
              {list.map((p) => (
                <li key={p.id}>
                  <PromptCard
                    prompt={p}
                    editing={editingId === p.id}
                    settingDefault={settingDefault === p.id}
                    handlers={handlers}
                    onSaved={(saved) => {
                      setEditingId(null);
                      update((items) => items.map((x) => (x.id === saved.id ? saved : x.tipo === saved.tipo && saved.is_default && x.is_default ? { ...x, is_default: 0 } : x)));
                      focusEditButton(saved.id);
                    }}
                    onCancel={() => {
                      setEditingId(null);
                      focusEditButton(p.id);
                    }}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </ResourceView>
      {remove.dialog}
    </section>
  );
}
