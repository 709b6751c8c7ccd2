import { ebarimtGet } from '../../../../shared/commands/orders/ebarimt.js';
import { canAccess } from '../../../../shared/roles/access.js';
import type { OrderTab } from '../detail/tabs.js';
import { hasLease, LeaseTab } from '../lease/LeaseTab.js';
import { EbarimtTab } from './EbarimtTab.js';

/** The order's e-receipt, for those who issue them (a merchant never sees the marketplace's package). */
export const EBARIMT_TAB: OrderTab = {
  id: 'ebarimt', label: 'orders_extra_ui.tabs.ebarimt', component: EbarimtTab, visible: (_o, viewer) => canAccess(ebarimtGet, viewer),
};

/** The lease, on orders bought on lease. */
export const LEASE_TAB: OrderTab = { id: 'lease', label: 'orders_extra_ui.tabs.lease', component: LeaseTab, visible: (o) => hasLease(o) };
