import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assignDriver } from '../../../../shared/commands/orders/orders.js';
import type { OrderDetailJson } from '../../../../shared/schema/order.js';
import { api } from '../../../app/api.js';
import { toast } from '../../../app/toasts.js';
import { DriverPicker, useDrivers } from '../DriverPicker.js';
import { afterOrderChanged, once, refusalText } from '../shared.js';
import { ActionDialog } from './CommandButton.js';
import { useAvailability } from './availability.js';
import { useRefusal } from './refusal.js';

/** `order.assign_driver` with a driver chosen by name (or typed by id for who cannot list them). */
export function DriverButton({ order, shortcut }: { order: OrderDetailJson; shortcut: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refusal = useRefusal();
  const drivers = useDrivers();
  const [open, setOpen] = useState(false);
  const [driver, setDriver] = useState(order.driver_id ? String(order.driver_id) : '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = t(assignDriver.ui.title);
  const { reason } = useAvailability(assignDriver, order);

  async function submit() {
    refusal.report(null);
    setError(null);
    setBusy(true);
    try {
      const { order: changed } = await api.call(assignDriver, { number: order.number, driver_id: Number(driver) }, once());
      afterOrderChanged(queryClient, order.number, changed);
      toast('success', t('orders_web.done.order_assign_driver', { number: order.number }));
      setOpen(false);
    } catch (e) {
      const text = refusalText(e);
      setError(text); // said once: in the open dialog
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="btn" onClick={() => (reason ? refusal.report(reason) : setOpen(true))} data-testid="order-assign-driver" data-order-shortcut={shortcut}
        aria-disabled={reason ? true : undefined} data-unavailable={reason ? 'true' : undefined}
        aria-keyshortcuts={`Shift+${shortcut.toUpperCase()}`} title={reason ?? `${title} (Shift+${shortcut.toUpperCase()})`}>
        {title}<kbd aria-hidden="true">⇧{shortcut.toUpperCase()}</kbd>
      </button>
      {open && (
        <ActionDialog title={title} onClose={() => setOpen(false)}>
          <form className="or-dialog-form" onSubmit={(e) => { e.preventDefault(); if (driver) void submit(); }}>
            {error && <p className="form-error" role="alert" data-testid="driver-error">{error}</p>}
            <DriverPicker value={driver} onChange={setDriver} drivers={drivers} testId="order-driver-picker" />
            <div className="sf-actions">
              <button type="submit" className="btn btn-primary" disabled={busy || !driver} data-testid="order-driver-submit">{t('orders_web.batch.assign')}</button>
              <button type="button" className="btn" onClick={() => setOpen(false)}>{t('orders_web.action.back')}</button>
            </div>
          </form>
        </ActionDialog>
      )}
    </>
  );
}
