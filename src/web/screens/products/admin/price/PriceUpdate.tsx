import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MASS_UPDATE_MAX_ROWS, massUpdate } from '../../../../../shared/commands/products/prices.js';
import { api } from '../../../../app/api.js';
import { toast } from '../../../../app/toasts.js';
import { confirm } from '../../../../kit/confirm/confirm.js';
import { errorText, notifySuccess } from '../../../../kit/notify.js';
import { chunks, parsePriceCsv, type PriceRow } from './csv.js';
import { PreviewTable } from './PreviewTable.js';
import { RuleForm, type PriceRule } from './RuleForm.js';
import '../../../../styles/products-admin.css';

type Outcome = z.infer<typeof massUpdate.output>;
type Phase = 'edit' | 'preview' | 'done';
const CHUNK = massUpdate.bulk?.chunk ?? 500;
const SAMPLE = 'sku,price,cost_price,sale_price,sale_start,sale_expiry\n';

/** Sends rows in the command's chunks, one after the other, numbering result rows across the whole file. */
async function sendRows(rows: PriceRow[], dryRun: boolean, onProgress: (done: number) => void): Promise<Outcome> {
  const total: Outcome = { dry_run: dryRun, total: 0, applied: 0, failed: 0, unchanged: 0, results: [] };
  let offset = 0;
  for (const part of chunks(rows, CHUNK)) {
    // one key per chunk: a retried chunk is not applied twice
    const answer = await api.call(massUpdate, { rows: part, dry_run: dryRun }, { idempotencyKey: crypto.randomUUID() });
    total.total += answer.total;
    total.applied += answer.applied;
    total.failed += answer.failed;
    total.unchanged += answer.unchanged;
    total.results.push(...answer.results.map((r) => ({ ...r, row: r.row + offset })));
    offset += part.length;
    onProgress(offset);
  }
  return total;
}

