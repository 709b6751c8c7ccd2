/** Имэйлийн командуудын нэр (`commands.marketing.email.*`, `commands.marketing.campaign_template.*`). */
export const email = {
  contacts: 'Имэйл харилцагчид', contacts_search: 'Имэйл харилцагч хайх', contacts_stats: 'Имэйлийн үзэгчдийн тоо', contacts_tags: 'Харилцагчийн шошгууд',
  contact_get: 'Имэйл харилцагч харах', contact_update: 'Имэйл харилцагч засах', contacts_import: 'Имэйл харилцагч импортлох',
  segments: 'Имэйлийн сегментүүд', segment_get: 'Имэйлийн сегмент харах', segment_create: 'Имэйлийн сегмент үүсгэх', segment_update: 'Имэйлийн сегмент засах',
  segment_delete: 'Имэйлийн сегмент устгах', bounce_report: 'Шуудангийн буцаалтын мэдээ', events: 'Имэйлийн үйлдлүүд (нээсэн, дарсан, татгалзсан)', template_preview: 'Имэйл захидлыг урьдчилан харах',
  campaigns: 'Имэйл кампанит ажлууд', campaign_get: 'Имэйл кампанит ажил харах', campaign_create: 'Имэйл кампанит ажил бичих', campaign_update: 'Имэйл кампанит ажил засах',
  campaign_delete: 'Имэйл кампанит ажил устгах', campaign_test: 'Туршилтын имэйл илгээх', campaign_send: 'Имэйл кампанит ажил илгээх эсвэл товлох',
  campaign_cancel: 'Имэйл кампанит ажил цуцлах', campaign_report: 'Имэйл кампанит ажлын тайлан',
};

export const campaign_template = {
  list: 'Кампанит ажлын загварууд', get: 'Кампанит ажлын загвар харах', create: 'Кампанит ажлын загвар нэмэх', update: 'Кампанит ажлын загвар засах',
  delete: 'Кампанит ажлын загвар устгах', clone: 'Кампанит ажлын загвар хуулах', audits: 'Кампанит ажлын загварын түүх',
};
