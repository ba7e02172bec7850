import { useMutation, useQuery } from '@tanstack/react-query';
import { FileText, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { NEWS_MSG as N } from '../../../common/messages-news.ts';
import { Button } from '../../components/ui/button.tsx';
import { activePromptsQuery } from '../../entities/prompts/prompt-choices.ts';
import { generateArticle, summarizeNews } from '../../entities/news/api.ts';
import { NewsTextField } from './news-fields.tsx';
import { type NewsAiTask, sourceTextOf } from './news-form-state.ts';
import type { NewsFormModel } from './use-news-form.ts';

export type NewsAi = ReturnType<typeof useNewsAi>;

/**
 * 'Genera sommario' and 'Genera articolo' from the source text (else the summary), the article
 * with a chosen notizia prompt. One task at a time. A result replaces the field at once and the
 * form keeps what it replaced: 'Annulla' next to it puts that back in one click (AiUndoLine). The
 * article brings the claims the source does not contain and the model's verification.
 */
export function useNewsAi(form: NewsFormModel) {
  const prompts = useQuery(activePromptsQuery('notizia'));
  const [promptId, setPromptId] = useState('');
  const { values, ai } = form.state;
  const sourceText = sourceTextOf(values);
  const done = () => form.dispatch({ type: 'ai', task: null });
  const summary = useMutation({
    mutationFn: summarizeNews,
    meta: { success: N.summarized, error: N.errGenerate },
    onSuccess: (res) => form.dispatch({ type: 'summarized', sommario: res.sommario }),
    onSettled: done,
  });
  const article = useMutation({
    mutationFn: generateArticle,
    meta: { success: N.generated, error: N.errGenerate },
    onSuccess: (res) => form.dispatch({ type: 'generated', contenuto: res.contenuto, verifica: res.verifica ?? null }),
    onSettled: done,
  });

  function summarize() {
    if (!sourceText || ai) return;
    form.dispatch({ type: 'ai', task: 'sommario' });
    summary.mutate({ titolo: values.titolo || null, testo: sourceText });
  }

  function generate() {
    if (!sourceText || !values.titolo.trim() || ai) return;
    form.dispatch({ type: 'ai', task: 'articolo' });
    article.mutate({
      titolo: values.titolo,
      testo: sourceText,
      fonte: values.fonte || null,
      link_fonte: values.link_fonte || null,
      id_prompt: promptId ? Number(promptId) : null,
    });
  }

  return { prompts: prompts.data ?? [], promptId, setPromptId, sourceText, summarize, generate };
}

/**
 * After an AI result, until the editor edits the field or saves: what happened ('Sommario generato
 * dall’AI.') and 'Annulla', which puts back the field's previous value (the article: everything the
 * generation changed) and moves the focus to the field. A live status region, present all along so
 * the line is announced when it appears.
 */
function AiUndoLine({ form, task, text, fieldId }: { form: NewsFormModel; task: NewsAiTask; text: string; fieldId: string }) {
  const undoable = form.state.aiUndo[task] !== undefined;
  const textId = `${form.uid}-ai-${task}`;
  function undo() {
    form.dispatch({ type: 'undo-ai', task });
    document.getElementById(fieldId)?.focus();
  }
  return (
    <div className="news-ai-undo" role="status">
      {undoable && (
        <>
          <span id={textId}>{text}</span>{' '}
          <Button size="sm" variant="ghost" aria-describedby={textId} onClick={undo}>
            {N.aiUndo}
          </Button>
        </>
      )}
    </div>
  );
}

/** The summary with its button, the source text (open while there is no article), and the article's generation. */
export function NewsAiPanel({ form, ai }: { form: NewsFormModel; ai: NewsAi }) {
  const { state, current, uid } = form;
  const task = state.ai;
  const { sourceText } = ai;
  return (
    <>
      <div className="news-ai-field">
        <NewsTextField form={form} name="sommario" label={N.fSummary} rows={3} hint={N.fSummaryHint} />
        <Button size="sm" loading={task === 'sommario'} disabled={!sourceText || task !== null} icon={<Sparkles size={16} aria-hidden="true" />} onClick={ai.summarize}>
          {task === 'sommario' ? N.summarizing : N.summarize}
        </Button>
        <AiUndoLine form={form} task="sommario" text={N.summaryByAi} fieldId={form.ids.sommario} />
      </div>

      <details className="news-original" open={!current?.contenuto}>
        <summary>{N.fOriginal}</summary>
        <NewsTextField form={form} name="testo_originale" label={N.fOriginal} rows={10} hint={N.fOriginalHint} />
      </details>

      <div className="news-generate">
        <label htmlFor={`${uid}-prompt`}>{N.fPrompt}</label>
        <select id={`${uid}-prompt`} value={ai.promptId} onChange={(e) => ai.setPromptId(e.target.value)}>
          <option value="">{N.fPromptDefault}</option>
          {ai.prompts.map((p) => (
            <option key={p.id} value={p.id}>
              {p.titolo}
              {p.is_default ? ' (DEFAULT)' : ''}
            </option>
          ))}
        </select>
        <Button
          variant="accent"
          loading={task === 'articolo'}
          disabled={!sourceText || !state.values.titolo.trim() || task !== null}
          icon={<FileText size={16} aria-hidden="true" />}
          onClick={ai.generate}
        >
          {N.generate}
        </Button>
        {!sourceText && <p className="field-hint">{N.needText}</p>}
        {task === 'articolo' && (
          <p className="news-progress" role="status">
            <span className="spinner" aria-hidden="true" /> {N.generating}
          </p>
        )}
        <AiUndoLine form={form} task="articolo" text={N.articleByAi} fieldId={form.ids.contenuto} />
      </div>
    </>
  );
}
