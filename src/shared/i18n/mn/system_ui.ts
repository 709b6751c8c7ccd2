import type en from '../en/system_ui.js';
import type { MessagesOf } from '../types.js';

/** Системийн тохиргооны дэлгэцүүд. */
export default {
  fields: {
    name: 'Нэр',
    code: 'Код',
    name_en: 'Нэр (англиар)',
    name_mn: 'Нэр (монголоор)',
    active: 'Санал болгох',
    position: 'Дараалал',
  },
} as const satisfies MessagesOf<typeof en>;
