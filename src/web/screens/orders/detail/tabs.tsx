import type { ComponentType } from 'react';
import type { Viewer } from '../../../../shared/roles/access.js';
import type { OrderDetailJson } from '../../../../shared/schema/order.js';
import type { ActionTarget } from './actions.js';
import { AdjustmentsTab } from './tabs/AdjustmentsTab.js';
import { CommentsTab } from './tabs/CommentsTab.js';
import { LineItemsTab } from './tabs/LineItemsTab.js';
import { PaymentsTab } from './tabs/PaymentsTab.js';
import { ShipmentsTab } from './tabs/ShipmentsTab.js';
import { StateChangesTab } from './tabs/StateChangesTab.js';
import { EBARIMT_TAB, LEASE_TAB } from '../ebarimt/tabs.js';
import { MESSAGES_TAB } from '../messages/MessagesTab.js';

export interface OrderTabProps { order: OrderDetailJson }

export interface OrderTab {
  /** The URL segment: `/orders/R123/<id>`. */
  id: string;
  /** i18n key of the tab's label. */
  label: string;
  component: ComponentType<OrderTabProps>;
  /** Shown only when true (a website feature, a role, the order having a lease…); always otherwise. */
  visible?: (order: OrderDetailJson, viewer: Viewer) => boolean;
  /**
   * The action registry's target whose whole-tab actions (those taking no row id, e.g. "add an
   * adjustment") are shown above the tab; row actions are the tab's own business.
   */
  actions?: ActionTarget;
}

/**
 * The order's tabs, in order; the first visible one is the default. Other helpers append theirs
 * (e-receipt, lease, SMS sent…) to this array.
 */
export const ORDER_TABS: OrderTab[] = [
  { id: 'line_items', label: 'orders_web.tabs.line_items', component: LineItemsTab, actions: 'line_item' },
  { id: 'payments', label: 'orders_web.tabs.payments', component: PaymentsTab, actions: 'payment' },
  { id: 'shipments', label: 'orders_web.tabs.shipments', component: ShipmentsTab, actions: 'shipment' },
  { id: 'adjustments', label: 'orders_web.tabs.adjustments', component: AdjustmentsTab, actions: 'adjustment' },
  { id: 'comments', label: 'orders_web.tabs.comments', component: CommentsTab },
  { id: 'state_changes', label: 'orders_web.tabs.state_changes', component: StateChangesTab },
  EBARIMT_TAB, LEASE_TAB,
  MESSAGES_TAB,
];
