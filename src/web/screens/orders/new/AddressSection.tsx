import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { KHOROO_COUNT } from '../../../../shared/commands/orders/address.js';
import { UB_DISTRICTS } from '../../../../shared/schema/order.js';
import { describedBy, FieldError } from './FieldError.js';
import type { NewOrderState } from './form.js';

interface Props {
  ship: NewOrderState['ship'];
  errors: Record<string, string>;
  onChange: (ship: NewOrderState['ship']) => void;
  onBlur: (field: string) => void;
}

/** Receiver and where in Ulaanbaatar: the district's own khoroos only (§3 bill and ship address). */
export function AddressSection({ ship, errors, onChange, onBlur }: Props) {
  const { t } = useTranslation();
  const id = useId().replace(/:/g, '');
  const khoroos = ship.district ? KHOROO_COUNT[ship.district] : 0;
  const set = (patch: Partial<NewOrderState['ship']>) => onChange({ ...ship, ...patch });
  const text = (key: 'name' | 'phone' | 'address', type = 'text') => {
    const err = errors[`ship.${key}`];
    return (
      <div className={`field${key === 'address' ? ' on-wide' : ''}`}>
        <label htmlFor={`${id}-${key}`}>{t(`orders_new.address.${key}`)}</label>
        <input id={`${id}-${key}`} type={type} value={ship[key]} data-testid={`new-ship-${key}`}
          onChange={(e) => set({ [key]: e.target.value })} onBlur={() => onBlur(`ship.${key}`)} {...describedBy(`${id}-${key}-error`, err)} />
        <FieldError id={`${id}-${key}-error`} error={err} />
      </div>
    );
  };
  return (
    <fieldset className="on-section" data-testid="new-order-address">
      <legend>{t('orders_new.address.title')}</legend>
      <div className="on-grid">
        {text('name')}
        {text('phone', 'tel')}
        <div className="field">
          <label htmlFor={`${id}-district`}>{t('orders_new.address.district')}</label>
          <select id={`${id}-district`} value={ship.district} data-testid="new-ship-district"
            onChange={(e) => set({ district: e.target.value as NewOrderState['ship']['district'], khoroo: '' })} onBlur={() => onBlur('ship.district')}
            {...describedBy(`${id}-district-error`, errors['ship.district'])}>
            <option value="">{t('orders_new.address.choose')}</option>
            {UB_DISTRICTS.map((d) => <option key={d} value={d}>{d}</option>)}
          </select>
          <FieldError id={`${id}-district-error`} error={errors['ship.district']} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-khoroo`}>{t('orders_new.address.khoroo')}</label>
          <select id={`${id}-khoroo`} value={ship.khoroo} disabled={!ship.district} data-testid="new-ship-khoroo"
            onChange={(e) => set({ khoroo: e.target.value })} onBlur={() => onBlur('ship.khoroo')} {...describedBy(`${id}-khoroo-error`, errors['ship.khoroo'])}>
            <option value="">{t('orders_new.address.choose')}</option>
            {Array.from({ length: khoroos }, (_, i) => <option key={i + 1} value={i + 1}>{i + 1}</option>)}
          </select>
          <FieldError id={`${id}-khoroo-error`} error={errors['ship.khoroo']} />
        </div>
        {text('address')}
      </div>
    </fieldset>
  );
}
