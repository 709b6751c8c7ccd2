import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { rfmCustomers, rfmGrid, rfmRefresh } from '../../../../shared/commands/marketing/rfm.js';
import { emailCampaignCreate } from '../../../../shared/commands/marketing/email-campaigns.js';
import { emailSegmentCreate, emailSegments } from '../../../../shared/commands/marketing/email.js';
import { smsCreate } from '../../../../shared/commands/marketing/sms.js';
import { formatDate, formatMoney } from '../../../../shared/i18n/format.js';
import { canAccess } from '../../../../shared/roles/access.js';
import { RFM_CELLS, RFM_MAP, type RfmCell } from '../../../../shared/schema/rfm.js';
import { api } from '../../../app/api.js';
import { useSession } from '../../../app/session.js';
import { DateTime } from '../../../kit/cells.js';
import { notifyError, notifySuccess } from '../../../kit/notify.js';
import { useListParams } from '../../../kit/table/useListParams.js';
import { useLetterKeys } from '../push/keys.js';
import '../marketing.css';
import './rfm.css';

const isCell = (v: string | undefined): v is RfmCell => !!v && (RFM_CELLS as readonly string[]).includes(v);
const csvField = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/**
 * /marketing/rfm (§2 [marketing, admin], §7 websites rfm): the header's website's customers in the
 * R × FM grid and by named cell, with counts and revenue; a cell opens its customers, their CSV
 * and an SMS to them (the compose screen with the cell as its audience, read on the server).
 */
