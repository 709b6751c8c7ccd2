import type { batchCommands } from '../../../shared/commands/orders/batch.js';
import { normalizeOrderNumber } from '../../../shared/schema/order.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { AppError } from '../../errors.js';
import { approveOrder, assignDriver, cancelOrder, flagOrder } from './operations.js';
import { findOrder, type OrderRow } from './scope.js';

/**
 * Each number runs in a savepoint of its own: a refusal (out of reach, a state that does not allow
 * it) undoes that row alone and answers its message; the others still apply.
 */
export async function eachOrder(ctx: AuthedContext, numbers: string[], op: (rowCtx: AuthedContext, o: OrderRow) => Promise<void>) {
  const results: { number: string; ok: boolean; error: string | null }[] = [];
  const seen = new Set<string>();
  for (const raw of numbers) {
    const number = normalizeOrderNumber(raw) ?? raw;
    if (seen.has(number)) continue;
    seen.add(number);
    try {
      await ctx.db.transaction(async (tx) => {
        const rowCtx: AuthedContext = { ...ctx, db: tx };
        await op(rowCtx, await findOrder(rowCtx, number, true));
      });
      results.push({ number, ok: true, error: null });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      results.push({ number, ok: false, error: e.message });
    }
  }
  const applied = results.filter((r) => r.ok).length;
  ctx.auditTarget = `orders:${applied}`;
  return { applied, failed: results.length - applied, results };
}

export const batchHandlers: HandlersOf<typeof batchCommands> = {
  batch({ numbers, action, driver_id }, ctx) {
    return eachOrder(ctx, numbers, (c, o) => {
      switch (action) {
        case 'approve': return approveOrder(c, o);
        case 'flag': return flagOrder(c, o, true);
        case 'unflag': return flagOrder(c, o, false);
        case 'assign_driver': return assignDriver(c, o, driver_id!);
      }
    });
  },
  batchCancel({ numbers, reason }, ctx) {
    return eachOrder(ctx, numbers, (c, o) => cancelOrder(c, o, 'orders.batch_cancel', reason));
  },
};
