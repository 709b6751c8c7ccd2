/** Захиалгын дүрмийн алдааны мэдээллүүд (`errors.orders`). */
import type { MessagesOf } from '../types.js';
import type en from '../en/errors_orders.js';

export default {
  order_next: '"{{state}}" төлөвтэй захиалгад дараагийн алхам байхгүй',
  order_cancel: '"{{state}}" төлөвтэй захиалгыг цуцлах боломжгүй',
  order_resume: 'Зөвхөн цуцлагдсан захиалгыг сэргээнэ; энэ захиалга "{{state}}" төлөвтэй',
  order_authorize_return: '"{{state}}" төлөвтэй захиалгыг буцаалт хүлээлгэх боломжгүй',
  order_return: '"{{state}}" төлөвтэй захиалгыг буцаах боломжгүй',
  order_approve: '"{{state}}" төлөвтэй захиалгыг батлах боломжгүй',
  order_approved: 'Энэ захиалга аль хэдийн батлагдсан',
  order_cancel_shipped: 'Энэ захиалгын илгээмж гарсан байна ("{{state}}" хүргэлтийн төлөв): цуцлах боломжгүй',
  order_no_driver: 'Энэ захиалгад жолооч оноогоогүй байна',
  order_driver: '"{{state}}" төлөвтэй захиалгад жолооч оноох боломжгүй',
  payment_started_processing: '"{{state}}" төлөвтэй төлбөрийг боловсруулж эхлэх боломжгүй',
  payment_capture: '"{{state}}" төлөвтэй төлбөрийг хураах боломжгүй',
  payment_void: '"{{state}}" төлөвтэй төлбөрийг хүчингүй болгох боломжгүй',
  payment_failure: '"{{state}}" төлөвтэй төлбөрийг амжилтгүй болгох боломжгүй',
  payment_invalidate: '"{{state}}" төлөвтэй төлбөрийг хүчингүй тэмдэглэх боломжгүй',
  shipment_ready: '"{{state}}" төлөвтэй илгээмжийг бэлэн болгох боломжгүй',
  shipment_pend: '"{{state}}" төлөвтэй илгээмжийг хүлээгдэж буй болгох боломжгүй',
  shipment_ship: '"{{state}}" төлөвтэй илгээмжийг илгээх боломжгүй; зөвхөн бэлэн илгээмжийг илгээнэ',
  shipment_cancel: '"{{state}}" төлөвтэй илгээмжийг цуцлах боломжгүй',
  shipment_resume: 'Зөвхөн цуцлагдсан илгээмжийг сэргээнэ; энэ илгээмж "{{state}}" төлөвтэй',
  shipment_order_canceled: 'Захиалга цуцлагдсан байна: илгээмжийг биш, захиалгыг сэргээнэ үү',
  driver_unknown: 'Энэ хэрэглэгч жолооч биш байна',
} satisfies MessagesOf<typeof en>;
