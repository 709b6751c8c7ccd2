import type en from '../en/roles.js';
import type { MessagesOf } from '../types.js';

export default {
  admin: 'Админ', shop_admin: 'Дэлгүүрийн админ', product_admin: 'Барааны админ', orders: 'Захиалга', orders_view: 'Захиалга, зөвхөн харах',
  product: 'Бараа', product_view: 'Бараа, зөвхөн харах', merchant_product: 'Мерчантын бараа', stock: 'Үлдэгдэл', taxon: 'Ангилал',
  promotions: 'Урамшуулал', fulfillment: 'Бэлтгэл, хүргэлт', collector: 'Бэлтгэгч', collect: 'Бэлтгэл', content: 'Контент', page: 'Хуудас',
  news: 'Мэдээ', articles: 'Нийтлэл', menu: 'Цэс', report: 'Тайлан', finance_report: 'Санхүүгийн тайлан', merchant: 'Мерчант',
  e_ticket: 'Цахим тасалбар', coupon: 'Купон', marketing: 'Маркетинг', sms: 'SMS', email: 'Имэйл', users: 'Хэрэглэгчид',
  cgw: 'Корпорэйт гейтвэй', cgw_income: 'Гейтвэйн орлого', warranty: 'Баталгаат хугацаа', contracts: 'Гэрээ', contracts_view: 'Гэрээ, зөвхөн харах',
  contacts: 'Холбоо барих', contacts_view: 'Холбоо барих, зөвхөн харах', supplier: 'Нийлүүлэгч', air_booking: 'Нислэгийн захиалга', air_book: 'Нислэгийн тасалбар',
  super: 'Супер', manager: 'Менежер', seller: 'Борлуулагч', vendor: 'Байгууллага', driver: 'Жолооч', teller: 'Кассчин', customer: 'Худалдан авагч',
} as const satisfies MessagesOf<typeof en>;
