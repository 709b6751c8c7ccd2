import { z } from 'zod';
import { orderDetailSchema, zOrderNumber } from '../../schema/order.js';
import { defineCommand } from '../define.js';
import { READ } from './roles.js';

/** What a packing slip or an invoice prints for one order, cut to the caller's vendors. */
export const printOrderSchema = z.object({
  order: orderDetailSchema,
  /** VAT and city tax held in the visible lines' tax-inclusive totals, for the invoice. */
  vat: z.number().int(),
  city_tax: z.number().int(),
});

export const printData = defineCommand({
  id: 'order.print_data', area: 'orders', kind: 'query', roles: READ,
  http: { method: 'POST', path: 'orders/print_data' },
  input: z.object({ numbers: z.array(zOrderNumber).min(1).max(100) }),
  output: z.object({ orders: z.array(printOrderSchema), missing: z.array(z.string()) }),
  ui: { title: 'commands.orders_extra.order.print_data', keywords: ['print', 'packing slip', 'invoice', 'хэвлэх', 'нэхэмжлэх'] },
  cli: { verb: ['orders', 'print-data'] },
});

export const printingsCommands = { printData };
