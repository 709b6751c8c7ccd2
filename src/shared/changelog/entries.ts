import type { RouteId } from '../roles/routes.js';

/**
 * What's New (§2 sidebar group): the console's changelog, written as data in both languages. The
 * newest first; an entry names the screen it is about, and the screen links to it when the reader
 * may open it. Add an entry with a feature staff will notice.
 */
export interface ChangelogEntry {
  /** YYYY-MM-DD, Ulaanbaatar. */
  readonly date: string;
  readonly route?: RouteId;
  readonly en: { readonly title: string; readonly body: string };
  readonly mn: { readonly title: string; readonly body: string };
}

export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    date: '2026-11-28', route: 'merchant.dashboard',
    en: { title: 'Merchant console', body: 'A vendor runs his shop here: lines to prepare, this month against last, best sellers, low stock and the next payout; his orders, returns, coupons, statement, sellers, brands, contacts and store locations. A new bank account waits for an admin\'s approval.' },
    mn: { title: 'Мерчантын самбар', body: 'Мерчант дэлгүүрээ эндээс удирдана: бэлтгэх бараа, энэ сар өнгөрсөн сартай, шилдэг бараа, үлдэгдэл багатай бараа, дараагийн төлбөр; захиалга, буцаалт, купон, тооцоо, худалдагч, брэнд, холбоо барих хүн, дэлгүүрийн байршил. Шинэ дансыг админ батална.' },
  },
  {
    date: '2026-11-28', route: 'air.bookings',
    en: { title: 'Air bookings', body: 'On the air website: bookings found by PNR, passenger or order, flights in each airport’s own time, tickets issued, voided on their day or refunded through the supplier, and every exchange with the supplier in the booking’s log.' },
    mn: { title: 'Нислэгийн захиалга', body: 'Нислэгийн вэбсайт дээр: PNR, зорчигч эсвэл захиалгаар хайх, нисэх буудал бүрийн орон нутгийн цагаар нислэг, нийлүүлэгчээр тийз бичих, тэр өдөртөө хүчингүй болгох эсвэл буцаах, нийлүүлэгчтэй харилцсан бүхэн захиалгын түүхэнд.' },
  },
  {
    date: '2026-11-28', route: 'reports.e_ticket_report',
    en: { title: 'E-ticket report', body: 'Tickets sold, sent, used and canceled, and refused check-ins, by event or by day, exportable to CSV and XLSX.' },
    mn: { title: 'Цахим тасалбарын тайлан', body: 'Зарагдсан, илгээсэн, ашигласан, цуцалсан тасалбар болон татгалзсан шалгалтыг арга хэмжээ эсвэл өдрөөр нь харж, CSV болон XLSX-ээр татна.' },
  },
  {
    date: '2026-11-28', route: 'reports.integration_report',
    en: { title: 'Integration reports', body: 'Exchanges with the ERP, the tax office and the search index, failed ones and their average time, by integration, by day or by what was synced.' },
    mn: { title: 'Интеграцийн тайлан', body: 'ERP, татварын систем, хайлтын индекстэй хийсэн солилцоо, амжилтгүй нь, дундаж хугацааг интеграц, өдөр, синк хийсэн зүйлээр нь.' },
  },
  {
    date: '2026-11-28', route: 'reports.overview',
    en: { title: 'Reports', body: 'Thirty-odd reports from one engine: sales by product, brand, category, merchant and customer, finance, credits and the merchant statement. Pick a period, sort, drill down, export.' },
    mn: { title: 'Тайлангууд', body: 'Нэг хөдөлгүүрээс гучаад тайлан: бараа, брэнд, ангилал, мерчант, худалдан авагчаарх борлуулалт, санхүү, кредит, мерчантын тооцоо. Хугацаа сонгож, эрэмбэлж, задалж, татаж авна.' },
  },
  {
    date: '2026-11-28', route: 'e_tickets.list',
    en: { title: 'E-tickets', body: 'A ticket is issued for every seat when its order is paid. Find one by code, phone or order, resend it by SMS or email, and check it in once from the palette or `bo etickets check`.' },
    mn: { title: 'Цахим тасалбар', body: 'Захиалга төлөгдөхөд суудал бүрт тасалбар үүснэ. Кодоор, утсаар, захиалгаар хайж, SMS эсвэл имэйлээр дахин илгээж, палитр эсвэл `bo etickets check`-ээр нэг удаа бүртгэнэ.' },
  },
  {
    date: '2026-11-27', route: 'jobs',
    en: { title: 'Jobs centre', body: 'Imports, mass SMS, exports and reindexing run as jobs with a progress bar in the header tray. Cancel one, resume it from where it stopped, download its result.' },
    mn: { title: 'Ажлын төв', body: 'Импорт, олон SMS, экспорт, индексжүүлэлт толгой хэсгийн тавиур дээр явцын мөртэй ажил болж явна. Цуцалж, зогссон газраас нь үргэлжлүүлж, үр дүнг нь татна.' },
  },
  {
    date: '2026-11-27', route: 'promotions.discounts',
    en: { title: 'Promotions', body: 'Discounts, coupon codes and gift cards applied to orders, with budgets and limits a Friday-night sale cannot overrun.' },
    mn: { title: 'Урамшуулал', body: 'Хөнгөлөлт, купон код, бэлгийн карт захиалгад хэрэглэгдэнэ; төсөв, хязгаар нь баасан оройн хямдралд ч хэтрэхгүй.' },
  },
  {
    date: '2026-11-26', route: 'marketing.sms',
    en: { title: 'Marketing', body: 'Mass SMS and email campaigns to segments, push notifications, RFM groups of customers, and the bounces of every send.' },
    mn: { title: 'Маркетинг', body: 'Сегмент рүү олон SMS, имэйл кампанит ажил, пуш мэдэгдэл, худалдан авагчдын RFM бүлэг, илгээлт бүрийн буцалт.' },
  },
  {
    date: '2026-11-26', route: 'fulfillment.overview',
    en: { title: 'Fulfillment and delivery', body: 'Collect, pack and hand over by merchant; the delivery sheet and map for drivers; returns received at the desk.' },
    mn: { title: 'Бэлтгэл, хүргэлт', body: 'Мерчантаар нь цуглуулж, савлаж, хүлээлгэн өгнө; жолоочид хүргэлтийн хуудас, газрын зураг; буцаалтыг ширээн дээр хүлээн авна.' },
  },
  {
    date: '2026-11-25', route: 'settings.index',
    en: { title: 'Settings on one kit', body: 'Every plain list of the settings (brands, zones, templates, websites…) works the same: search with /, j and k to move, n for new, Delete asks first.' },
    mn: { title: 'Тохиргоо нэг загвараар', body: 'Тохиргооны энгийн жагсаалт бүр (брэнд, бүс, загвар, вэбсайт…) адилхан ажиллана: / хайх, j, k шилжих, n шинэ, Delete эхлээд асууна.' },
  },
  {
    date: '2026-11-22', route: 'orders.list',
    en: { title: 'Orders', body: 'The order list with saved filters and the order page with its payments, shipments, returns, notes and history; every action asks only where it can undo nothing.' },
    mn: { title: 'Захиалга', body: 'Хадгалсан шүүлтүүртэй захиалгын жагсаалт, төлбөр, хүргэлт, буцаалт, тэмдэглэл, түүхтэй захиалгын хуудас; буцаах боломжгүй үйлдэл л асууна.' },
  },
  {
    date: '2026-11-22',
    en: { title: 'The palette and bo', body: 'Ctrl K reaches every screen and operation; each operation shows its `bo` line, which runs the same in a terminal for batch work.' },
    mn: { title: 'Палитр ба bo', body: 'Ctrl K дэлгэц, үйлдэл бүрт хүргэнэ; үйлдэл бүр `bo` мөрөө харуулах ба терминалд багц ажилд адилхан ажиллана.' },
  },
];
