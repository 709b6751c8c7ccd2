import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { cancel, canMoveBooking, get, refund, ticket } from '../../../shared/commands/air/bookings.js';
import { canAccess } from '../../../shared/roles/access.js';
import { ROUTES } from '../../../shared/roles/routes.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { letterOf } from '../../keyboard/keys.js';
import { DateTime, Money } from '../../kit/cells.js';
import { isPlainKey, isTypingTarget, overlayOpen } from '../../kit/keys.js';
import { errorText } from '../../kit/notify.js';
import type { ScreenProps } from '../index.js';
import { AirState, runAir, TicketActions, useAirRefresh } from './parts.js';

/** /air/booking/{id}: the booking's flights in the airports' own time, its passengers, tickets and actions. */
export default function BookingDetail({ params }: ScreenProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  const viewer = useSession().viewer;
  const [, navigate] = useLocation();
  const refresh = useAirRefresh();
  const { data, error } = useQuery({ queryKey: ['air_booking.get', id], enabled: Number.isSafeInteger(id), queryFn: ({ signal }) => api.call(get, { id }, { signal }) });
  const b = data?.booking;
  // the order's page is the orders desk's: a link only for those who may open it
  const orderRoute = ROUTES.find((r) => r.id === 'orders.detail');
  const canOpenOrder = !!orderRoute && canAccess(orderRoute, viewer);
  const can = {
    ticket: !!b && canAccess(ticket, viewer) && canMoveBooking('ticket', b.state),
    cancel: !!b && canAccess(cancel, viewer) && canMoveBooking('cancel', b.state),
    refund: !!b && canAccess(refund, viewer) && canMoveBooking('refund', b.state),
  };
  async function act(move: 'ticket' | 'cancel' | 'refund') {
    if (!b) return;
    const ok = move === 'ticket' ? await runAir(ticket, id, { done: t('air_ui.detail.ticketed') })
      : move === 'cancel' ? await runAir(cancel, id, { title: t('air_ui.confirm.cancel_title', { pnr: b.pnr }), body: t('air_ui.confirm.cancel_body'), done: t('air_ui.detail.canceled') })
        : await runAir(refund, id, { title: t('air_ui.confirm.refund_title', { pnr: b.pnr }), body: t('air_ui.confirm.refund_body'), done: t('air_ui.detail.refunded') });
    // a refusal is in the log too: the page and the log are drawn again either way
    refresh();
    void ok;
  }
  const keys = useRef({ act, can, logs: () => navigate(`/air/booking/${id}/logs`) });
  keys.current = { act, can, logs: () => navigate(`/air/booking/${id}/logs`) };
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || overlayOpen() || !isPlainKey(e) || e.shiftKey || isTypingTarget(e.target)) return;
      const key = letterOf(e);
      const run = key === 't' && keys.current.can.ticket ? () => keys.current.act('ticket') : key === 'l' ? () => keys.current.logs() : null;
      if (!run) return;
      e.preventDefault();
      void run();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  if (error) return <p role="alert" className="form-error">{errorText(error)}</p>;
  if (!b) return <p role="status" className="muted">{t('kit.table.loading')}</p>;
  const fields: [string, ReactNode][] = [
    [t('air_ui.fields.route'), <span className="air-mono">{b.route}</span>],
    [t('air_ui.fields.order'), b.order_number ? (canOpenOrder ? <Link href={`/orders/${b.order_number}`}>{b.order_number}</Link> : b.order_number) : '-'],
    [t('air_ui.fields.contact'), [b.contact_name, b.contact_phone].filter(Boolean).join(' · ') || '-'],
    [t('air_ui.fields.fare'), <Money value={b.fare} />], [t('air_ui.fields.taxes'), <Money value={b.taxes} />], [t('air_ui.fields.total'), <Money value={b.total} />],
    ...(b.refunded ? [[t('air_ui.fields.refunded'), <Money value={b.refunded} />] as [string, ReactNode]] : []),
    [t('air_ui.fields.created_at'), <DateTime value={b.created_at} />],
    ...(b.state === 'held' && b.hold_until ? [[t('air_ui.fields.hold_until'), <DateTime value={b.hold_until} />] as [string, ReactNode]] : []),
    ...(b.ticketed_at ? [[t('air_ui.fields.ticketed_at'), <DateTime value={b.ticketed_at} />] as [string, ReactNode]] : []),
    ...(b.canceled_at ? [[t('air_ui.fields.canceled_at'), <DateTime value={b.canceled_at} />] as [string, ReactNode]] : []),
    ...(b.refunded_at ? [[t('air_ui.fields.refunded_at'), <DateTime value={b.refunded_at} />] as [string, ReactNode]] : []),
  ];
  return (
    <section className="air-screen" data-testid="air-booking-detail">
      <header className="air-head">
        <Link href="/air/booking">← {t('air_ui.detail.back')}</Link>
        <h1 className="screen-title">{t('air_ui.detail.title', { pnr: b.pnr })}</h1>
        <AirState state={b.state} />
      </header>
      <div className="air-row">
        {can.ticket && <button type="button" className="btn btn-primary" onClick={() => void act('ticket')} aria-keyshortcuts="t" data-testid="air-booking-ticket">{t('air_ui.actions.ticket')}</button>}
        {can.cancel && <button type="button" className="btn btn-danger" onClick={() => void act('cancel')} data-testid="air-booking-cancel">{t('air_ui.actions.cancel')}</button>}
        {can.refund && <button type="button" className="btn btn-danger" onClick={() => void act('refund')} data-testid="air-booking-refund">{t('air_ui.actions.refund')}</button>}
        <Link href={`/air/booking/${id}/logs`} className="btn" aria-keyshortcuts="l" data-testid="air-booking-logs-link">{t('air_ui.detail.logs')}</Link>
      </div>
      <p className="muted air-hint">{t('air_ui.detail.keys')}</p>
      <dl className="air-fields">{fields.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}</dl>

      <h2>{t('air_ui.detail.segments')}</h2>
      <p className="muted air-hint">{t('air_ui.detail.local_time')}</p>
      <div className="air-table-wrap">
        <table className="air-table" data-testid="air-segments">
          <thead><tr>
            <th>{t('air_ui.fields.flight')}</th><th>{t('air_ui.fields.from')}</th><th>{t('air_ui.fields.departs')}</th>
            <th>{t('air_ui.fields.to')}</th><th>{t('air_ui.fields.arrives')}</th><th>{t('air_ui.fields.aircraft')}</th>
          </tr></thead>
          <tbody>
            {b.segments.map((s) => (
              <tr key={s.id}>
                <td><span className="air-mono">{s.flight}</span><span className="air-zone">{s.airline.name}</span></td>
                <td><span className="air-mono">{s.from.iata}</span><span className="air-zone">{s.from.city}</span></td>
                <td data-testid="air-segment-departs"><span className="air-mono">{s.departs_local}</span><span className="air-zone">{s.from.time_zone}</span></td>
                <td><span className="air-mono">{s.to.iata}</span><span className="air-zone">{s.to.city}</span></td>
                <td data-testid="air-segment-arrives"><span className="air-mono">{s.arrives_local}</span><span className="air-zone">{s.to.time_zone}</span></td>
                <td>{s.aircraft?.name ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>{t('air_ui.detail.passengers')}</h2>
      {b.passengers.some((p) => p.document_masked) && <p className="muted air-hint">{t('air_ui.detail.masked')}</p>}
      <div className="air-table-wrap">
        <table className="air-table" data-testid="air-passengers">
          <thead><tr>
            <th>{t('air_ui.fields.name')}</th><th>{t('air_ui.fields.kind')}</th><th>{t('air_ui.fields.birth_date')}</th>
            <th>{t('air_ui.fields.nationality')}</th><th>{t('air_ui.fields.document')}</th><th>{t('air_ui.fields.document_expires')}</th>
          </tr></thead>
          <tbody>
            {b.passengers.map((p) => (
              <tr key={p.id}>
                <td className="air-mono">{p.last_name}/{p.first_name}</td><td>{t(`air_ui.kinds.${p.kind}`)}</td><td>{p.birth_date ?? '-'}</td>
                <td>{p.nationality}</td><td className="air-mono" data-testid="air-passenger-document">{p.document_number}</td><td>{p.document_expires ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>{t('air_ui.detail.tickets')}</h2>
      {b.tickets.length === 0 ? <p className="muted">{t('air_ui.detail.no_tickets')}</p> : (
        <div className="air-table-wrap">
          <table className="air-table" data-testid="air-booking-tickets">
            <thead><tr>
              <th>{t('air_ui.fields.number')}</th><th>{t('air_ui.fields.passenger')}</th><th>{t('air_ui.fields.segment')}</th>
              <th>{t('air_ui.fields.state')}</th><th>{t('air_ui.fields.issued_at')}</th><th><span className="sr-only">{t('air_ui.fields.action')}</span></th>
            </tr></thead>
            <tbody>
              {b.tickets.map((x) => (
                <tr key={x.id} data-testid="air-booking-ticket-row" data-number={x.number}>
                  <td className="air-mono">{x.number}</td><td className="air-mono">{x.passenger}</td><td>{x.segment}</td>
                  <td><AirState state={x.state} ticket /></td><td><DateTime value={x.issued_at} /></td><td><TicketActions ticket={x} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
