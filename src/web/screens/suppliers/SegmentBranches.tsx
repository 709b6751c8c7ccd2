import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applySegment } from '../../../shared/commands/suppliers/index.js';
import { branches, type supplySegments } from '../../../shared/commands/suppliers/resources.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { errorText } from '../../kit/notify.js';
import '../../styles/suppliers.css';

type Segment = z.infer<typeof supplySegments.def.item>;

/**
 * Under a segment's form (§7 branches apply_segment): every branch with a box, those already in
 * this segment ticked; the ticked ones are given the segment at once.
 */
export function SegmentBranches({ item }: { item: Segment }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = useSession().viewer;
  const all = useQuery({ queryKey: [branches.list.id, 'segment', item.id], queryFn: ({ signal }) => api.call(branches.list, { per_page: 1000 }, { signal }) });
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [filter, setFilter] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!canAccess(applySegment, viewer)) return null;
  const rows = (all.data?.items ?? []).filter((b) => !filter.trim() || b.name.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (id: number) => setPicked((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n; });

  async function apply() {
    setBusy(true);
    setMessage(null);
    try {
      const { updated } = await api.call(applySegment, { segment_id: item.id, ids: [...picked] }, { idempotencyKey: crypto.randomUUID() });
      setMessage({ ok: true, text: t('suppliers_ui.apply.done', { count: updated }) });
      setPicked(new Set());
      void queryClient.invalidateQueries({ queryKey: [branches.list.id] });
    } catch (e) {
      setMessage({ ok: false, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="pa-sub sp-apply" aria-labelledby="sp-apply-title" data-testid="segment-branches">
      <h3 id="sp-apply-title">{t('suppliers_ui.apply.title')}</h3>
      <p className="muted">{t('suppliers_ui.apply.hint')}</p>
      <label htmlFor="sp-apply-filter" className="sr-only">{t('suppliers_ui.apply.filter')}</label>
      <input id="sp-apply-filter" className="input" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t('suppliers_ui.apply.filter')} data-testid="segment-branches-filter" />
      {all.isLoading && <p role="status" className="muted">{t('kit.table.loading')}</p>}
      <ul className="sp-branches">
        {rows.map((b) => (
          <li key={b.id}>
            <label>
              <input type="checkbox" checked={picked.has(b.id)} onChange={() => toggle(b.id)} data-testid="segment-branch" data-branch={b.id} />
              {' '}{b.name}{b.segment_id === item.id && <span className="muted"> · {t('suppliers_ui.apply.in_segment')}</span>}
            </label>
          </li>
        ))}
      </ul>
      <button type="button" className="btn" disabled={!picked.size || busy} onClick={() => void apply()} data-testid="segment-apply">
        {t('suppliers_ui.apply.run', { count: picked.size })}
      </button>
      {message && <p role={message.ok ? 'status' : 'alert'} className={message.ok ? '' : 'form-error'} data-testid="segment-apply-result">{message.text}</p>}
    </section>
  );
}
