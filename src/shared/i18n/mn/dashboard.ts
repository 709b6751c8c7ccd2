import type { MessagesOf } from '../types.js';
import type en from '../en/dashboard.js';

export default {
  title: 'Хянах самбар',
  scope_website: '{{website}} — сүүлийн 30 хоног',
  scope_all: 'Бүх вэбсайт — сүүлийн 30 хоног',
  scope_vendor: 'зөвхөн таны байгууллагын хэсэг',
  counts: {
    approved: 'Баталгаажсан',
    canceled: 'Цуцлагдсан',
    paid: 'Төлөгдсөн',
    pending: 'Батлахыг хүлээж буй',
    shipped: 'Илгээгдсэн',
  },
  tile_hint: 'Эдгээр захиалгыг жагсаалтаар нээх',
  graph: {
    title: 'Захиалга ба орлого, сүүлийн 30 хоног',
    orders: 'Захиалга',
    revenue: 'Орлого',
    total_orders_one: '{{count}} захиалга',
    total_orders_other: '{{count}} захиалга',
    total_revenue: '{{amount}} орлого',
    day: '{{date}}: {{orders}} захиалга, {{revenue}}',
    table: 'Өдөр бүрийн захиалга ба орлого',
    date: 'Өдөр',
  },
  loading: 'Захиалгыг тоолж байна…',
  no_orders_role: 'Таны эрхэд захиалга ороогүй байна. Өөрийн хуудсуудаа хажуугийн цэс эсвэл Ctrl+K-ээр нээнэ үү.',
} satisfies MessagesOf<typeof en>;
