import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { drivers as driverList } from '../../../shared/commands/orders/orders.js';
import { api } from '../../app/api.js';
import { useCan } from './shared.js';

export interface DriverOption { value: string; label: string }

const STALE = 5 * 60_000;

/**
 * The drivers a user may choose from (`order.drivers`, the orders staff's own list); null when his
 * roles may not list them, and the picker takes the driver's id instead. Drivers are few: one call.
 */
export function useDrivers(): DriverOption[] | null {
  const can = useCan();
  const allowed = can(driverList);
  const query = useQuery({
    queryKey: ['order.drivers'], staleTime: STALE, enabled: allowed,
    queryFn: ({ signal }) => api.call(driverList, {}, { signal }),
  });
  if (!allowed) return null;
  return (query.data?.items ?? []).map((d) => ({ value: String(d.id), label: d.name === d.email ? d.email : `${d.name} · ${d.email}` }));
}

/** A driver chosen by name, or typed by id for whoever cannot list the drivers. */
export function DriverPicker({ value, onChange, drivers, testId = 'driver-picker' }: {
  value: string; onChange: (v: string) => void; drivers: DriverOption[] | null; testId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <label className="or-driver-picker" htmlFor={id}>
      <span>{t('orders_web.driver.label')}</span>
      {drivers ? (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
          <option value="">{t('orders_web.driver.choose')}</option>
          {drivers.map((d) => <option key={d.value} value={d.value}>{d.label}</option>)}
        </select>
      ) : (
        <input id={id} inputMode="numeric" value={value} placeholder={t('orders_web.driver.id_placeholder')}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))} data-testid={testId} />
      )}
    </label>
  );
}

/** A driver's name where the user may list drivers, his id otherwise. */
export function useDriverName(): (id: number | null) => string | null {
  const drivers = useDrivers();
  return (id) => (id === null ? null : drivers?.find((d) => d.value === String(id))?.label ?? `#${id}`);
}
