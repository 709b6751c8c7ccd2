import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CLAIM_MOVES, claimCreate, claimUpdate, get, type ClaimState } from '../../../shared/commands/warranties/index.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { DateTime } from '../../kit/cells.js';
import { letterOf } from '../../keyboard/keys.js';
import { isPlainKey, isTypingTarget, overlayOpen } from '../../kit/keys.js';
import { errorText, notifyError, notifySuccess } from '../../kit/notify.js';
import type { ScreenProps } from '../index.js';
import { day } from './paper.js';
import './warranties.css';

type Detail = Awaited<ReturnType<typeof loadDetail>>;
const loadDetail = (id: number, signal: AbortSignal) => api.call(get, { id }, { signal });

/** /warranties/{id}: the warranty paper (printed on A4 with `p`), and the claims under it with their state and notes. */
export default function WarrantyDetail({ params }: ScreenProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  const { data, error } = useQuery({ queryKey: ['warranty.get', id], enabled: Number.isSafeInteger(id), queryFn: ({ signal }) => loadDetail(id, signal) });

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || overlayOpen()) return;
      if (isPlainKey(e) && !e.shiftKey && !isTypingTarget(e.target) && letterOf(e) === 'p') {
        e.preventDefault();
        window.print();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  if (error) return <p role="alert" className="form-error">{errorText(error)}</p>;
  if (!data) return <p role="status" className="muted">{t('kit.table.loading')}</p>;
  const w = data.warranty;
  return (
    <section className="wr-screen" data-testid="warranty-detail">
      <header className="wr-head">
        <Link href="/warranties" className="wr-back">← {t('nav.routes.warranties_list')}</Link>
        <h1 className="screen-title">{t('warranties_ui.detail.title', { number: w.number })}</h1>
        <span className={`wr-state wr-state-${w.status}`}>{t(`warranties_ui.status.${w.status}`)}</span>
        <button type="button" className="btn btn-primary wr-print" onClick={() => window.print()} aria-keyshortcuts="p" data-testid="warranty-print">
          {t('warranties_ui.detail.print')}
        </button>
      </header>
      <p className="muted wr-hint">{t('warranties_ui.detail.keys')}</p>
      <Paper data={data} />
      <Claims data={data} />
    </section>
  );
}

/** The warranty paper (§3 order "warranty paper"): what the customer keeps; alone on the page when printed. */
function Paper({ data }: { data: Detail }) {
  const { t } = useTranslation();
  const w = data.warranty;
  const rows: [string, string][] = [
    [t('warranties_ui.fields.customer'), w.customer_name ?? ''], [t('warranties_ui.fields.phone'), w.phone ?? ''],
    [t('warranties_ui.fields.order'), w.order_number], [t('warranties_ui.fields.sku'), w.sku],
    [t('warranties_ui.fields.product'), w.product_name], [t('warranties_ui.fields.product_info'), w.product_info],
    [t('warranties_ui.fields.serial_number'), w.serial_number ?? ''], [t('warranties_ui.fields.quantity'), String(w.quantity)],
    [t('warranties_ui.fields.seller'), w.vendor_name ?? ''], [t('warranties_ui.fields.period'), t('warranties_ui.months', { count: w.period_months })],
    [t('warranties_ui.fields.starts_on'), day(w.starts_on)], [t('warranties_ui.fields.ends_on'), day(w.ends_on)],
  ];
  return (
    <article className="wr-paper print-area" data-testid="warranty-paper" aria-label={t('warranties_ui.paper.title')}>
      <header className="wr-paper-head">
        <div>
          <p className="wr-paper-shop">{data.shop}</p>
          <h2>{t('warranties_ui.paper.title')}</h2>
        </div>
        <p className="wr-paper-number">№ {w.number}</p>
      </header>
      <dl className="wr-paper-fields">
        {rows.filter(([, v]) => v).map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}
      </dl>
      <section className="wr-paper-terms">
        <h3>{t('warranties_ui.paper.terms_title')}</h3>
        <ol>
          <li>{t('warranties_ui.paper.term_1', { ends: day(w.ends_on) })}</li>
          <li>{t('warranties_ui.paper.term_2')}</li>
          <li>{t('warranties_ui.paper.term_3')}</li>
        </ol>
      </section>
      <footer className="wr-paper-sign">
        <p>{t('warranties_ui.paper.seller_sign')} ____________________</p>
        <p>{t('warranties_ui.paper.customer_sign')} ____________________</p>
      </footer>
    </article>
  );
}

