import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lineBatchStatus, lineToCollect, type OrderedLine } from '../../../shared/commands/fulfillment/lineitems.js';
import { api } from '../../app/api.js';
import { toast } from '../../app/toasts.js';
import { isPlainKey, isTypingTarget, overlayOpen } from '../../kit/keys.js';
import { notifyError } from '../../kit/notify.js';
import { once, useCan } from '../orders/shared.js';

type Act = 'taken' | 'no_stock' | 'ready' | 'collect' | 'uncollect';

/**
 * What the ordered products list does to its selection: set §4's action with one comment (`c`
 * collected, `n` no stock, from the keyboard), put it on the pick list or take it off. Each line
 * answers on its own; refusals are said with their reason.
 */
export function LineBulk({ rows, clear }: { rows: OrderedLine[]; clear: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = rows.map((r) => r.id);
  const run = useRef<(a: Act) => Promise<void>>(async () => undefined);

  run.current = async (act: Act) => {
    if (busy || !ids.length) return;
    setBusy(true);
    try {
      const result = act === 'collect' || act === 'uncollect'
        ? await api.call(lineToCollect, { ids, clear: act === 'uncollect' }, once())
        : await api.call(lineBatchStatus, { ids, actn: act, ...(comment.trim() && { comment: comment.trim() }) }, once());
      if (result.applied) toast('success', t('fulfillment_ui.lines.done', { count: result.applied }));
      const refused = result.results.filter((r) => !r.ok);
      if (refused.length) toast('warning', t('fulfillment_ui.lines.failed', { count: refused.length, error: refused[0]!.error }));
      setComment('');
      clear();
      void queryClient.invalidateQueries({ predicate: (q) => ['line_item.list', 'line_item.sheet', 'fulfillment.counts'].includes(String(q.queryKey[0])) });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  const canAct = can(lineBatchStatus);
  // c and n act on the selection from the keyboard, as j/k/x choose it
  useEffect(() => {
    if (!canAct) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isPlainKey(e) || isTypingTarget(e.target) || overlayOpen()) return;
      if (e.key === 'c') { e.preventDefault(); void run.current('taken'); }
      if (e.key === 'n') { e.preventDefault(); void run.current('no_stock'); }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canAct]);

  if (!canAct) return null;
  return (
    <span className="ff-bulk" role="group" aria-label={t('fulfillment_ui.lines.table')}>
      <input type="text" className="input" value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)}
        aria-label={t('fulfillment_ui.lines.comment')} placeholder={t('fulfillment_ui.lines.comment_placeholder')} data-testid="ff-bulk-comment" />
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void run.current('taken')} data-testid="ff-bulk-taken" aria-keyshortcuts="c">{t('fulfillment_ui.lines.collected')}</button>
      <button type="button" className="btn" disabled={busy} onClick={() => void run.current('no_stock')} data-testid="ff-bulk-no_stock" aria-keyshortcuts="n">{t('fulfillment_ui.lines.no_stock')}</button>
      <button type="button" className="btn" disabled={busy} onClick={() => void run.current('ready')} data-testid="ff-bulk-ready">{t('fulfillment_ui.lines.ready')}</button>
      <button type="button" className="btn" disabled={busy} onClick={() => void run.current('collect')} data-testid="ff-bulk-collect">{t('fulfillment_ui.lines.to_collect')}</button>
      <button type="button" className="btn" disabled={busy} onClick={() => void run.current('uncollect')} data-testid="ff-bulk-uncollect">{t('fulfillment_ui.lines.off_list')}</button>
    </span>
  );
}
