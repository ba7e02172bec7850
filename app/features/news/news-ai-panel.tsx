import { useMutation, useQuery } from '@tanstack/react-query';
import { FileText, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { NEWS_MSG as N } from '../../../common/messages-news.ts';
import { Button } from '../../components/ui/button.tsx';
import { activePromptsQuery } from '../prompts/index.ts';
import { generateArticle, summarizeNews } from './api.ts';
import { NewsTextField } from './news-fields.tsx';
import { sourceTextOf } from './news-form-state.ts';
import type { NewsFormModel } from './use-news-form.ts';

export type NewsAi = ReturnType<typeof useNewsAi>;

/**
 * 'Genera sommario' and 'Genera articolo' from the source text (else the summary), the article
 * with a chosen notizia prompt. One task at a time; the article replaces the content only after
 * the editor agrees, and brings the claims the source does not contain and the model's verification.
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
    onSuccess: (res) => form.set('sommario', res.sommario),
    onSettled: done,
  });
  const article = useMutation({
    mutationFn: generateArticle,
    meta: { success: N.generated, error: N.errGenerate },
    onSuccess: (res) => form.dispatch({ type: 'generated', contenuto: res.contenuto, claims: res.non_verificati ?? [], verifica: res.verifica ?? null }),
    onSettled: done,
  });

  function summarize() {
    if (!sourceText || ai) return;
    form.dispatch({ type: 'ai', task: 'sommario' });
    summary.mutate({ titolo: values.titolo || null, testo: sourceText });
  }

  function generate() {
    if (!sourceText || !values.titolo.trim() || ai) return;
    if (values.contenuto.trim() && !window.confirm(N.replaceConfirm)) return;
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
      </div>
    </>
  );
}
