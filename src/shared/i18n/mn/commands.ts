import { commands as airCommands } from './air_ui.js';
import type { MessagesOf } from '../types.js';
import type en from '../en/commands.js';
import dashboard from './commands_dashboard.js';
import fulfillment from './commands_fulfillment.js';
import orders from './commands_orders.js';
import orders_ops from './commands_orders_ops.js';
import orders_extra from './commands_orders_extra.js';
import orders_messages from './commands_orders_messages.js';
import products from './commands_products.js';
import products_mass from './commands_products_mass.js';
import system from './commands_system.js';
import settings from './commands_settings.js';
import content from './commands_content.js';
import promotions from './commands_promotions.js';
import gateway from './commands_gateway.js';
import suppliersArea from './commands_suppliers.js';
import marketing from './commands_marketing.js';
import reports from './commands_reports.js';

export default {
  auth: { login: 'Нэвтрэх', facebook: 'Facebook-ээр нэвтрэх', logout: 'Гарах', options: 'Нэвтрэх сонголтууд' },
  notification: { list: 'Миний мэдэгдлүүд', read: 'Мэдэгдлийг уншсан болгох' },
  notification_settings: { get: 'Мэдэгдлийн тохиргоо харах', update: 'Мэдэгдлийн тохиргоо шинэчлэх' },
  user: {
    me: 'Би хэн бэ',
    settings: 'Миний тохиргоо',
    settings_update: 'Тохиргоогоо шинэчлэх',
    profile_update: 'Профайлаа шинэчлэх',
    search: 'Хэрэглэгч хайх',
    list: 'Хэрэглэгчийн жагсаалт',
    get: 'Хэрэглэгчийг харах',
    create: 'Хэрэглэгч үүсгэх',
    update: 'Хэрэглэгчийг засах',
    store_credits: 'Хэрэглэгчийн дэлгүүрийн кредит',
    store_credit_create: 'Дэлгүүрийн кредит нэмэх',
  },
  website: { list: 'Вэбсайтын жагсаалт' },
  merchant: {
    brand: 'Мерчантын зарж буй брэнд',
    sellers: 'Мерчантын худалдагчид ба борлуулалт',
    dashboard: 'Мерчантын хянах самбар',
    bank_change: 'Мерчантын дансны өөрчлөлтийн хүсэлт',
    bank_change_approve: 'Мерчантын дансны өөрчлөлтийг батлах',
    bank_change_reject: 'Мерчантын дансны өөрчлөлтөөс татгалзах',
    bank_change_list: 'Мерчантуудын дансны өөрчлөлтийн хүсэлтүүд',
    merchant_info: { get: 'Дэлгүүрийн мэдээлэл харах', update: 'Дэлгүүрийн мэдээлэл шинэчлэх' },
    merchant_store_location: {
      list: 'Дэлгүүрийн байршлууд', get: 'Дэлгүүрийн байршил харах', create: 'Дэлгүүрийн байршил нэмэх', update: 'Дэлгүүрийн байршил засах',
      delete: 'Дэлгүүрийн байршил устгах', audits: 'Дэлгүүрийн байршлын түүх',
    },
  },
  vendor: { list: 'Борлуулагчдын жагсаалт' },
  help: { articles: 'Тусламжаас хайх', article: 'Тусламжийн нийтлэл харах' },
  settings,
  content,
  system: { search: 'Бүгдээс хайх', ...system },
  jobs: { list: 'Ажлын жагсаалт', get: 'Ажлыг харах', cancel: 'Ажлыг цуцлах', resume: 'Ажлыг үргэлжлүүлэх' },
  products,
  products_mass,
  orders,
  orders_ops,
  orders_extra,
  orders_messages,
  promotions,
  gateway,
  marketing,
  dashboard,
  reports,
  ...suppliersArea,
  eticket: {
    list: 'Цахим тасалбарууд', get: 'Цахим тасалбар харах', html: 'Цахим тасалбарын хуудас', pdf: 'Цахим тасалбар PDF', resend: 'Цахим тасалбар дахин илгээх', check: 'Цахим тасалбар шалгах',
    list_help: 'Тасалбарыг код, утас, имэйл, захиалгын дугаар эсвэл арга хэмжээний нэрээр хайна.',
  },
  air: airCommands,
  fulfillment,
} satisfies MessagesOf<typeof en>;
