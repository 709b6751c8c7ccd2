/** Импорт ба зургийн үйлдлүүдийн гарчиг (`commands.products_mass`). */
import type { MessagesOf } from '../types.js';
import type en from '../en/commands_products_mass.js';

export default {
  import: 'Бараа импортлох',
  import_help: 'CSV эсвэл XLSX файлаас SKU-гаар бараа, хувилбар үүсгэх эсвэл шинэчлэх (хувилбарын мөр product_sku-д барааг нэрлэнэ; price, cost_price, sale_price баганыг ₮-өөр бичнэ: 25000, 25,000.50). --dry-run эхлээд мөр бүрийг шалгана.',
  import_start: 'Импортын ажил эхлүүлэх',
  image: { list: 'Барааны зургууд', positions: 'Зургийн дарааллыг өөрчлөх', update: 'Барааны зургийг засах', delete: 'Барааны зургийг устгах' },
} as const satisfies MessagesOf<typeof en>;
