import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect } from 'wouter';
import { ApiError } from '../../../../shared/api/errors.js';
import { normalizeOrderNumber } from '../../../../shared/schema/order.js';
import { usePublishOpenOrder } from '../../../app/open-order.js';
import { useSession } from '../../../app/session.js';
import { isPlain, isTypingTarget, letterOf } from '../../../keyboard/keys.js';
import { overlayOpen } from '../../../kit/keys.js';
import { errorText } from '../../../kit/notify.js';
import { Tabs } from '../../../kit/Tabs.js';
import { useDocumentTitle } from '../../../kit/title.js';
import type { ScreenProps } from '../../index.js';
import { useOrder } from '../shared.js';
import { OrderHeader } from './Header.js';
import { RefusalContext, type RefusalReporter } from './refusal.js';
import { RowActions } from './RowActions.js';
import { ORDER_TABS } from './tabs.js';
import '../orders.css';

/**
 * Shift+letter runs the header's operation that carries it (`data-order-shortcut`), as a click
 * would: never while the user types in a field or a dialog is open.
 */
function useOperationShortcuts(root: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || !e.shiftKey || !isPlain(e) || e.repeat || isTypingTarget(e.target) || overlayOpen()) return;
      const letter = letterOf(e);
      if (!letter) return;
      const button = root.current?.querySelector<HTMLButtonElement>(`[data-order-shortcut="${letter}"]`);
      if (!button || button.disabled) return;
      e.preventDefault();
      button.click();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [root]);
}

/** /orders/{number}/{tab?}: the order's summary and operations, and its tabs (line items by default). */
export default function OrderDetail({ params }: ScreenProps) {
  const { t } = useTranslation();
  const { viewer } = useSession();
  const raw = params.number ?? '';
  const number = normalizeOrderNumber(raw);
  const query = useOrder(number ?? '', number !== null);
  useDocumentTitle(number);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reporter = useMemo<RefusalReporter>(() => ({ report: setRefusal }), []);
  const root = useRef<HTMLElement>(null);
  useOperationShortcuts(root);
  usePublishOpenOrder(query.data?.order);
  // another order: the last one's refusal is not this one's
  useEffect(() => setRefusal(null), [number]);

  if (!raw) return <Redirect to="/orders/list" replace />;
  // `/orders/123` and `/orders/r123` are `/orders/R123`: one address per order
  if (number && number !== raw) return <Redirect to={`/orders/${number}${params.tab ? `/${params.tab}` : ''}`} replace />;

  const back = <Link href="/orders/list" className="or-back">← {t('orders_web.detail.back')}</Link>;
  if (!number || (query.error instanceof ApiError && query.error.status === 404)) {
    return <section className="orders-screen">{back}<p role="alert" data-testid="order-not-found">{t('orders_web.detail.not_found', { number: raw })}</p></section>;
  }
  if (query.error) return <section className="orders-screen">{back}<p role="alert" className="form-error">{errorText(query.error)}</p></section>;
  if (!query.data) return <section className="orders-screen">{back}<p role="status" className="muted">{t('kit.table.loading')}</p></section>;

  const order = query.data.order;
  const tabs = ORDER_TABS.filter((x) => !x.visible || x.visible(order, viewer));
  const current = tabs.find((x) => x.id === params.tab) ?? tabs[0]!;
  const panelId = 'order-tab-panel';
  const Panel = current.component;
  return (
    <RefusalContext.Provider value={reporter}>
      <section ref={root} className="orders-screen or-detail" data-testid="order-detail" data-number={order.number}>
        {back}
        <OrderHeader order={order} />
        {refusal && (
          <p className="or-refusal" role="alert" data-testid="order-refusal">
            {refusal}
            <button type="button" className="btn btn-ghost or-btn-small" onClick={() => setRefusal(null)} aria-label={t('orders_web.detail.dismiss')}>×</button>
          </p>
        )}
        <Tabs label={t('orders_web.detail.tabs')} current={current.id} panelId={panelId} testId="order-tabs"
          tabs={tabs.map((x) => ({ id: x.id, label: t(x.label), href: `/orders/${order.number}/${x.id}` }))} />
        <div role="tabpanel" id={panelId} aria-labelledby={`tab-${current.id}`} className="or-panel" data-testid={`order-panel-${current.id}`}>
          {current.actions && <div className="or-tab-actions"><RowActions target={current.actions} row={null} order={order} small={false} /></div>}
          <Panel order={order} />
        </div>
      </section>
    </RefusalContext.Provider>
  );
}
