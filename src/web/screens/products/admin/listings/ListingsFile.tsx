import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { massUpdate, search } from '../../../../../shared/commands/products/listings.js';
import { api } from '../../../../app/api.js';
import { toast } from '../../../../app/toasts.js';
import { confirm } from '../../../../kit/confirm/confirm.js';
import { errorText } from '../../../../kit/notify.js';
import { chunks, parseRowsCsv } from '../price/csv.js';
import { PreviewTable } from '../price/PreviewTable.js';

type Outcome = z.infer<typeof massUpdate.output>;
const COLUMNS = ['sku', 'price', 'sale_price', 'count_on_hand'] as const;
// the command declares which columns a file gives in ₮ (read into möngö), as `bo listings price-update --file` reads them
const MONEY = massUpdate.bulk?.money ?? [];
const INTEGERS = ['count_on_hand'];
const CHUNK = massUpdate.bulk?.chunk ?? 500;

/** A vendor's price and stock file over his listings (`listing.mass_update`): previewed, then applied in chunks. */
export function ListingsFile({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('sku,price,sale_price,count_on_hand\n');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const parsed = parseRowsCsv(text, COLUMNS, MONEY, INTEGERS);

  async function run(dryRun: boolean) {
    setError(null);
    if (!parsed.rows.length) { setError(t('products_admin.price.errors.empty')); return; }
    const total: Outcome = { dry_run: dryRun, total: 0, applied: 0, failed: 0, unchanged: 0, results: [] };
    setProgress({ done: 0, total: parsed.rows.length });
    try {
      let offset = 0;
      for (const part of chunks(parsed.rows, CHUNK)) {
        const a = await api.call(massUpdate, { rows: part, dry_run: dryRun }, { idempotencyKey: crypto.randomUUID() });
        Object.assign(total, { total: total.total + a.total, applied: total.applied + a.applied, failed: total.failed + a.failed, unchanged: total.unchanged + a.unchanged });
        total.results.push(...a.results.map((r) => ({ ...r, row: r.row + offset })));
        offset += part.length;
        setProgress({ done: offset, total: parsed.rows.length });
      }
      setOutcome(total);
      if (!dryRun) {
        void queryClient.invalidateQueries({ queryKey: [search.id] });
        toast(total.failed ? 'warning' : 'success', t('products_admin.listings.done', { applied: total.applied, failed: total.failed }));
      }
    } catch (e) { setError(errorText(e)); } finally { setProgress(null); }
  }

  async function apply() {
    if (!outcome) return;
    if (await confirm({ title: t('products_admin.price.apply_title'), body: t('products_admin.price.apply_body', { count: outcome.applied }), okLabel: t('products_admin.price.apply') })) await run(false);
  }

  const previewed = outcome?.dry_run === true;
  return (
    <section className="split-panel pa-file-panel" aria-labelledby="listings-file-title" data-testid="listings-file">
      <h2 id="listings-file-title">{t('products_admin.listings.file')}</h2>
      <label htmlFor="listings-csv" className="pa-inline-field">{t('products_admin.listings.file_label')}</label>
      <textarea id="listings-csv" className="pa-csv" value={text} spellCheck={false} readOnly={progress !== null}
        onChange={(e) => { setText(e.target.value); setOutcome(null); }} data-testid="listings-csv" />
      {parsed.issues.length > 0 && (
        <div className="form-error" role="alert">{t('products_admin.price.parse_errors')}: {parsed.issues.map((i) => t(`products_admin.price.errors.${i.key}`, i.values ?? {})).join('; ')}</div>
      )}
      <div className="pa-row-actions">
        <span className="muted" role="status">{t('products_admin.price.rows_read', { count: parsed.rows.length })}</span>
        <button type="button" className="btn btn-primary" disabled={progress !== null} onClick={() => void run(true)} data-testid="listings-file-preview">{t('products_admin.price.preview')}</button>
        {previewed && <button type="button" className="btn btn-primary" disabled={progress !== null || !outcome.applied} onClick={() => void apply()} data-testid="listings-file-apply">{t('products_admin.price.apply')}</button>}
        <button type="button" className="btn btn-ghost" onClick={onClose}>{t('products_admin.listings.close_file')}</button>
        {progress && <progress className="pa-progress" value={progress.done} max={progress.total} aria-label={t('products_admin.price.progress', progress)} />}
      </div>
      {error && <p className="form-error" role="alert">{error}</p>}
      {outcome && (
        <>
          <div className="pa-summary">
            <span>{t('products_admin.price.total')}: <strong>{outcome.total}</strong></span>
            <span className="pa-ok">{previewed ? t('products_admin.price.will_change') : t('products_admin.price.changed')}: <strong>{outcome.applied}</strong></span>
            <span>{t('products_admin.price.unchanged')}: <strong>{outcome.unchanged}</strong></span>
            <span className="pa-fail">{t('products_admin.price.failed')}: <strong>{outcome.failed}</strong></span>
          </div>
          <PreviewTable results={outcome.results} fields={['price', 'sale_price', 'count_on_hand']} testId="listings-file-results" />
        </>
      )}
    </section>
  );
}
