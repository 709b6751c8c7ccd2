import { listInput, listOutput } from '../schema/list.js';
import { vendorSchema } from '../schema/tenancy.js';
import { defineCommand } from './define.js';
import { merchantDashboard } from './merchant/dashboard.js';
import { merchantSellers } from './merchant/sellers.js';
import { merchantBrand } from './merchant/brands.js';
import { bankChange, bankChangeApprove, bankChangeList, bankChangeReject } from './merchant/infos.js';

/** Admins see every vendor; anyone else only those he belongs to (tenant scope). */
export const vendors = defineCommand({
  id: 'vendor.list', area: 'merchant', kind: 'query', roles: true,
  http: { method: 'GET', path: 'vendors' },
  input: listInput({
    filters: { id: 'number', name: 'text', registry: 'text', email: 'text', phone: 'text' },
    sorts: ['id', 'name'],
  }),
  output: listOutput(vendorSchema),
  ui: { title: 'commands.vendor.list', keywords: ['merchants', 'organizations', 'байгууллага'] },
  cli: { verb: ['vendors', 'list'] },
});

export { merchantBrand, merchantDashboard, merchantSellers };
export const merchantCommands = { vendors, merchantDashboard, merchantSellers, merchantBrand, bankChange, bankChangeApprove, bankChangeReject, bankChangeList };
