import { AlertTriangle, ArrowDown, ArrowUp, ListChecks, Save, Sparkles, X } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { type AiVerification, type ClaimReport, type GateClaim, unresolvedClaims, verificationClaims } from '../../../common/claims.ts';
import { unverifiedGuideClaims } from '../../../common/guide-grounding.ts';
import { CLAIMS_MSG } from '../../../common/messages-claims.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import { EDITOR_MSG } from '../../../common/messages-editor.ts';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import { IMAGE_MSG } from '../../../common/messages-images.ts';
import { guideCoverSchema } from '../../../common/schemas-guides.ts';
import type { Guide, GuideContent, Product } from '../../../common/types.ts';
import { errorMessage } from '../../lib/api.ts';
import { PLACEHOLDER_IMAGE, productName } from '../../lib/format.ts';
import { Button } from '../ui/button.tsx';
import { describedBy, Field } from '../ui/field.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { ErrorState, LoadingState } from '../ui/states.tsx';
import { Tabs } from '../ui/tabs.tsx';
import { useToast } from '../ui/toast.tsx';
import { claimsFrom, ClaimsResolveDialog } from './claims-resolve-dialog.tsx';
import { generateGuide, useLongTask } from './guide-generation.ts';
import { GuidePreview } from './guide-preview.tsx';
import { GuidePromptDialog } from './guide-prompt-dialog.tsx';
import { GuideProductPicker } from './guide-product-picker.tsx';
import { ImagePicker, type PickedImage, pickedFromSaved, recordPicked } from './image-picker.tsx';
import { RichTextEditor } from '../rich-text/rich-text-editor.tsx';
import { type Resource, useDashboardApi } from './use-dashboard-api.ts';

/** The sections follow the chosen products: kept texts, empty sections for new products, in the new order. */
function followProducts(draft: GuideContent, ids: readonly number[]): GuideContent {
  const texts = new Map(draft.sezioni.filter((s) => s.id_prodotto !== null).map((s) => [s.id_prodotto!, s.testo]));
  return { ...draft, sezioni: ids.map((id) => ({ id_prodotto: id, testo: texts.get(id) ?? '' })) };
}

const INTRO = 'introduzione';
const OUTRO = 'conclusione';
const sectionTab = (i: number) => `sezione-${i}`;

/**
 * The guide creation panel and the editor of a saved guide (spec sections 2, 4, 5).
 * - Create: title, the cover from the image picker (Unsplash; an image address remains as a
 *   fallback under 'Oppure inserisci l’indirizzo di un’immagine'), the product selector (at most 10, in the order chosen), 'Genera con AI' through the prompt modal (needs a
 *   title and a product; a second click while the AI writes is ignored; progress in seconds),
 *   then the tabbed editor and the live preview; 'Salva guida' once a guide was generated.
 * - Edit: title, cover and the tabbed editor of the saved content (regeneration is on the card).
 * Edits in any tab go straight into the guide being edited, so switching tabs loses nothing. The
 * claims the products' data does not support, and those the model-based verification found, are
 * highlighted ('Dato non verificato'); a saved generation carries its verification (verifica_ai).
 */
