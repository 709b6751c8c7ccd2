/** Контентын үйлдлүүдийн гарчиг (`commands.content.*`). */
import type { MessagesOf } from '../types.js';
import type en from '../en/commands_content.js';

export default {
  content_notification: {
    list: 'Дэлгүүрийн мэдэгдлүүд', get: 'Мэдэгдэл харах', create: 'Мэдэгдэл үүсгэх', update: 'Мэдэгдэл шинэчлэх',
    delete: 'Мэдэгдэл устгах', audits: 'Мэдэгдлийн түүх',
  },
  author: { list: 'Зохиогчид', get: 'Зохиогч харах', create: 'Зохиогч үүсгэх', update: 'Зохиогч шинэчлэх', delete: 'Зохиогч устгах', audits: 'Зохиогчийн түүх' },
  news_item: {
    list: 'Мэдээнүүд', get: 'Мэдээ харах', create: 'Мэдээ бичих', update: 'Мэдээ шинэчлэх', delete: 'Мэдээ устгах',
    clone: 'Мэдээг хуулах', audits: 'Мэдээний түүх',
  },
  content_article: {
    list: 'Нийтлэлүүд', get: 'Нийтлэл харах', create: 'Нийтлэл бичих', update: 'Нийтлэл шинэчлэх', delete: 'Нийтлэл устгах',
    clone: 'Нийтлэлийг хуулах', audits: 'Нийтлэлийн түүх',
  },
  page: { list: 'Хуудсууд', get: 'Хуудас харах', create: 'Хуудас үүсгэх', update: 'Хуудас шинэчлэх', delete: 'Хуудас устгах', clone: 'Хуудсыг хуулах', audits: 'Хуудасны түүх' },
  menu: { list: 'Цэсүүд', get: 'Цэс харах', create: 'Цэс үүсгэх', update: 'Цэс шинэчлэх', delete: 'Цэс устгах', clone: 'Цэсийг хуулах', audits: 'Цэсийн түүх' },
} as const satisfies MessagesOf<typeof en>;
