import type en from '../en/settings_ui.js';
import type { MessagesOf } from '../types.js';

/** Тохиргооны дэлгэцүүд. */
export default {
  fields: {
    name: 'Нэр',
    code: 'Код',
    name_en: 'Нэр (англиар)',
    name_mn: 'Нэр (монголоор)',
    kind: 'Төрөл',
    parent_id: 'Харьяалах бүс',
    category: 'Ангилал',
    rows: 'Хэмжээнүүд',
  },
} as const satisfies MessagesOf<typeof en>;