export default function RfmScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [params, update] = useListParams();
  const { viewer, selection } = useSession();
  const selected = isCell(params.extra.cell) ? params.extra.cell : null;
  const [waitingSince, setWaitingSince] = useState<string | null | undefined>(undefined);
  const grid = useQuery({
    queryKey: ['rfm.grid', selection.website.id],
    queryFn: ({ signal }) => api.call(rfmGrid, {}, { signal }),
    refetchInterval: (q) => (waitingSince !== undefined && q.state.data?.computed_at === waitingSince ? 1000 : false),
  });
  const data = grid.data;
  if (waitingSince !== undefined && data && data.computed_at !== waitingSince) {
    setWaitingSince(undefined);
    notifySuccess('saved');
    void queryClient.invalidateQueries({ queryKey: ['rfm.customers'] });
  }
  const choose = (cell: RfmCell) => update({ extra: { cell } });

  async function refresh() {
    try {
      setWaitingSince(data?.computed_at ?? null);
      await api.call(rfmRefresh, { full: false });
    } catch (e) {
      setWaitingSince(undefined);
      notifyError(e);
    }
  }

  if (!data) return <section className="mk-screen" aria-busy="true" data-testid="rfm-screen" />;
  const name = (cell: RfmCell) => t(`rfm_ui.cells.${cell}`);
  const share = (n: number) => (data.customers ? `${Math.round((100 * n) / data.customers)}%` : '—');
  return (
    <section className="mk-screen" data-testid="rfm-screen">
      <header className="mk-head">
        <h1 className="screen-title">{t('nav.routes.marketing_rfm')}</h1>
        <span className="muted" data-testid="rfm-computed">
          {data.computed_at ? t('rfm_ui.computed', { at: formatDate(data.computed_at) }) : t('rfm_ui.never')}
          {data.pending > 0 && ` · ${t('rfm_ui.pending', { count: data.pending })}`}
        </span>
        {canAccess(rfmRefresh, viewer) && (
          <button type="button" className="btn mk-end" data-testid="rfm-refresh" disabled={waitingSince !== undefined} onClick={() => void refresh()}>
            {t(waitingSince !== undefined ? 'rfm_ui.refreshing' : 'rfm_ui.refresh')}
          </button>
        )}
      </header>
      {data.website_id === null ? <p>{t('rfm_ui.no_website')}</p> : <p className="muted mk-hint">{t('rfm_ui.intro', { website: selection.website.name ?? '' })}</p>}
      <div className="rfm-layout">
        <figure className="rfm-grid-wrap">
          <figcaption className="rfm-axis-fm">{t('rfm_ui.axis_fm')}</figcaption>
          <div className="rfm-grid" role="grid" aria-label={t('rfm_ui.grid')} data-testid="rfm-grid">
            {[5, 4, 3, 2, 1].map((fm) => (
              <div role="row" className="rfm-row" key={fm}>
                {[1, 2, 3, 4, 5].map((r) => {
                  const square = data.squares.find((s) => s.r === r && s.fm === fm);
                  const cell = RFM_MAP[r - 1]![fm - 1]!;
                  const label = t('rfm_ui.square', { r, fm, cell: name(cell), count: square?.customers ?? 0, revenue: formatMoney(square?.revenue ?? 0) });
                  return (
                    <button type="button" role="gridcell" key={r} className={`rfm-square rfm-${cell}${selected === cell ? ' rfm-on' : ''}`}
                      title={label} aria-label={label} aria-selected={selected === cell} data-testid={`rfm-square-${r}-${fm}`} onClick={() => choose(cell)}>
                      <span className="rfm-square-name">{name(cell)}</span>
                      <strong>{square?.customers ?? 0}</strong>
                    </button>
                  );
                })}
              </div>
            ))}
          </div>
          <figcaption className="rfm-axis-r">{t('rfm_ui.axis_r')}</figcaption>
        </figure>
        <table className="mk-table rfm-cells" aria-label={t('rfm_ui.table')} data-testid="rfm-cells">
          <thead><tr>
            <th scope="col">{t('rfm_ui.columns.cell')}</th><th scope="col" className="num">{t('rfm_ui.columns.customers')}</th>
            <th scope="col" className="num">{t('rfm_ui.columns.share')}</th><th scope="col" className="num">{t('rfm_ui.columns.revenue')}</th>
          </tr></thead>
          <tbody>{data.cells.map((c) => (
            <tr key={c.cell} className={selected === c.cell ? 'rfm-on' : ''} data-testid={`rfm-cell-${c.cell}`}>
              <td><button type="button" className="btn-link" onClick={() => choose(c.cell)}><span className={`rfm-dot rfm-${c.cell}`} aria-hidden="true" />{name(c.cell)}</button></td>
              <td className="num">{c.customers}</td><td className="num">{share(c.customers)}</td><td className="num">{formatMoney(c.revenue)}</td>
            </tr>
          ))}</tbody>
        </table>
      </div>
      {selected
        ? <CellPanel key={selected} cell={selected} websiteId={data.website_id} onSms={canAccess(smsCreate, viewer) ? () => navigate(`/marketing/sms?new=1&rfm_cell=${selected}`) : null}
          email={canAccess(emailSegmentCreate, viewer) && canAccess(emailCampaignCreate, viewer)} />
        : <p className="muted">{t('rfm_ui.pick')}</p>}
    </section>
  );
}

/** The email segment rule of a cell on the header's website, and the name such a segment is saved under. */
export const cellRule = (cell: RfmCell, websiteId: number | null) => (websiteId === null ? cell : `${cell}:${websiteId}`);

