/** Тохиргооны үйлдлүүдийн гарчиг (`commands.settings.*`). */
import type { MessagesOf } from '../types.js';
import type en from '../en/commands_settings.js';

export default {
  zone: {
    list: 'Бүсүүд', get: 'Бүс харах', create: 'Бүс нэмэх', update: 'Бүс засах', delete: 'Бүс устгах', audits: 'Бүсийн түүх',
  },
  sizing_guide: {
    list: 'Хэмжээний зааврууд', get: 'Хэмжээний заавар харах', create: 'Хэмжээний заавар нэмэх', update: 'Хэмжээний заавар засах',
    delete: 'Хэмжээний заавар устгах', clone: 'Хэмжээний заавар хуулах', audits: 'Хэмжээний зааврын түүх',
  },
} as const satisfies MessagesOf<typeof en>;
