import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { customerSearch } from '../../../../shared/commands/orders/create.js';
import { api } from '../../../app/api.js';
import { describedBy, FieldError } from './FieldError.js';
import type { NewOrderState, PickedCustomer } from './form.js';
import { useDebounced } from '../../../kit/useDebounced.js';

interface Props {
  state: NewOrderState;
  errors: Record<string, string>;
  onChange: (patch: Partial<NewOrderState>) => void;
  onPick: (c: PickedCustomer) => void;
  onBlur: (field: string) => void;
}

/** Who the order is for: a customer found by mobile, email or name, or a new one typed in. */
export function CustomerSection({ state, errors, onChange, onPick, onBlur }: Props) {
  const { t } = useTranslation();
  const id = useId().replace(/:/g, '');
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim());
  const found = useQuery({
    queryKey: ['order.customer_search', settled],
    enabled: state.mode === 'existing' && !state.customer && settled.length >= 2,
    queryFn: ({ signal }) => api.call(customerSearch, { query: settled }, { signal }),
  });
  const results = found.data?.items ?? [];
  const pickFirst = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (results[0]) onPick(results[0]);
  };
  const fresh = (key: keyof NewOrderState['fresh'], label: string, type = 'text') => {
    const err = errors[`customer.${key}`];
    return (
      <div className="field">
        <label htmlFor={`${id}-${key}`}>{label}</label>
        <input id={`${id}-${key}`} type={type} value={state.fresh[key]} data-testid={`new-customer-${key}`}
          onChange={(e) => onChange({ fresh: { ...state.fresh, [key]: e.target.value } })} onBlur={() => onBlur(`customer.${key}`)}
          {...describedBy(`${id}-${key}-error`, err)} />
        <FieldError id={`${id}-${key}-error`} error={err} />
      </div>
    );
  };

  return (
    <fieldset className="on-section" data-testid="new-order-customer">
      <legend>{t('orders_new.customer.title')}</legend>
      <div className="on-mode" role="radiogroup" aria-label={t('orders_new.customer.title')}>
        {(['existing', 'new'] as const).map((m) => (
          <label key={m}>
            <input type="radio" name={`${id}-mode`} checked={state.mode === m} onChange={() => onChange({ mode: m })} data-testid={`new-customer-mode-${m}`} />
            {t(`orders_new.customer.${m}`)}
          </label>
        ))}
      </div>
      {state.mode === 'existing' && state.customer && (
        <p className="on-picked" data-testid="new-customer-picked">
          <strong>{state.customer.name}</strong> <span className="muted">{[state.customer.mobile, state.customer.email].filter(Boolean).join(' · ')}</span>
          <button type="button" className="btn btn-ghost or-btn-small" onClick={() => onChange({ customer: null })}>{t('orders_new.customer.change')}</button>
        </p>
      )}
      {state.mode === 'existing' && !state.customer && (
        <div className="field">
          <label htmlFor={`${id}-search`}>{t('orders_new.customer.search')}</label>
          <input id={`${id}-search`} type="search" value={query} placeholder={t('orders_new.customer.search_placeholder')} autoFocus
            data-testid="new-customer-search" onChange={(e) => setQuery(e.target.value)} onKeyDown={pickFirst} onBlur={() => onBlur('customer_id')}
            {...describedBy(`${id}-search-error`, errors.customer_id)} />
          <FieldError id={`${id}-search-error`} error={errors.customer_id} />
          {settled.length >= 2 && found.isSuccess && (
            <ul className="on-results" data-testid="new-customer-results">
              {results.length === 0 && <li className="muted">{t('orders_new.customer.none')}</li>}
              {results.map((c) => (
                <li key={c.id}>
                  <button type="button" onClick={() => onPick(c)}>
                    <strong>{c.name}</strong> <span className="muted">{[c.mobile, c.email].filter(Boolean).join(' · ')}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {state.mode === 'new' && (
        <div className="on-grid">
          {fresh('first_name', t('orders_new.customer.first_name'))}
          {fresh('last_name', t('orders_new.customer.last_name'))}
          {fresh('mobile', t('orders_new.customer.mobile'), 'tel')}
          {fresh('email', t('orders_new.customer.email'), 'email')}
        </div>
      )}
    </fieldset>
  );
}
