import { eq } from 'drizzle-orm';
import { emailTemplates, handlebarTemplate, smsTemplates, templatePreview } from '../../../shared/commands/settings/templates.js';
import { lookup } from '../../../shared/i18n/index.js';
import { smsCount } from '../../../shared/schema/sms.js';
import { defineHandlers, type AuthedContext, type BoundHandler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { badRequest, notFound } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import { fill } from '../../outbox/templates.js';
import { smsText } from '../../outbox/sms-text.js';
import { serveResource } from '../../resources/serve.js';
import { compileTemplate, SAMPLE_DATA } from './handlebars.js';

/** The fields of each kind held in Handlebars; an email's are HTML (escaped values), an SMS's plain text. */
const EMAIL_TEXTS = ['subject_en', 'subject_mn', 'body_en', 'body_mn'] as const;
const SMS_TEXTS = ['body_en', 'body_mn'] as const;

/** 400 naming the field and the line when a text does not compile; nothing is stored. */
function assertCompiles(ctx: AuthedContext, input: Record<string, unknown>, fields: readonly string[], escape: boolean) {
  const locale = requestLocale(ctx.request);
  const failures: Record<string, string> = {};
  for (const field of fields) {
    const text = input[field];
    if (typeof text !== 'string') continue;
    const compiled = compileTemplate(text, escape);
    if ('render' in compiled) continue;
    failures[field] = compiled.line === null
      ? fill(lookup(locale, 'settings_ui.errors.template') ?? '', { reason: compiled.reason })
      : fill(lookup(locale, 'settings_ui.errors.template_line') ?? '', { line: String(compiled.line), reason: compiled.reason });
  }
  const [first] = Object.values(failures);
  if (first) throw badRequest(failures, first);
}

/** The email and SMS templates on the kit: stored only once every text compiles. */
export const templateResourceHandlers: BoundHandler[] = [
  ...serveResource(emailTemplates, { table: schema.emailTemplates, check: (ctx, input) => assertCompiles(ctx, input, EMAIL_TEXTS, true) }),
  ...serveResource(smsTemplates, { table: schema.smsTemplates, check: (ctx, input) => assertCompiles(ctx, input, SMS_TEXTS, false) }),
];

/** One template by its code, either kind: what another area sends reads it through this. */
export async function templateByCode(ctx: Pick<AuthedContext, 'db'>, code: string, kind?: 'email' | 'sms') {
  if (kind !== 'sms') {
    const [e] = await ctx.db.select().from(schema.emailTemplates).where(eq(schema.emailTemplates.code, code)).limit(1);
    if (e) return { kind: 'email' as const, id: e.id, code: e.code, name: e.name, subject_en: e.subjectEn, subject_mn: e.subjectMn, body_en: e.bodyEn, body_mn: e.bodyMn };
  }
  if (kind !== 'email') {
    const [s] = await ctx.db.select().from(schema.smsTemplates).where(eq(schema.smsTemplates.code, code)).limit(1);
    if (s) return { kind: 'sms' as const, id: s.id, code: s.code, name: s.name, subject_en: null, subject_mn: null, body_en: s.bodyEn, body_mn: s.bodyMn };
  }
  return null;
}

export const templateHandlers = defineHandlers({ templatePreview, handlebarTemplate }, {
  /** The text rendered with the sample data; an SMS as it leaves (Latin, ₮ as MNT) with its places and parts. */
  async templatePreview({ kind, locale, subject, body }, ctx) {
    const escape = kind === 'email';
    assertCompiles(ctx, { subject, body }, ['subject', 'body'], escape);
    const data = SAMPLE_DATA[locale];
    const render = (text: string) => {
      const compiled = compileTemplate(text, escape);
      return 'render' in compiled ? compiled.render(data) : '';
    };
    if (kind === 'email') return { subject: subject === undefined ? null : render(subject), body: render(body), characters: null, parts: null };
    const text = smsText(render(body), Number.POSITIVE_INFINITY);
    const { characters, parts } = smsCount(text);
    return { subject: null, body: text, characters, parts };
  },

  async handlebarTemplate({ code, kind }, ctx) {
    const item = await templateByCode(ctx, code, kind);
    if (!item) throw notFound();
    return { item };
  },
});