function CellPanel({ cell, websiteId, onSms, email }: { cell: RfmCell; websiteId: number | null; onSms: (() => void) | null; email: boolean }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { selection } = useSession();
  const [busy, setBusy] = useState(false);
  const segmentName = t('rfm_ui.segment_name', { cell: t(`rfm_ui.cells.${cell}`), website: selection.website.name ?? '' });
  const rule = cellRule(cell, websiteId);
  const newSegment = () => navigate(`/marketing/audience/segments/new?${new URLSearchParams({ rfm_cell: rule, name: segmentName })}`);

  /** A campaign to the cell: its segment (made now, or the one made before under the same name) chosen in the new campaign form. */
  async function newCampaign() {
    setBusy(true);
    try {
      const rules = [{ field: 'rfm_cell' as const, op: 'eq' as const, value: rule }];
      const found = (await api.call(emailSegments, { q: { name_eq: segmentName }, per_page: 1 })).items[0];
      const segment = found ?? (await api.call(emailSegmentCreate, { name: segmentName, match: 'all', rules, preview: false })).segment!;
      navigate(`/marketing/campaigns?${new URLSearchParams({ segment_id: String(segment.id) })}`);
    } catch (e) {
      notifyError(e);
      setBusy(false);
    }
  }
  useLetterKeys(email ? { e: newSegment, w: () => void newCampaign(), x: () => void download() } : { x: () => void download() });
  const { data } = useQuery({
    queryKey: ['rfm.customers', websiteId, cell],
    queryFn: ({ signal }) => api.call(rfmCustomers, { cell, per_page: 20 }, { signal }),
  });

  /** Every customer of the cell, a few pages of 5,000, as one CSV file. */
  async function download() {
    setBusy(true);
    try {
      const head = ['customer', 'name', 'phone', 'email', 'r', 'f', 'm', 'cell', 'orders', 'revenue', 'first_order_at', 'last_order_at'] as const;
      const lines: string[] = [head.join(',')];
      for (let page = 1; ; page++) {
        const got = await api.call(rfmCustomers, { cell, page, per_page: 5000 });
        for (const c of got.items) lines.push(head.map((h) => csvField(h === 'revenue' ? c.revenue / 100 : c[h])).join(','));
        if (!got.has_more) break;
      }
      const a = document.createElement('a');
      a.href = URL.createObjectURL(new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' }));
      a.download = `rfm-${cell}.csv`;
      a.click();
      URL.revokeObjectURL(a.href);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mk-panel rfm-panel" data-testid="rfm-panel" aria-labelledby="rfm-panel-title">
      <header className="mk-head">
        <h2 id="rfm-panel-title"><span className={`rfm-dot rfm-${cell}`} aria-hidden="true" />{t('rfm_ui.selected', { cell: t(`rfm_ui.cells.${cell}`) })}</h2>
        <span className="mk-end">
          <button type="button" className="btn" data-testid="rfm-csv" aria-keyshortcuts="x" disabled={busy || !data?.total} onClick={() => void download()}>{t('rfm_ui.csv')}</button>
          {email && <>
            {' '}<button type="button" className="btn" data-testid="rfm-segment" aria-keyshortcuts="e" onClick={newSegment}>{t('rfm_ui.new_segment')}</button>
            {' '}<button type="button" className="btn" data-testid="rfm-campaign" aria-keyshortcuts="w" disabled={busy} onClick={() => void newCampaign()}>{t('rfm_ui.new_campaign')}</button>
          </>}
          {' '}{onSms && <button type="button" className="btn btn-primary" data-testid="rfm-sms" disabled={!data?.total} onClick={onSms}>{t('rfm_ui.sms')}</button>}
        </span>
      </header>
      {email && <p className="muted mk-hint">{t('rfm_ui.cell_keys')}</p>}
      {data && (data.items.length ? (
        <table className="mk-table" data-testid="rfm-customers">
          <thead><tr>
            <th scope="col">{t('rfm_ui.columns.name')}</th><th scope="col">{t('rfm_ui.columns.phone')}</th><th scope="col">{t('rfm_ui.columns.scores')}</th>
            <th scope="col" className="num">{t('rfm_ui.columns.orders')}</th><th scope="col" className="num">{t('rfm_ui.columns.revenue')}</th><th scope="col">{t('rfm_ui.columns.last_order')}</th>
          </tr></thead>
          <tbody>{data.items.map((c) => (
            <tr key={c.customer}>
              <td>{c.name ?? c.email ?? c.customer}</td><td>{c.phone ?? ''}</td><td>{`${c.r} ${c.f} ${c.m}`}</td>
              <td className="num">{c.orders}</td><td className="num">{formatMoney(c.revenue)}</td><td><DateTime value={c.last_order_at} /></td>
            </tr>
          ))}</tbody>
        </table>
      ) : <p className="muted">{t('rfm_ui.customers_none')}</p>)}
    </section>
  );
}
