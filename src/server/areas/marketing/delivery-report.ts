import { timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { smsDeliveryReport } from '../../../shared/commands/marketing/sms.js';
import type { Handler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { AppError, notFound, unauthorized } from '../../errors.js';
import { recipientKey } from './sender.js';

const { smsCampaigns, smsRecipients } = schema;

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The gateway says what became of a message it took: `sent` becomes `delivered` (the campaign's
 * `delivered` counts it), or `failed` with its words (moved from the campaign's sent to its failed).
 * Only a `sent` message moves, so a report repeated or arriving late changes nothing twice.
 */
export const deliveryReport: Handler<typeof smsDeliveryReport> = async ({ reference, status, error }, ctx) => {
  const token = ctx.services.config.messages.smsReportToken;
  if (!token) throw new AppError(503, 'sms_reports_not_configured', 'Delivery reports are not taken: set BO_SMS_REPORT_TOKEN');
  if (!same(ctx.request.headers.authorization ?? '', `Bearer ${token}`)) throw unauthorized('The delivery report token is wrong');
  const m = /^sms-(\d{1,15})$/.exec(reference);
  if (!m || recipientKey(Number(m[1])) !== reference) throw notFound('No such message');
  const id = Number(m[1]);
  const delivered = status === 'delivered';
  ctx.auditTarget = `sms_recipient:${id}`;
  return ctx.db.transaction(async (tx) => {
    const [moved] = await tx.update(smsRecipients)
      .set(delivered ? { state: 'delivered', deliveredAt: sql`now()` } : { state: 'failed', error: (error || `gateway: ${status}`).slice(0, 500) })
      .where(and(eq(smsRecipients.id, id), eq(smsRecipients.state, 'sent'))).returning({ campaignId: smsRecipients.campaignId });
    if (moved) {
      await tx.update(smsCampaigns).set(delivered
        ? { delivered: sql`${smsCampaigns.delivered} + 1` }
        : { sent: sql`${smsCampaigns.sent} - 1`, failed: sql`${smsCampaigns.failed} + 1` })
        .where(eq(smsCampaigns.id, moved.campaignId));
      return { reference, state: delivered ? 'delivered' as const : 'failed' as const, changed: true };
    }
    const [now] = await tx.select({ state: smsRecipients.state }).from(smsRecipients).where(eq(smsRecipients.id, id));
    if (!now) throw notFound('No such message');
    return { reference, state: now.state as 'queued' | 'sent' | 'delivered' | 'failed', changed: false };
  });
};
