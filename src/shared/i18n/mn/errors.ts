import type { MessagesOf } from '../types.js';
import type en from '../en/errors.js';
import orders from './errors_orders.js';
import orders_ops from './errors_orders_ops.js';
import orders_extra from './errors_orders_extra.js';
import products from './errors_products.js';
import resource from './errors_resource.js';
import promotions from './errors_promotions.js';

export default {
  validation_failed: 'Зарим талбарын утга буруу байна',
  unauthorized: 'Үргэлжлүүлэхийн тулд нэвтэрнэ үү',
  forbidden: 'Танд энэ үйлдлийг хийх эрх байхгүй',
  merchant_brand_not_found: 'Энэ мерчант энэ брэндийн бараа зардаггүй',
  bank_change_not_found: 'Энэ мерчантад ийм дансны хүсэлт алга',
  affinity_self: 'Бараа өөртэйгөө хамт худалдан авагддаггүй',
  no_such_product: 'Ийм бараа алга',
  sync_no_order: '{{reference}} захиалга одоо байхгүй байна',
  sync_no_product: '{{reference}} бараа одоо байхгүй байна',
  sync_not_erp: '{{integration}} нь ERP холболт биш: түүний солилцоог эхэлсэн газарт нь дахин хийнэ',
  sync_no_erp: '{{name}} нэртэй ERP холболт алга',
  sync_erp_off: '{{name}} ERP холболт унтраалттай байна',
  bank_change_decided: 'Энэ дансны хүсэлтийг аль хэдийн шийдсэн',
  report_raw_admin: 'Тайланг өдрийн нийлбэрээс бус мөрөөс нь зөвхөн админ уншина',
  report_whole_shop: 'Энэ тайлан бүх дэлгүүрийг хамардаг тул мерчантад нээлттэй биш',
  report_not_allowed: 'Таны эрх энэ тайланг нээхгүй',
  not_found: 'Олдсонгүй',
  conflict: 'Одоогийн төлөвтэй зөрчилдөж байна',
  unprocessable: 'Энэ үйлдлийг хийх боломжгүй',
  rate_limited: 'Хэт олон оролдлого хийлээ, түр хүлээгээд дахин оролдоно уу',
  sms_reports_not_configured: 'SMS хүргэлтийн мэдээг хүлээж авахаар тохируулаагүй (BO_SMS_REPORT_TOKEN)',
  push_not_configured: 'Пуш үйлчилгээ тохируулаагүй байна (BO_ONESIGNAL_URL)',
  push_unreachable: 'Пуш үйлчилгээ хариу өгсөнгүй: дараа дахин оролдоно уу',
  push_unavailable: 'Пуш үйлчилгээ завгүй эсвэл ажиллахгүй байна: дараа дахин оролдоно уу',
  push_refused: 'Пуш үйлчилгээ үүнийг татгалзлаа',
  bank_timeout: 'Банк хугацаандаа хариулсангүй: одоогоор тодорхойгүй тул дахин оролдоход аюулгүй',
  grant_refused: 'Та дараах эрхийг олгох, хасах эрхгүй: {{roles}}',
  admin_account: 'Админы бүртгэлийг зөвхөн админ өөрчилнө',
  balance_max: 'Үлдэгдэл ₮10,000,000,000-аас хэтрэх боломжгүй',
  rate_limited_wait: 'Хэт олон оролдлого хийлээ, {{seconds}} секундын дараа дахин оролдоно уу',
  invalid_credentials: 'Нэвтрэх нэр эсвэл нууц үг буруу байна',
  facebook_unavailable: 'Facebook-тэй холбогдож чадсангүй',
  facebook_declined: 'Хэрэглэгч Facebook-ээр нэвтрэхээс татгалзлаа',
  payload_too_large: 'Хүсэлт хэт том байна',
  request_too_large: 'Хүсэлтийн хаяг эсвэл толгой хэт урт байна',
  request_timeout: 'Хүсэлт ирэхэд хэт удаан хугацаа зарцууллаа',
  unsupported_media_type: 'Энэ төрлийн агуулгыг дэмжихгүй',
  confirmation_required: 'Үргэлжлүүлэхийн тулд баталгаажуулах үгийг бичнэ үү',
  idempotency_conflict: 'Энэ давтагдахгүй түлхүүрийг өөр хүсэлтэд ашигласан байна',
  internal: 'Алдаа гарлаа',
  products,
  promotions,
  orders,
  orders_ops,
  orders_extra,
  resource,
} satisfies MessagesOf<typeof en>;