function Claims({ data }: { data: Detail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = useSession().viewer;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = data.warranty.id;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['warranty.get', id] });
    void queryClient.invalidateQueries({ queryKey: ['warranty.list'] });
  };

  async function open() {
    setError(null);
    try {
      await api.call(claimCreate, { id, description: text.trim() }, { idempotencyKey: crypto.randomUUID() });
      setText('');
      notifySuccess('created');
      refresh();
    } catch (e) {
      setError(errorText(e));
    }
  }

  return (
    <section className="wr-claims" aria-labelledby="wr-claims-title" data-testid="warranty-claims">
      <h2 id="wr-claims-title">{t('warranties_ui.claims.title')}</h2>
      {canAccess(claimCreate, viewer) && (
        <form className="wr-row" onSubmit={(e) => { e.preventDefault(); if (text.trim()) void open(); }}>
          <label htmlFor="wr-claim-new" className="sr-only">{t('warranties_ui.claims.description')}</label>
          <input id="wr-claim-new" className="input wr-grow" value={text} onChange={(e) => setText(e.target.value)}
            placeholder={t('warranties_ui.claims.placeholder')} data-testid="warranty-claim-text" />
          <button type="submit" className="btn" disabled={!text.trim()} data-testid="warranty-claim-open">{t('warranties_ui.claims.open')}</button>
        </form>
      )}
      {error && <p role="alert" className="form-error">{error}</p>}
      {!data.claims.length && <p className="muted">{t('warranties_ui.claims.none')}</p>}
      {data.claims.map((c) => <Claim key={`${c.id}-${c.updated_at}`} warrantyId={id} claim={c} onSaved={refresh} />)}
    </section>
  );
}

function Claim({ warrantyId, claim, onSaved }: { warrantyId: number; claim: Detail['claims'][number]; onSaved: () => void }) {
  const { t } = useTranslation();
  const viewer = useSession().viewer;
  const [state, setState] = useState<ClaimState>(claim.state);
  const [notes, setNotes] = useState(claim.notes);
  const can = canAccess(claimUpdate, viewer);
  const moves = [claim.state, ...CLAIM_MOVES[claim.state]];

  async function save() {
    try {
      await api.call(claimUpdate, { id: warrantyId, claim_id: claim.id, ...(state !== claim.state && { state }), notes }, { idempotencyKey: crypto.randomUUID() });
      notifySuccess('saved');
      onSaved();
    } catch (e) {
      notifyError(e);
    }
  }

  return (
    <form className="wr-claim" data-testid="warranty-claim" data-state={claim.state} onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <p><strong>{claim.description}</strong> <span className="muted">· <DateTime value={claim.created_at} /> · {claim.created_by ?? ''}</span></p>
      <div className="wr-row">
        <label htmlFor={`wr-claim-${claim.id}-state`}>{t('warranties_ui.claims.state')}</label>
        <select id={`wr-claim-${claim.id}-state`} className="input" value={state} disabled={!can || moves.length === 1}
          onChange={(e) => setState(e.target.value as ClaimState)} data-testid="warranty-claim-state">
          {moves.map((s) => <option key={s} value={s}>{t(`warranties_ui.claim_state.${s}`)}</option>)}
        </select>
        <label htmlFor={`wr-claim-${claim.id}-notes`}>{t('warranties_ui.claims.notes')}</label>
        <input id={`wr-claim-${claim.id}-notes`} className="input wr-grow" value={notes} disabled={!can} onChange={(e) => setNotes(e.target.value)} data-testid="warranty-claim-notes" />
        {can && <button type="submit" className="btn" disabled={state === claim.state && notes === claim.notes} data-testid="warranty-claim-save">{t('warranties_ui.claims.save')}</button>}
      </div>
    </form>
  );
}