export function GuideEditor({
  mode,
  guide,
  catalog,
  onRetryCatalog,
  onSaved,
  onClose,
}: {
  mode: 'create' | 'edit';
  guide?: Guide;
  catalog: Resource<Product[]>;
  onRetryCatalog(): void;
  onSaved(guide: Guide): void;
  onClose(): void;
}) {
  const call = useDashboardApi();
  const toast = useToast();
  const uid = useId();
  const ids = {
    panel: `${uid}-guida`,
    title: `${uid}-titolo`,
    cover: `${uid}-copertina`,
    products: `${uid}-prodotti`,
    heading: `${uid}-intestazione`,
  };
  const [titolo, setTitolo] = useState(guide?.titolo ?? '');
  // A picked cover (recorded when the guide is saved), else an address typed in the fallback field.
  const [picked, setPicked] = useState<PickedImage | null>(() => (guide ? pickedFromSaved(guide) : null));
  const [cover, setCover] = useState(guide && !guide.id_immagine ? (guide.immagine_url ?? '') : '');
  // The fallback field starts open when the guide's cover is a typed address (never toggled by React afterwards).
  const [manualOpen] = useState(() => cover !== '');
  const [selected, setSelected] = useState<number[]>(() => guide?.prodotti ?? []);
  const [draft, setDraft] = useState<GuideContent | null>(guide?.contenuto ?? null);
  const [tab, setTab] = useState(INTRO);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);
  const [confirmClaims, setConfirmClaims] = useState<GateClaim[] | null>(null);
  // The model-based verification of the text (a fresh generation's, or the saved guide's) and the confirmations given.
  const [verifica, setVerifica] = useState<AiVerification | null>(null);
  const [fresh, setFresh] = useState(false);
  const [conferme, setConferme] = useState<ClaimReport['conferme']>([]);

  useEffect(() => {
    if (mode !== 'edit' || !guide) return;
    let live = true;
    call<ClaimReport>(`/api/verifica/guida/${guide.id}`).then(
      (r) => {
        if (!live) return;
        setVerifica((v) => v ?? r.verifica);
        setConferme(r.conferme);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [call, mode, guide]);
  const generation = useLongTask();

  const byId = useMemo(() => new Map((catalog.status === 'ready' ? catalog.data : []).map((p) => [p.id, p])), [catalog]);
  const coverCheck = guideCoverSchema.safeParse(cover);
  const coverError = picked || coverCheck.success ? null : G.coverInvalid;
  const coverUrl = picked ? picked.url : coverCheck.success ? coverCheck.data : null;
  const titleError = touched && !titolo.trim() ? G.titleRequired : null;
  const canGenerate = titolo.trim() !== '' && selected.length > 0 && !generation.busy;
  const canSave = titolo.trim() !== '' && !coverError && draft !== null && !saving && !generation.busy && (mode === 'edit' || selected.length > 0);

  // The grounding check, on a deferred copy so typing stays fluid.
  const deferred = useDeferredValue(draft);
  const groundingProducts = useMemo(() => {
    const list = mode === 'create' ? selected : [...new Set([...(guide?.prodotti ?? []), ...(deferred?.sezioni.map((s) => s.id_prodotto) ?? [])])];
    return list.map((id) => (id === null ? undefined : byId.get(id))).filter((p): p is Product => p !== undefined);
  }, [mode, selected, guide, deferred, byId]);
  // The rules' claims and the model's still in each part, minus those an editor confirmed.
  const claims = useMemo(() => {
    if (!deferred || groundingProducts.length === 0) return [];
    const found: Array<GateClaim & { parte: string; id_prodotto: number | null }> = [...unverifiedGuideClaims(deferred, groundingProducts, titolo)];
    const model = (html: string, parte: 'introduzione' | 'sezione' | 'conclusione', id_prodotto: number | null) =>
      verificationClaims(html, verifica?.stato === 'completata' ? verifica : null).map((c) => ({ ...c, parte, id_prodotto }));
    found.push(...model(deferred.introduzione, 'introduzione', null));
    for (const s of deferred.sezioni) found.push(...model(s.testo, 'sezione', s.id_prodotto));
    found.push(...model(deferred.conclusione, 'conclusione', null));
    return unresolvedClaims(found, conferme, verifica?.created_at);
  }, [deferred, groundingProducts, titolo, verifica, conferme]);
  const claimsOf = (parte: 'introduzione' | 'conclusione' | number) =>
    [...new Set(claims.filter((c) => (typeof parte === 'number' ? c.parte === 'sezione' && c.id_prodotto === parte : c.parte === parte)).map((c) => c.text))];

  function choose(next: number[]) {
    setSelected(next);
    if (draft) setDraft(followProducts(draft, next));
  }

  function move(index: number, delta: -1 | 1) {
    const next = [...selected];
    const [id] = next.splice(index, 1);
    next.splice(index + delta, 0, id!);
    choose(next);
  }

  async function generate(promptId: number | null) {
    setPromptOpen(false);
    const result = await generation.run(() => generateGuide(call, { titolo: titolo.trim(), prodotti: selected, prompt_id: promptId }));
    if (!result) return; // one already running
    if (result.ok) {
      setDraft(result.value.contenuto);
      setVerifica(result.value.verifica);
      setFresh(result.value.verifica !== null);
      setTab(INTRO);
    } else {
      toast.error(errorMessage(result.error, G.generateError), 6000);
    }
  }

  /** Saves; new text for a published guide with unresolved claims opens the publishing gate's dialog. */
  async function save(confirmations?: ConfirmationsInput) {
    setTouched(true);
    if (!canSave || !draft) return;
    setSaving(true);
    try {
      // A photo chosen in the picker is recorded now (and its use reported to Unsplash), once.
      let image: PickedImage | null = picked;
      try {
        image = picked ? await recordPicked(call, picked) : null;
      } catch (err) {
        toast.error(errorMessage(err, IMAGE_MSG.recordError), 6000);
        return;
      }
      if (image !== picked) setPicked(image);
      const cover = image ? { id_immagine: image.id } : { id_immagine: null, immagine_url: coverUrl };
      const saved =
        mode === 'create'
          ? await call<Guide>('/api/guide', {
              method: 'POST',
              body: { titolo: titolo.trim(), ...cover, contenuto: draft, prodotti: selected, ...(fresh && verifica ? { verifica_ai: verifica } : {}) },
            })
          : await call<Guide>(`/api/guide/${guide!.id}`, {
              method: 'PUT',
              // Unchanged content is not sent: renaming a published guide does not re-ask about its claims.
              body: {
                titolo: titolo.trim(),
                ...cover,
                ...(JSON.stringify(draft) !== JSON.stringify(guide!.contenuto) ? { contenuto: draft } : {}),
                ...(fresh && verifica ? { verifica_ai: verifica } : {}),
                ...(confirmations ? { conferme: confirmations } : {}),
              },
            });
      setConfirmClaims(null);
      toast.success(mode === 'create' ? G.saved : G.updated);
      onSaved(saved);
    } catch (err) {
      const claims = mode === 'edit' ? claimsFrom(err) : null;
      if (claims) setConfirmClaims(claims);
      else toast.error(errorMessage(err, mode === 'create' ? G.saveError : G.genericSaveError), 6000);
    } finally {
      setSaving(false);
    }
  }

  const sectionName = (id: number | null, i: number) => (id === null ? `${G.sectionSelect} ${i + 1}` : byId.get(id) ? productName(byId.get(id)!) : G.productMissing(id));
  const tabLabel = (name: string, n: number) => (
    <>
      <span>{name}</span>
      {n > 0 && (
        <span className="guide-tab-flag" title={EDITOR_MSG.unverifiedListTitle(n)}>
          <AlertTriangle size={14} aria-hidden="true" />
          <span className="sr-only">{EDITOR_MSG.unverifiedListTitle(n)}</span>
        </span>
      )}
    </>
  );

  const tabs = draft
    ? [
        {
          value: INTRO,
          label: tabLabel(G.tabIntro, claimsOf('introduzione').length),
          content: (
            <RichTextEditor
              id={`${uid}-intro`}
              label={G.editorIntroLabel}
              value={draft.introduzione}
              onChange={(html) => setDraft((d) => (d ? { ...d, introduzione: html } : d))}
              unverified={claimsOf('introduzione')}
              disabled={generation.busy}
            />
          ),
        },
        ...draft.sezioni.map((s, i) => ({
          value: sectionTab(i),
          label: tabLabel(sectionName(s.id_prodotto, i), s.id_prodotto === null ? 0 : claimsOf(s.id_prodotto).length),
          content: (
            <RichTextEditor
              id={`${uid}-sezione-${i}`}
              label={G.editorSectionLabel(sectionName(s.id_prodotto, i))}
              value={s.testo}
              onChange={(html) => setDraft((d) => (d ? { ...d, sezioni: d.sezioni.map((x, j) => (j === i ? { ...x, testo: html } : x)) } : d))}
              unverified={s.id_prodotto === null ? [] : claimsOf(s.id_prodotto)}
              disabled={generation.busy}
            />
          ),
        })),
        {
          value: OUTRO,
          label: tabLabel(G.tabOutro, claimsOf('conclusione').length),
          content: (
            <RichTextEditor
              id={`${uid}-outro`}
              label={G.editorOutroLabel}
              value={draft.conclusione}
              onChange={(html) => setDraft((d) => (d ? { ...d, conclusione: html } : d))}
              unverified={claimsOf('conclusione')}
              disabled={generation.busy}
            />
          ),
        },
      ]
    : [];
  const activeTab = tabs.some((t) => t.value === tab) ? tab : INTRO;

  return (
    <section id={ids.panel} className={`card panel guide-editor guide-editor-${mode}`} aria-labelledby={ids.heading}>
      <header className="guide-editor-head">
        <h2 id={ids.heading} className="panel-title">
          {mode === 'create' ? G.createTitle : G.editTitle(guide!.titolo)}
        </h2>
        <Button variant="ghost" icon={<X size={18} aria-hidden="true" />} onClick={onClose} disabled={saving}>
          {mode === 'create' ? G.close : G.cancel}
        </Button>
      </header>

      <div className="guide-fields">
        <Field id={ids.title} label={G.fTitle} required error={titleError}>
          <input
            id={ids.title}
            type="text"
            value={titolo}
            maxLength={300}
            placeholder={G.fTitlePlaceholder}
            aria-invalid={titleError ? true : undefined}
            aria-describedby={describedBy(ids.title, { error: titleError })}
            onChange={(e) => setTitolo(e.target.value)}
            onBlur={() => setTouched(true)}
          />
        </Field>

        <div className="guide-cover-field">
          <ImagePicker value={picked} onChange={setPicked} defaultQuery={guide?.titolo ?? ''} disabled={saving} />
          {!picked && (
            <details className="guide-cover-manual" open={manualOpen}>
              <summary>{IMAGE_MSG.manualToggle}</summary>
              <div className="guide-cover-manual-body">
                <Field id={ids.cover} label={G.fCover} hint={G.fCoverHint} error={coverError}>
                  <input
                    id={ids.cover}
                    type="url"
                    inputMode="url"
                    value={cover}
                    placeholder="https://"
                    aria-invalid={coverError ? true : undefined}
                    aria-describedby={describedBy(ids.cover, { hint: true, error: coverError })}
                    onChange={(e) => setCover(e.target.value)}
                  />
                </Field>
                <figure className="guide-cover-thumb media media-wide">
                  <img src={coverUrl || PLACEHOLDER_IMAGE} alt={G.coverPreview} width={320} height={180} />
                </figure>
              </div>
            </details>
          )}
        </div>

        {mode === 'create' && (
          <div className="guide-products-field" role="group" aria-labelledby={`${ids.products}-label`}>
            <div className="guide-products-head">
              <span id={`${ids.products}-label`} className="guide-products-label">
                {G.fProducts} <span aria-hidden="true">*</span>
              </span>
              <span className="muted guide-products-count">{G.productsSelected(selected.length)}</span>
            </div>
            {catalog.status === 'loading' && <LoadingState label={G.productsLoading} />}
            {catalog.status === 'error' && <ErrorState message={G.productsLoadError} onRetry={onRetryCatalog} />}
            {catalog.status === 'ready' && (
              <>
                {selected.length === 0 ? (
                  <p className="muted guide-products-none">{G.productsNone}</p>
                ) : (
                  <ol className="guide-products-list">
                    {selected.map((id, i) => {
                      const name = byId.get(id) ? productName(byId.get(id)!) : G.productMissing(id);
                      return (
                        <li key={id}>
                          <span className="guide-products-index" aria-hidden="true">
                            {i + 1}.
                          </span>
                          <span className="guide-products-name">{name}</span>
                          <span className="row-actions">
                            <button type="button" className="icon-btn" aria-label={G.productUp(name)} disabled={i === 0 || generation.busy} onClick={() => move(i, -1)}>
                              <ArrowUp size={16} aria-hidden="true" />
                            </button>
                            <button
                              type="button"
                              className="icon-btn"
                              aria-label={G.productDown(name)}
                              disabled={i === selected.length - 1 || generation.busy}
                              onClick={() => move(i, 1)}
                            >
                              <ArrowDown size={16} aria-hidden="true" />
                            </button>
                            <button
                              type="button"
                              className="icon-btn icon-btn-danger"
                              aria-label={G.productRemove(name)}
                              disabled={generation.busy}
                              onClick={() => choose(selected.filter((x) => x !== id))}
                            >
                              <X size={16} aria-hidden="true" />
                            </button>
                          </span>
                        </li>
                      );
                    })}
                  </ol>
                )}
                <Button icon={<ListChecks size={18} aria-hidden="true" />} onClick={() => setPickerOpen(true)} disabled={generation.busy} aria-haspopup="dialog">
                  {G.productsChoose}
                </Button>
              </>
            )}
          </div>
        )}
      </div>

      <div className="guide-actions">
        {mode === 'create' && (
          <Button
            variant="accent"
            icon={<Sparkles size={18} aria-hidden="true" />}
            loading={generation.busy}
            disabled={!canGenerate}
            aria-describedby={!canGenerate && !generation.busy ? `${uid}-genera-hint` : undefined}
            onClick={() => {
              if (canGenerate) setPromptOpen(true);
            }}
          >
            {G.generate}
          </Button>
        )}
        <Button variant="primary" icon={<Save size={18} aria-hidden="true" />} loading={saving} disabled={!canSave} onClick={() => void save()}>
          {G.saveGuide}
        </Button>
        {mode === 'create' && !canGenerate && !generation.busy && (
          <span id={`${uid}-genera-hint`} className="field-hint">
            {G.generateHint}
          </span>
        )}
        {mode === 'create' && canGenerate && !draft && (
          <span className="field-hint">{G.saveHint}</span>
        )}
      </div>

      {generation.busy && (
        <div className="guide-progress">
          <Spinner />
          <p role="status">{G.generating}</p>
          <span className="guide-progress-time" aria-hidden="true">
            {G.elapsed(generation.elapsed)}
          </span>
          <span className="field-hint">{G.generatingNote}</span>
          <span className="progress guide-progress-bar" aria-hidden="true">
            <span className="progress-fill" style={{ width: `${Math.min(95, (generation.elapsed / 90) * 100)}%` }} />
          </span>
        </div>
      )}

      <div className={`guide-workspace${draft ? ' has-draft' : ''}`}>
        {draft && (
          <div className="guide-tabs-wrap">
            {claims.length > 0 && (
              <p className="guide-claims-summary">
                <AlertTriangle size={16} aria-hidden="true" /> {G.unverifiedCount(claims.length)}
              </p>
            )}
            <Tabs label={G.editorLabel} items={tabs} value={activeTab} onValueChange={setTab} className="guide-tabs" />
          </div>
        )}
        <GuidePreview titolo={titolo} cover={coverUrl} content={draft} products={byId} />
      </div>

      {mode === 'create' && catalog.status === 'ready' && (
        <GuideProductPicker open={pickerOpen} products={catalog.data} selected={selected} onChange={choose} onClose={() => setPickerOpen(false)} />
      )}
      {mode === 'edit' && (
        <ClaimsResolveDialog
          open={confirmClaims !== null}
          confirmLabel={CLAIMS_MSG.confirmSave}
          claims={confirmClaims ?? []}
          busy={saving}
          onCancel={() => setConfirmClaims(null)}
          onConfirm={(confirmations) => void save(confirmations)}
        />
      )}
      {mode === 'create' && <GuidePromptDialog open={promptOpen} onCancel={() => setPromptOpen(false)} onConfirm={(id) => void generate(id)} />}
    </section>
  );
}
