import { lazy } from 'react';
import { RESOURCES } from '../../shared/resources/registry.js';
import { resourceScreens } from '../kit/resource/screens.js';

/**
 * The screens of every plain resource, from the kit's registry (src/shared/resources): a declared
 * resource's routes open its list and edit screen with no line here. What an edit panel shows
 * under the form beyond the declaration is named below, by resource.
 */
export const RESOURCE_SCREENS = resourceScreens(RESOURCES, {
  option_type: lazy(() => import('./products/admin/resource/OptionTypeValues.js').then((m) => ({ default: m.OptionTypeValues }))),
  news_item: lazy(() => import('./content/BodyEditor.js').then((m) => ({ default: m.NewsBody }))),
  content_article: lazy(() => import('./content/BodyEditor.js').then((m) => ({ default: m.ArticleBody }))),
  menu: lazy(() => import('./content/MenuItems.js').then((m) => ({ default: m.MenuItems }))),
  page: lazy(() => import('./content/PageBlocks.js').then((m) => ({ default: m.PageBlocks }))),
  poll: lazy(() => import('./content/PollResults.js').then((m) => ({ default: m.PollResults }))),
  look_book: lazy(() => import('./content/LookBookImages.js').then((m) => ({ default: m.LookBookImages }))),
  system_website: lazy(() => import('./system/WebsiteSettings.js').then((m) => ({ default: m.WebsiteSettings }))),
  application: lazy(() => import('./system/ApplicationKey.js').then((m) => ({ default: m.ApplicationKey }))),
  sync_log: lazy(() => import('./system/SyncAgain.js').then((m) => ({ default: m.SyncAgain }))),
  erp_integration: lazy(() => import('./system/ErpTest.js').then((m) => ({ default: m.ErpTest }))),
  e_ticket_template: lazy(() => import('./system/ETicketPreview.js').then((m) => ({ default: m.ETicketPreview }))),
  prototype: lazy(() => import('./products/admin/resource/PrototypeLinks.js').then((m) => ({ default: m.PrototypeLinks }))),
  email_template: lazy(() => import('./settings/TemplatePreview.js').then((m) => ({ default: m.TemplatePreview }))),
  campaign_template: lazy(() => import('./marketing/email/LetterPreview.js').then((m) => ({ default: m.TemplateLetterPreview }))),
  sms_template: lazy(() => import('./settings/TemplatePreview.js').then((m) => ({ default: m.TemplatePreview }))),
  payment_method: lazy(() => import('./settings/CertificateFile.js').then((m) => ({ default: m.CertificateFile }))),
  lottery_event: lazy(() => import('./promotions/LotteryDraw.js').then((m) => ({ default: m.LotteryDraw }))),
  supply_segment: lazy(() => import('./suppliers/SegmentBranches.js').then((m) => ({ default: m.SegmentBranches }))),
});
