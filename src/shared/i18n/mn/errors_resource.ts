/** Нөөцийн иж бүрдлийн татгалзлууд (`errors.resource`). */
import type { MessagesOf } from '../types.js';
import type en from '../en/errors_resource.js';

export default {
  taken: '{{field}} аль хэдийн бүртгэгдсэн байна',
  in_use: '{{what}} үүнийг ашигласаар байна: юу ч устгаагүй, өөрчлөөгүй',
  in_use_count: '{{what}} ({{count}}) үүнийг ашигласаар байна: юу ч устгаагүй, өөрчлөөгүй',
  tables: {
    // контент: нийтлэлүүд нэрлэсэн зохиогч
    news_items: 'мэдээ',
    content_articles: 'нийтлэл',
    products: 'Бараанууд',
    product_option_types: 'Бараанууд',
    product_properties: 'Бараанууд',
    variants: 'Хувилбарууд',
    variant_option_values: 'Хувилбарууд',
    stock_items: 'Агуулахын үлдэгдлүүд',
    shipments: 'Илгээмжүүд',
    payment_returns: 'Төлбөрийн буцаалтууд',
    shipping_rates: 'Хүргэлтийн үнэ',
    // Нийлүүлэгч
    branches: 'нийлүүлэгчийн салбар',
    suppliers: 'нийлүүлэгч',
    zones: 'Доторх бүсүүд',
  },
} satisfies MessagesOf<typeof en>;
