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
  poll: { list: 'Санал асуулгууд', get: 'Санал асуулга харах', create: 'Санал асуулга үүсгэх', update: 'Санал асуулга шинэчлэх', delete: 'Санал асуулга устгах', audits: 'Санал асуулгын түүх', see_answer_info: 'Санал асуулгын дүн' },
  look_book: { list: 'Лукбукууд', get: 'Лукбук харах', create: 'Лукбук үүсгэх', update: 'Лукбук шинэчлэх', delete: 'Лукбук устгах', clone: 'Лукбукийг хуулах', audits: 'Лукбукийн түүх' },
  compatibility_feature: { list: 'Тохирлын шинжүүд', get: 'Тохирлын шинж харах', create: 'Тохирлын шинж үүсгэх', update: 'Тохирлын шинж шинэчлэх', delete: 'Тохирлын шинж устгах', update_positions: 'Тохирлын шинжүүдийн дараалал', audits: 'Тохирлын шинжийн түүх' },
  compatibility: { list: 'Тохирлын бичлэгүүд', get: 'Тохирлын бичлэг харах', create: 'Тохирлын бичлэг үүсгэх', update: 'Тохирлын бичлэг шинэчлэх', delete: 'Тохирлын бичлэг устгах', audits: 'Тохирлын бичлэгийн түүх' },
  compatibility_preset: { list: 'Тохирлын загварууд', get: 'Тохирлын загвар харах', create: 'Тохирлын загвар үүсгэх', update: 'Тохирлын загвар шинэчлэх', delete: 'Тохирлын загвар устгах', clone: 'Тохирлын загварыг хуулах', audits: 'Тохирлын загварын түүх' },
  compatibility_build: { list: 'Угсралтууд', get: 'Угсралт харах', create: 'Угсралт үүсгэх', update: 'Угсралт шинэчлэх', delete: 'Угсралт устгах', clone: 'Угсралтыг хуулах', audits: 'Угсралтын түүх' },
  downloadable_attachment: { list: 'Файлууд', delete: 'Файл устгах', batch: 'Сонгосон файлуудыг устгах' },
} as const satisfies MessagesOf<typeof en>;
