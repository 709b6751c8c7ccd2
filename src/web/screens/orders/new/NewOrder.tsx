import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useEffect, useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import {
  SHIPPING_METHODS, newOrderInput, newOrderPaymentMethods, orderCreate, orderPreview, type ShippingMethod,
} from '../../../../shared/commands/orders/create.js';
import { ApiError } from '../../../../shared/api/errors.js';
import { formatMoney } from '../../../../shared/i18n/format.js';
import { api } from '../../../app/api.js';
import { toast } from '../../../app/toasts.js';
import { notifyError } from '../../../kit/notify.js';
import { afterOrderChanged, once, refusalText } from '../shared.js';
import { AddressSection } from './AddressSection.js';
import { CustomerSection } from './CustomerSection.js';
import { EMPTY, problems, toInput, type NewOrderState } from './form.js';
import { describedBy, FieldError } from './FieldError.js';
import { ItemsSection } from './ItemsSection.js';
import { DiscountsPanel } from './DiscountsPanel.js';
import { TotalsPanel } from './TotalsPanel.js';
import { useDebounced } from '../../../kit/useDebounced.js';
import '../orders.css';
import './new-order.css';

/**
 * /orders/new: an operator's phone or shop order. The catalogue's own schema validates the form as
 * the user goes (a field's problem shows once it was left, all of them on submit); totals come
 * from `order.preview`, the same totals function the order will have; placing it opens its detail.
 */
export default function NewOrder() {
  const { t, i18n } = useTranslation();
  const id = useId().replace(/:/g, '');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [state, setState] = useState<NewOrderState>(EMPTY);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const patch = (p: Partial<NewOrderState>) => { setState((s) => ({ ...s, ...p })); setServerErrors({}); };
  const blur = (field: string) => setTouched((s) => new Set(s).add(field));

  const all = useMemo(() => problems(state, i18next), [state, t]);
  const shown = Object.fromEntries(Object.entries({ ...all, ...serverErrors }).filter(([k]) => submitted || touched.has(k) || k in serverErrors));

  const previewKey = useDebounced(JSON.stringify({
    items: state.items.map((i) => ({ sku: i.sku, quantity: i.quantity })), shipping_method: state.shipping_method,
    codes: state.codes, customer_id: state.mode === 'existing' ? state.customer?.id : undefined,
  }), 200);
  const preview = useQuery({
    queryKey: ['order.preview', previewKey],
    enabled: state.items.length > 0,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.call(orderPreview, JSON.parse(previewKey) as { items: { sku: string; quantity: number }[]; shipping_method: ShippingMethod; codes: string[] }, { signal }),
  });
  const previewData = state.items.length ? preview.data : undefined;
  // the active payment methods of Settings › Payment, in their order; the first is taken until one is chosen
  const methods = useQuery({ queryKey: ['order.payment_methods'], queryFn: ({ signal }) => api.call(newOrderPaymentMethods, {}, { signal }) });
  const offered = methods.data?.items;
  useEffect(() => {
    if (offered?.length && !offered.some((m) => m.code === state.payment_method)) setState((s) => ({ ...s, payment_method: offered[0]!.code }));
  }, [offered, state.payment_method]);

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    setSubmitted(true);
    const parsed = newOrderInput.safeParse(toInput(state));
    if (!parsed.success || busy) return;
    setBusy(true);
    try {
      const { order } = await api.call(orderCreate, parsed.data, once());
      afterOrderChanged(queryClient, order.number, order);
      toast('success', t('orders_new.placed', { number: order.number }));
      navigate(`/orders/${order.number}`);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setServerErrors(err.fields);
      if (err instanceof ApiError && (err.code === 'unprocessable' || err.code === 'conflict')) toast('error', refusalText(err));
      else notifyError(err);
    } finally {
      setBusy(false);
    }
  }
  const submitOnCtrlEnter = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
  };

  return (
    <section className="orders-screen on-screen" data-testid="order-new">
      <Link href="/orders/list" className="or-back">← {t('orders_new.back')}</Link>
      <h1 className="screen-title">{t('nav.routes.orders_new')}</h1>
      <p className="muted on-hint">{t('orders_new.hint')}</p>
      <form className="on-layout" onSubmit={submit} onKeyDown={submitOnCtrlEnter} noValidate data-testid="new-order-form">
        <div className="on-main">
          <CustomerSection state={state} errors={shown} onChange={patch} onBlur={blur}
            onPick={(c) => patch({ customer: c, ship: { ...state.ship, name: state.ship.name || c.name, phone: state.ship.phone || (c.mobile ?? '') } })} />
          <ItemsSection items={state.items} preview={previewData} error={shown.items ?? shown['items.0.quantity'] ?? shown['items.0.sku']} onChange={(items) => patch({ items })} />
          <AddressSection ship={state.ship} errors={shown} onChange={(ship) => patch({ ship })} onBlur={blur} />
          <fieldset className="on-section" data-testid="new-order-shipping">
            <legend>{t('orders_new.shipping.title')}</legend>
            <div className="on-grid">
              <div className="field">
                <label htmlFor={`${id}-method`}>{t('orders_new.shipping.method')}</label>
                <select id={`${id}-method`} value={state.shipping_method} data-testid="new-shipping-method"
                  onChange={(e) => patch({ shipping_method: e.target.value as ShippingMethod })}>
                  {(Object.keys(SHIPPING_METHODS) as ShippingMethod[]).map((m) => (
                    <option key={m} value={m}>{t(`orders_new.shipping.${m}`)} · {formatMoney(SHIPPING_METHODS[m])}</option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${id}-payment`}>{t('orders_new.shipping.payment')}</label>
                <select id={`${id}-payment`} value={state.payment_method} data-testid="new-payment-method"
                  {...describedBy(`${id}-payment-error`, shown.payment_method)} onChange={(e) => patch({ payment_method: e.target.value })}>
                  {offered?.map((m) => <option key={m.code} value={m.code}>{i18n.language === 'mn' ? m.name_mn : m.name_en}</option>)}
                </select>
                {offered?.length === 0 && <p className="muted">{t('orders_new.shipping.payment_none')}</p>}
                <FieldError id={`${id}-payment-error`} error={shown.payment_method} />
              </div>
              <div className="field on-wide">
                <label htmlFor={`${id}-note`}>{t('orders_new.shipping.note')}</label>
                <textarea id={`${id}-note`} rows={2} value={state.note} onChange={(e) => patch({ note: e.target.value })} data-testid="new-note" />
              </div>
            </div>
          </fieldset>
        </div>
        <aside className="on-side">
          <DiscountsPanel codes={state.codes} preview={previewData} onChange={(codes) => patch({ codes })} />
          <TotalsPanel preview={previewData} loading={preview.isFetching} />
          <button type="submit" className="btn btn-primary on-submit" disabled={busy} data-testid="new-order-submit">{t('orders_new.submit')}</button>
          <p className="muted on-kbd">{t('orders_new.submit_hint')}</p>
        </aside>
      </form>
    </section>
  );
}
