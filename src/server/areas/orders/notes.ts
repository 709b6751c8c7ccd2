import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { notesCommands } from '../../../shared/commands/orders/notes.js';
import { normalizeOrderNumber } from '../../../shared/schema/order.js';
import type { HandlersOf } from '../../commands/handler.js';
import { likeEscape } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { orderListScope } from './scope.js';

const { orders, orderComments, users } = schema;

export const notesHandlers: HandlersOf<typeof notesCommands> = {
  /**
   * Every order's notes, newest first (order_comments_created_idx), in the caller's reach: a
   * merchant reads the notes of the orders holding his items, as on their detail.
   */
  async notes({ page, per_page, query }, ctx) {
    const q = query?.trim();
    const number = q ? normalizeOrderNumber(q) : null;
    const match = q ? (number ? or(eq(orders.number, number), ilike(orderComments.body, `%${likeEscape(q)}%`)) : ilike(orderComments.body, `%${likeEscape(q)}%`)) : undefined;
    const where = and(orderListScope(ctx.scope), match);
    const [rows, [total]] = await Promise.all([
      ctx.db.select({ id: orderComments.id, body: orderComments.body, createdAt: orderComments.createdAt, number: orders.number, email: users.email })
        .from(orderComments)
        .innerJoin(orders, eq(orders.id, orderComments.orderId))
        .leftJoin(users, eq(users.id, orderComments.authorId))
        .where(where).orderBy(desc(orderComments.createdAt), desc(orderComments.id))
        .limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(orderComments).innerJoin(orders, eq(orders.id, orderComments.orderId)).where(where),
    ]);
    return {
      items: rows.map((r) => ({ id: r.id, order_number: r.number, body: r.body, author_email: r.email, created_at: r.createdAt.toISOString() })),
      page, per_page, total: total?.n ?? 0,
    };
  },
};
