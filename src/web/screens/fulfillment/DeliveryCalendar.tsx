import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { calendar, DELIVERY_SLOTS, schedule, type CalendarItem, type DeliverySlot } from '../../../shared/commands/fulfillment/calendar.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { toast } from '../../app/toasts.js';
import { errorText, notifyError } from '../../kit/notify.js';
import { once, useCan } from '../orders/shared.js';
import { DayInput, today } from './shared.js';

const SLOT_IDS = DELIVERY_SLOTS.map((s) => s.id);
/** A cell shows this many cards; the rest is counted. */
const PER_CELL = 12;

/**
 * /fulfillment/delivery/calendar: "when to ship" by day and time slot. A card moves with
 * Shift+arrows (←→ a day, ↑↓ a slot) or by dragging it to a cell; from the tray of orders with no
 * day, Shift+→ puts it on the first day's first slot. The server says whether a move is allowed.
 */
export default function DeliveryCalendar() {
  const { t } = useTranslation();
  const { selection } = useSession();
  const can = useCan();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [from, setFrom] = useState(today);
  const [focus, setFocus] = useState<string | null>(null);
  const root = useRef<HTMLElement>(null);
  const input = { date_from: from, days: 7 };
  const key = ['delivery.calendar', input, selection.website.id, selection.vendorId];
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => api.call(calendar, input, { signal }) });
  const movable = can(schedule);

  // the moved card keeps the focus after the calendar is read again
  useEffect(() => {
    if (focus) root.current?.querySelector<HTMLElement>(`[data-number="${focus}"]`)?.focus();
  }, [query.data, focus]);

  const move = async (item: CalendarItem, day: string, slot: DeliverySlot) => {
    if (item.day === day && item.slot === slot) return;
    try {
      await api.call(schedule, { number: item.number, date: day, slot }, once());
      toast('success', t('fulfillment_ui.calendar.moved', { number: item.number, day, slot: t(`fulfillment_ui.calendar.slots.${slot}`) }));
      setFocus(item.number);
      await queryClient.invalidateQueries({ queryKey: ['delivery.calendar'] });
    } catch (e) {
      notifyError(e);
    }
  };

  const days = query.data?.days ?? [];
  const onKey = (item: CalendarItem) => (e: KeyboardEvent) => {
    if (e.key === 'Enter') { e.preventDefault(); navigate(`/orders/${item.number}`); return; }
    if (!e.shiftKey || !movable || !days.length || !e.key.startsWith('Arrow')) return;
    e.preventDefault();
    if (!item.day || !item.slot) { void move(item, days[0]!, SLOT_IDS[0]!); return; }
    const d = days.indexOf(item.day);
    const s = SLOT_IDS.indexOf(item.slot);
    const dayTo = e.key === 'ArrowLeft' ? d - 1 : e.key === 'ArrowRight' ? d + 1 : d;
    const slotTo = e.key === 'ArrowUp' ? s - 1 : e.key === 'ArrowDown' ? s + 1 : s;
    if (slotTo < 0 || slotTo >= SLOT_IDS.length) return;
    // past the week's edge the day is still a real day: the calendar follows it
    const day = dayTo >= 0 && dayTo < days.length ? days[dayTo]! : new Date(Date.parse(`${item.day}T00:00:00Z`) + (dayTo - d) * 86_400_000).toISOString().slice(0, 10);
    void move(item, day, SLOT_IDS[slotTo]!);
  };
  const all = [...(query.data?.items ?? []), ...(query.data?.unscheduled ?? [])];
  const onDrop = (day: string, slot: DeliverySlot) => (e: DragEvent) => {
    e.preventDefault();
    const item = all.find((i) => i.number === e.dataTransfer.getData('text/plain'));
    if (item) void move(item, day, slot);
  };

  const card = (item: CalendarItem) => (
    <button key={item.number} type="button" className={`ff-card${item.driver_id ? ' ff-card-driver' : ''}`} data-number={item.number} data-testid="ff-cal-card"
      draggable={movable} onDragStart={(e) => e.dataTransfer.setData('text/plain', item.number)} onKeyDown={onKey(item)} onFocus={() => setFocus(item.number)}
      title={t('fulfillment_ui.calendar.card_hint')} aria-keyshortcuts="Shift+ArrowLeft Shift+ArrowRight Shift+ArrowUp Shift+ArrowDown">
      <strong>{item.number}</strong> <span className="muted">{item.ship_district ?? '-'}{item.ship_khoroo ? ` ${item.ship_khoroo}` : ''}</span>
      <span className="ff-card-sub">{item.receiver_name ?? ''}{item.driver_name ? ` · ${item.driver_name}` : ''} · {formatMoney(item.total)}</span>
    </button>
  );

  return (
    <section ref={root} className="ff-screen" data-testid="delivery-calendar">
      <h1 className="screen-title">{t('nav.routes.fulfillment_delivery_calendar')}</h1>
      <p className="ff-hint">{t('fulfillment_ui.calendar.key_hint')}</p>
      <div className="ff-controls">
        <DayInput value={from} onChange={setFrom} label={t('fulfillment_ui.from')} testId="ff-cal-from" />
      </div>
      {query.isError && <p role="alert" className="form-error">{errorText(query.error)}</p>}
      {query.isPending && <p className="muted" role="status">{t('fulfillment_ui.loading')}</p>}
      {query.data && (
        <div className="ff-cal">
          <table className="ff-table ff-cal-grid" data-testid="ff-cal-grid">
            <thead>
              <tr><th />{days.map((d) => <th key={d} scope="col">{d.slice(5).replace('-', '/')}</th>)}</tr>
            </thead>
            <tbody>
              {DELIVERY_SLOTS.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{t(`fulfillment_ui.calendar.slots.${s.id}`)}<div className="muted">{s.from}:00–{s.to}:00</div></th>
                  {days.map((d) => {
                    const here = query.data.items.filter((i) => i.day === d && i.slot === s.id);
                    return (
                      <td key={d} className="ff-cal-cell" data-day={d} data-slot={s.id} onDragOver={(e) => movable && e.preventDefault()} onDrop={onDrop(d, s.id)}>
                        {here.slice(0, PER_CELL).map(card)}
                        {here.length > PER_CELL && <span className="muted">{t('fulfillment_ui.calendar.more', { count: here.length - PER_CELL })}</span>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <aside className="ff-cal-tray" aria-label={t('fulfillment_ui.calendar.unscheduled')} data-testid="ff-cal-tray">
            <h2 className="ff-group">{t('fulfillment_ui.calendar.unscheduled')} ({query.data.unscheduled.length})</h2>
            {query.data.unscheduled.length === 0 && <p className="muted">{t('fulfillment_ui.calendar.none')}</p>}
            {query.data.unscheduled.map(card)}
          </aside>
        </div>
      )}
    </section>
  );
}
