/** Системийн тохиргооны үйлдлүүдийн гарчиг (`commands.system.*`). */
import type { MessagesOf } from '../types.js';
import type en from '../en/commands_system.js';

export default {
  payment_return_reason: {
    list: 'Төлбөр буцаах шалтгаанууд', get: 'Төлбөр буцаах шалтгаан харах', create: 'Төлбөр буцаах шалтгаан нэмэх',
    update: 'Төлбөр буцаах шалтгаан засах', delete: 'Төлбөр буцаах шалтгаан устгах', update_positions: 'Төлбөр буцаах шалтгаануудын дарааллыг өөрчлөх',
    audits: 'Төлбөр буцаах шалтгааны түүх',
  },
  payment_return_source: {
    list: 'Төлбөр буцаалтын эх үүсвэрүүд', get: 'Төлбөр буцаалтын эх үүсвэр харах', create: 'Төлбөр буцаалтын эх үүсвэр нэмэх',
    update: 'Төлбөр буцаалтын эх үүсвэр засах', delete: 'Төлбөр буцаалтын эх үүсвэр устгах', update_positions: 'Төлбөр буцаалтын эх үүсвэрүүдийн дарааллыг өөрчлөх',
    audits: 'Төлбөр буцаалтын эх үүсвэрийн түүх',
  },
} as const satisfies MessagesOf<typeof en>;
