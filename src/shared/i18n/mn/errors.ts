import type { MessagesOf } from '../types.js';
import type en from '../en/errors.js';
import orders from './errors_orders.js';
import products from './errors_products.js';

export default {
  validation_failed: 'Зарим талбарын утга буруу байна',
  unauthorized: 'Үргэлжлүүлэхийн тулд нэвтэрнэ үү',
  forbidden: 'Танд энэ үйлдлийг хийх эрх байхгүй',
  not_found: 'Олдсонгүй',
  conflict: 'Одоогийн төлөвтэй зөрчилдөж байна',
  unprocessable: 'Энэ үйлдлийг хийх боломжгүй',
  rate_limited: 'Хэт олон оролдлого хийлээ, түр хүлээгээд дахин оролдоно уу',
  invalid_credentials: 'Нэвтрэх нэр эсвэл нууц үг буруу байна',
  facebook_unavailable: 'Facebook-тэй холбогдож чадсангүй',
  facebook_declined: 'Хэрэглэгч Facebook-ээр нэвтрэхээс татгалзлаа',
  payload_too_large: 'Хүсэлт хэт том байна',
  unsupported_media_type: 'Энэ төрлийн агуулгыг дэмжихгүй',
  confirmation_required: 'Үргэлжлүүлэхийн тулд баталгаажуулах үгийг бичнэ үү',
  idempotency_conflict: 'Энэ давтагдахгүй түлхүүрийг өөр хүсэлтэд ашигласан байна',
  internal: 'Алдаа гарлаа',
  products,
  orders,
} satisfies MessagesOf<typeof en>;
