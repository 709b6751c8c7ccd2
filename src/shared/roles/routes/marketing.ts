import type { RouteDef } from './def.js';

const SMS = ['admin', 'sms', 'marketing'] as const;
const PUSH = ['marketing', 'admin'] as const;
const EMAIL = ['admin', 'email', 'marketing'] as const;

// §2's bare names after /marketing/push and /marketing/email are read under /marketing, as the
// other areas' are under their prefix (/marketing/segments/:id/push would repeat "push" otherwise).
export const MARKETING_ROUTES = [
  { path: '/marketing/sms', id: 'marketing.sms', label: 'nav.routes.marketing_sms', group: 'marketing', area: 'marketing', sidebar: true, roles: SMS },
  { path: '/marketing/push', id: 'marketing.push', label: 'nav.routes.marketing_push', group: 'marketing', area: 'marketing', sidebar: true, roles: PUSH },
  { path: '/marketing/devices', id: 'marketing.devices', label: 'nav.routes.marketing_devices', group: 'marketing', area: 'marketing', sidebar: true, roles: PUSH },
  { path: '/marketing/segments', id: 'marketing.segments', label: 'nav.routes.marketing_segments', group: 'marketing', area: 'marketing', sidebar: true, roles: PUSH },
  { path: '/marketing/segments/:id', id: 'marketing.segment', label: 'nav.routes.marketing_segment', group: 'marketing', area: 'marketing', sidebar: false, roles: PUSH },
  { path: '/marketing/segments/:id/push', id: 'marketing.segment_push', label: 'nav.routes.marketing_segment_push', group: 'marketing', area: 'marketing', sidebar: false, roles: PUSH },
  { path: '/marketing/notifications', id: 'marketing.notifications', label: 'nav.routes.marketing_notifications', group: 'marketing', area: 'marketing', sidebar: true, roles: PUSH },
  { path: '/marketing/notifications/create', id: 'marketing.notification_create', label: 'nav.routes.marketing_notification_create', group: 'marketing', area: 'marketing', sidebar: false, roles: PUSH },
  { path: '/marketing/notifications/:id', id: 'marketing.notification', label: 'nav.routes.marketing_notification', group: 'marketing', area: 'marketing', sidebar: false, roles: PUSH },
  { path: '/marketing/email', id: 'marketing.email', label: 'nav.routes.marketing_email', group: 'marketing', area: 'marketing', sidebar: true, roles: EMAIL },
  { path: '/marketing/templates', id: 'marketing.templates', label: 'nav.routes.marketing_templates', group: 'marketing', area: 'marketing', sidebar: true, roles: EMAIL },
  { path: '/marketing/templates/:id', id: 'marketing.template', label: 'nav.routes.marketing_template', group: 'marketing', area: 'marketing', sidebar: false, roles: EMAIL },
  { path: '/marketing/audience', id: 'marketing.audience', label: 'nav.routes.marketing_audience', group: 'marketing', area: 'marketing', sidebar: true, roles: EMAIL },
  { path: '/marketing/audience/contacts', id: 'marketing.audience_contacts', label: 'nav.routes.marketing_audience_contacts', group: 'marketing', area: 'marketing', sidebar: true, roles: EMAIL },
  { path: '/marketing/audience/segments', id: 'marketing.audience_segments', label: 'nav.routes.marketing_audience_segments', group: 'marketing', area: 'marketing', sidebar: true, roles: EMAIL },
  { path: '/marketing/audience/import_contact', id: 'marketing.audience_import_contact', label: 'nav.routes.marketing_audience_import_contact', group: 'marketing', area: 'marketing', sidebar: false, roles: EMAIL },
  { path: '/marketing/audience/contacts/:id', id: 'marketing.audience_contact', label: 'nav.routes.marketing_audience_contact', group: 'marketing', area: 'marketing', sidebar: false, roles: EMAIL },
  { path: '/marketing/audience/segments/:id', id: 'marketing.audience_segment', label: 'nav.routes.marketing_audience_segment', group: 'marketing', area: 'marketing', sidebar: false, roles: EMAIL },
  { path: '/marketing/campaigns', id: 'marketing.campaigns', label: 'nav.routes.marketing_campaigns', group: 'marketing', area: 'marketing', sidebar: true, roles: EMAIL },
  { path: '/marketing/campaigns/:id/edit', id: 'marketing.campaign_edit', label: 'nav.routes.marketing_campaign_edit', group: 'marketing', area: 'marketing', sidebar: false, roles: EMAIL },
  { path: '/marketing/campaigns/:id/report', id: 'marketing.campaign_report', label: 'nav.routes.marketing_campaign_report', group: 'marketing', area: 'marketing', sidebar: false, roles: EMAIL },
  { path: '/marketing/rfm', id: 'marketing.rfm', label: 'nav.routes.marketing_rfm', group: 'marketing', area: 'marketing', sidebar: true, roles: PUSH },
  { path: '/marketing/automation', id: 'marketing.automation', label: 'nav.routes.marketing_automation', group: 'marketing', area: 'marketing', sidebar: true, roles: PUSH },
] as const satisfies readonly RouteDef[];
