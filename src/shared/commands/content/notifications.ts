import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zDate } from '../../schema/common.js';
import { zNotificationPath, zPlainText } from './fields.js';
import { CONTENT } from './roles.js';

/** The storefront's notice bar (§2 /content/notifications, §3: path, start and end date, body): shown on `path` between the dates. */
export const contentNotifications = defineResource({
  area: 'content', name: 'content_notification', path: 'notifications', cli: ['content-notifications'],
  fields: {
    path: zNotificationPath, starts_on: zDate, ends_on: zDate,
    body_en: zPlainText(1000).min(1), body_mn: zPlainText(1000).min(1), active: z.boolean(),
  },
  required: ['starts_on', 'ends_on', 'body_en', 'body_mn'],
  item: z.object({
    id: z.number().int(), path: z.string(), starts_on: z.string(), ends_on: z.string(), body_en: z.string(), body_mn: z.string(), active: z.boolean(),
  }),
  read: CONTENT, write: CONTENT,
  list: {
    columns: [{ field: 'body_en', mn: 'body_mn', label: 'content_ui.fields.body' }, 'path', { field: 'starts_on', kind: 'date' }, { field: 'ends_on', kind: 'date' }, 'active'],
    search: ['body_en', 'body_mn', 'path'], filters: { active: 'bool', starts_on: 'date' }, sorts: ['starts_on', 'ends_on'], order: ['starts_on'],
  },
  title: { en: 'body_en', mn: 'body_mn' }, i18n: { fields: 'content_ui.fields' }, defaults: { path: '', active: true },
  audits: true, routes: [{ list: 'content.notifications' }],
  sample: { starts_on: '2026-01-01', ends_on: '2026-01-31' },
  keywords: ['notification', 'notice bar', 'announcement', 'мэдэгдэл', 'зарлал'],
});
