import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnyCommand } from '../../../shared/commands/define.js';
import type { AirTicketJson, BookingState, TicketState } from '../../../shared/commands/air/bookings.js';
import { canMoveTicket, refundTicket, voidTicket } from '../../../shared/commands/air/bookings.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { toast } from '../../app/toasts.js';
import { confirm } from '../../kit/confirm/confirm.js';
import { notifyError } from '../../kit/notify.js';
import './air.css';

export function AirState({ state, ticket }: { state: BookingState | TicketState; ticket?: boolean }) {
  const { t } = useTranslation();
  return <span className={`air-state air-state-${state}`} data-testid={ticket ? 'air-ticket-state' : 'air-booking-state'} data-state={state}>
    {t(`air_ui.${ticket ? 'ticket_states' : 'states'}.${state}`)}
  </span>;
}

/** Every list and page of the air desk drawn again after a change. */
export function useAirRefresh() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of ['air_booking.get', 'air_booking.list', 'air_booking.logs', 'air_ticket.list']) void queryClient.invalidateQueries({ queryKey: [key] });
  };
}

/**
 * Runs an air operation on `id` after the user confirms (the dangerous ones), a toast on success,
 * the server's refusal (a supplier's own words) otherwise. Answers whether it ran.
 */
export async function runAir(command: AnyCommand, id: number, texts: { title?: string; body?: string; done: string }): Promise<boolean> {
  if (texts.title && !(await confirm({ title: texts.title, body: texts.body, danger: true }))) return false;
  try {
    await api.call(command, { id }, { idempotencyKey: crypto.randomUUID() });
    toast('success', texts.done);
    return true;
  } catch (e) {
    notifyError(e);
    return false;
  }
}

/**
 * Void and refund of one ticket, each where its state (and, for a void, the day) allows. `single`:
 * only the one that fits a list's row (a void while the day allows it, a refund after).
 */
export function TicketActions({ ticket, single = false }: { ticket: AirTicketJson; single?: boolean }) {
  const { t } = useTranslation();
  const viewer = useSession().viewer;
  const refresh = useAirRefresh();
  const canVoid = canAccess(voidTicket, viewer) && canMoveTicket('void', ticket);
  const canRefund = canAccess(refundTicket, viewer) && canMoveTicket('refund', ticket) && !(single && canVoid);
  if (!canVoid && !canRefund) return null;
  const run = async (move: 'void' | 'refund') => {
    const ok = move === 'void'
      ? await runAir(voidTicket, ticket.id, { title: t('air_ui.confirm.void_title', { number: ticket.number }), body: t('air_ui.confirm.void_body'), done: t('air_ui.detail.voided') })
      : await runAir(refundTicket, ticket.id, { title: t('air_ui.confirm.ticket_refund_title', { number: ticket.number }), body: t('air_ui.confirm.ticket_refund_body'), done: t('air_ui.detail.ticket_refunded') });
    if (ok) refresh();
  };
  return (
    <span className="air-actions">
      {canVoid && <button type="button" className="btn air-btn-sm" onClick={() => void run('void')} data-testid="air-ticket-void">{t('air_ui.actions.void')}</button>}
      {canRefund && <button type="button" className="btn air-btn-sm" onClick={() => void run('refund')} data-testid="air-ticket-refund">{t('air_ui.actions.refund')}</button>}
    </span>
  );
}