/** /products/price_update: rows or a rule, previewed with a dry run, then applied with a confirmation. */
export default function PriceUpdate() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'rows' | 'rule'>('rows');
  const [text, setText] = useState(SAMPLE);
  const [rule, setRule] = useState<PriceRule>({ op: 'raise', by: 'percent', field: 'price', value: 0, q: {} });
  const [phase, setPhase] = useState<Phase>('edit');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const parsed = parsePriceCsv(text);
  const busy = progress !== null;

  async function run(dryRun: boolean) {
    setError(null);
    if (mode === 'rows') {
      if (!parsed.rows.length) { setError(t('products_admin.price.errors.empty')); return; }
      if (parsed.rows.length > MASS_UPDATE_MAX_ROWS * 20) { setError(t('products_admin.price.errors.too_many', { max: MASS_UPDATE_MAX_ROWS * 20 })); return; }
    }
    setProgress({ done: 0, total: mode === 'rows' ? parsed.rows.length : 1 });
    try {
      const answer = mode === 'rows'
        ? await sendRows(parsed.rows, dryRun, (done) => setProgress({ done, total: parsed.rows.length }))
        : await api.call(massUpdate, { rule, dry_run: dryRun }, { idempotencyKey: crypto.randomUUID() });
      setOutcome(answer);
      setPhase(dryRun ? 'preview' : 'done');
      if (!dryRun) {
        void queryClient.invalidateQueries({ queryKey: ['product.search'] });
        void queryClient.invalidateQueries({ queryKey: ['product.get'] });
        if (answer.failed) toast('warning', t('products_admin.listings.done', { applied: answer.applied, failed: answer.failed }));
        else notifySuccess('updated');
      }
    } catch (e) {
      setError(errorText(e));
    } finally {
      setProgress(null);
    }
  }

  async function apply() {
    if (!outcome) return;
    const ok = await confirm({
      title: t('products_admin.price.apply_title'),
      body: t('products_admin.price.apply_body', { count: outcome.applied }),
      okLabel: t('products_admin.price.apply'),
    });
    if (ok) await run(false);
  }

  async function readFile(file: File | undefined) {
    if (!file) return;
    setText(await file.text());
    setPhase('edit');
    setOutcome(null);
  }

  const editing = phase === 'edit';
  return (
    <section className="pa-screen" data-testid="price-update">
      <header className="pa-head"><h1 className="pa-title">{t('nav.routes.products_price_update')}</h1></header>
      <div className="pa-modes" role="radiogroup">
        {(['rows', 'rule'] as const).map((m) => (
          <label key={m}>
            <input type="radio" name="price-mode" value={m} checked={mode === m} disabled={!editing || busy}
              onChange={() => { setMode(m); setOutcome(null); }} data-testid={`price-mode-${m}`} />
            {t(`products_admin.price.mode_${m}`)}
          </label>
        ))}
      </div>
      {mode === 'rows' ? (
        <>
          <label htmlFor="price-csv" className="pa-inline-field">{t('products_admin.price.csv_label')}</label>
          <textarea id="price-csv" className="pa-csv" value={text} readOnly={!editing || busy} spellCheck={false}
            onChange={(e) => setText(e.target.value)} data-testid="price-csv" />
          <div className="pa-row-actions">
            <label className="btn pa-file">
              {t('products_admin.price.file')}
              <input type="file" accept=".csv,text/csv,text/plain" className="sr-only" disabled={!editing || busy}
                onChange={(e) => void readFile(e.target.files?.[0])} data-testid="price-file" />
            </label>
            <span className="muted" role="status">{t('products_admin.price.rows_read', { count: parsed.rows.length })}</span>
          </div>
          {parsed.issues.length > 0 && (
            <div className="form-error" role="alert" data-testid="price-parse-errors">
              {t('products_admin.price.parse_errors')}:{' '}
              {parsed.issues.map((i) => t(`products_admin.price.errors.${i.key}`, i.values ?? {})).join('; ')}
            </div>
          )}
        </>
      ) : <RuleForm value={rule} onChange={setRule} disabled={!editing || busy} />}

      <div className="pa-row-actions">
        {editing && <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void run(true)} data-testid="price-preview">{t('products_admin.price.preview')}</button>}
        {phase === 'preview' && (
          <button type="button" className="btn btn-primary" disabled={busy || !outcome?.applied} onClick={() => void apply()} data-testid="price-apply">
            {t('products_admin.price.apply')}
          </button>
        )}
        {phase !== 'edit' && (
          <button type="button" className="btn" disabled={busy} onClick={() => { setPhase('edit'); setOutcome(null); }} data-testid="price-reset">
            {t('products_admin.price.reset')}
          </button>
        )}
        {progress && (
          <>
            <progress className="pa-progress" value={progress.done} max={progress.total} aria-label={t('products_admin.price.progress', progress)} data-testid="price-progress" />
            <span className="muted">{t('products_admin.price.progress', progress)}</span>
          </>
        )}
      </div>
      {error && <p className="form-error" role="alert" data-testid="price-error">{error}</p>}
      {outcome && (
        <section aria-live="polite" data-testid={phase === 'preview' ? 'price-preview-result' : 'price-apply-result'}>
          <p className="muted">{phase === 'preview' ? t('products_admin.price.previewing') : t('products_admin.price.applied_title')}</p>
          <div className="pa-summary" data-testid="price-summary">
            <span>{t('products_admin.price.total')}: <strong>{outcome.total}</strong></span>
            <span className="pa-ok">{phase === 'preview' ? t('products_admin.price.will_change') : t('products_admin.price.changed')}: <strong data-testid="price-applied">{outcome.applied}</strong></span>
            <span>{t('products_admin.price.unchanged')}: <strong>{outcome.unchanged}</strong></span>
            <span className="pa-fail">{t('products_admin.price.failed')}: <strong data-testid="price-failed">{outcome.failed}</strong></span>
          </div>
          {phase === 'preview' && !outcome.applied && <p className="muted">{t('products_admin.price.nothing_to_apply')}</p>}
          <PreviewTable results={outcome.results} testId="price-results" />
        </section>
      )}
    </section>
  );
}
