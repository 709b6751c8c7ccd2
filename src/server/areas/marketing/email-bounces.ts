import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { emailBounceReport } from '../../../shared/commands/marketing/email.js';
import type { Handler } from '../../commands/handler.js';
import { rowsOf } from '../../db/rows.js';
import { AppError, unauthorized } from '../../errors.js';

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * A bounce learnt of after the letter left. Recorded in `email_bounces` (System settings lists
 * them; a campaign's send skips an address with a hard one); a hard bounce marks the contact
 * bounced and a complaint unsubscribes it, so neither is mailed again. With the letter's
 * Message-ID it counts in its campaign's report, once however often the report comes.
 */
export const bounceReport: Handler<typeof emailBounceReport> = async ({ email, kind, reason, message_id }, ctx) => {
  const token = ctx.services.config.messages.emailBounceToken;
  if (!token) throw new AppError(503, 'email_bounces_not_configured', 'Bounce reports are not taken: set BO_EMAIL_BOUNCE_TOKEN');
  if (!same(ctx.request.headers.authorization ?? '', `Bearer ${token}`)) throw unauthorized('The bounce report token is wrong');
  const id = /^<?email-(\d{1,15})@/.exec(message_id ?? '')?.[1];
  ctx.auditTarget = `email_bounce:${email}`;
  return ctx.db.transaction(async (tx) => {
    // the letter it answers, if it was ours to this very address
    const [letter] = id === undefined ? [] : rowsOf<{ id: number; campaign_id: number }>(await tx.execute(
      sql`select id::int, campaign_id::int from email_recipients where id = ${Number(id)} and email = ${email}`));
    await tx.execute(sql`insert into email_bounces (email, kind, reason, source)
      values (${email}, ${kind}, ${reason ?? ''}, ${letter ? `campaign:${letter.campaign_id}` : 'bounce report'})`);
    if (kind === 'hard') await tx.execute(sql`update email_contacts set bounced_at = coalesce(bounced_at, now()), updated_at = now() where email = ${email}`);
    if (kind === 'complaint') {
      await tx.execute(sql`update email_contacts set subscribed = false, unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now() where email = ${email}`);
    }
    if (letter && kind !== 'soft') {
      const event = kind === 'hard' ? 'bounce' : 'unsubscribe';
      await tx.execute(sql`insert into email_events (kind, contact_id, campaign_id, recipient_id, email)
        select ${event}, r.contact_id, r.campaign_id, r.id, r.email from email_recipients r
        where r.id = ${letter.id} and not exists (select 1 from email_events e where e.recipient_id = r.id and e.kind = ${event})`);
    }
    return { email, kind, stopped: kind !== 'soft', campaign_id: letter?.campaign_id ?? null };
  });
};
