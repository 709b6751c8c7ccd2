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
  email_template: {
    list: 'Имэйлийн загварууд', get: 'Имэйлийн загвар харах', create: 'Имэйлийн загвар нэмэх', update: 'Имэйлийн загвар засах',
    delete: 'Имэйлийн загвар устгах', clone: 'Имэйлийн загвар хуулах', audits: 'Имэйлийн загварын түүх',
  },
  sms_template: {
    list: 'SMS загварууд', get: 'SMS загвар харах', create: 'SMS загвар нэмэх', update: 'SMS загвар засах',
    delete: 'SMS загвар устгах', clone: 'SMS загвар хуулах', audits: 'SMS загварын түүх',
  },
  template: { preview: 'Загварыг жишээ өгөгдлөөр харах' },
  handlebar_template: { get: 'Загварыг кодоор нь авах' },
  payment_method: {
    list: 'Төлбөрийн хэрэгслүүд', get: 'Төлбөрийн хэрэгсэл харах', create: 'Төлбөрийн хэрэгсэл нэмэх', update: 'Төлбөрийн хэрэгсэл засах',
    delete: 'Төлбөрийн хэрэгсэл устгах', update_positions: 'Төлбөрийн хэрэгслийн дараалал', audits: 'Төлбөрийн хэрэгслийн түүх',
  },
  order_settings: { get: 'Захиалгын тохиргоо харах', update: 'Захиалгын тохиргоо засах' },
  payment_guide: { get: 'Төлбөрийн заавар харах', update: 'Төлбөрийн заавар засах' },
  shop_account: { get: 'Дэлгүүрийн бүртгэл харах', update: 'Дэлгүүрийн бүртгэл засах' },
} as const satisfies MessagesOf<typeof en>;
