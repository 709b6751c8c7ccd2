import { and, count, inArray, sql } from 'drizzle-orm';
import { merchantDashboard as dashboardCommand, merchantSellers as sellersCommand, merchantBrand as brandCommand, vendors as vendorList } from '../../../shared/commands/merchant.js';
import type { Vendor } from '../../../shared/schema/tenancy.js';
import { defineHandlers } from '../../commands/handler.js';
import { ransackOrder, ransackWhere, type FilterColumn } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { merchantDashboard } from './dashboard.js';
import { merchantInfoHandlers } from './infos.js';
import { merchantSellers } from './sellers.js';
import { merchantBrand } from './brands.js';
import { storeHandlers } from './stores.js';

const { vendors } = schema;

const FILTERS: Record<string, FilterColumn> = {
  id: { kind: 'number', column: vendors.id },
  name: { kind: 'text', column: vendors.name },
  registry: { kind: 'text', column: vendors.registry },
  email: { kind: 'text', column: vendors.email },
  phone: { kind: 'text', column: vendors.phone },
};

export function toVendorJson(v: typeof vendors.$inferSelect): Vendor {
  return {
    id: v.id, name: v.name, org_name: v.orgName, registry: v.registry, vat_payer_number: v.vatPayerNumber,
    email: v.email, phone: v.phone, address: v.address, commission_percent: v.commissionPercent,
    monthly_fee: v.monthlyFee, contract_number: v.contractNumber, contract_date: v.contractDate,
    bank_accounts: v.bankAccounts as Vendor['bank_accounts'], logo: v.logo,
  };
}

const ownHandlers = defineHandlers({ vendors: vendorList, merchantDashboard: dashboardCommand, merchantSellers: sellersCommand, merchantBrand: brandCommand }, {
  async vendors({ page, per_page, q }, ctx) {
    // admins see every merchant; anyone else only those he is a member of
    const own = ctx.scope.vendorIds !== 'all' ? inArray(vendors.id, ctx.scope.vendorIds)
      : ctx.principal.isAdmin ? undefined : sql`false`;
    const where = and(ransackWhere(q, FILTERS), own);
    const [rows, [total]] = await Promise.all([
      ctx.db.select().from(vendors).where(where).orderBy(...ransackOrder(q, { id: vendors.id, name: vendors.name }, vendors.id))
        .limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(vendors).where(where),
    ]);
    return { items: rows.map(toVendorJson), page, per_page, total: total?.n ?? 0 };
  },
  merchantDashboard: (_input, ctx) => merchantDashboard(ctx),
  merchantSellers: ({ preset }, ctx) => merchantSellers(ctx, preset),
  merchantBrand: ({ id }, ctx) => merchantBrand(ctx, id),
});

export const merchantHandlers = [...ownHandlers, ...merchantInfoHandlers, ...storeHandlers];
