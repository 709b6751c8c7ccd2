import type en from '../en/orders_web.js';
import type { MessagesOf } from '../types.js';

export default {
  list: {
    search: 'Захиалга хайх',
    search_placeholder: 'Дугаар, захиалагч, утас, имэйл эсвэл хүлээн авагч',
    presets: 'Захиалгын шүүлтүүр',
    table: 'Захиалгууд',
    empty: 'Тохирох захиалга олдсонгүй.',
    new: 'Шинэ захиалга',
  },
  presets: {
    all: 'Бүгд', active: 'Идэвхтэй', completed: 'Дууссан', leasing: 'Лизинг', paid: 'Төлөгдсөн',
    shipping: 'Хүргэлтэнд', unfulfilled: 'Биелээгүй', unpaid: 'Төлөгдөөгүй / үлдэгдэлтэй',
  },
  columns: {
    number: 'Дугаар', customer: 'Захиалагч', receiver: 'Хүлээн авагч', state: 'Төлөв', payment_state: 'Төлбөр',
    shipment_state: 'Хүргэлт', approved: 'Батлагдсан', platform: 'Платформ', total: 'Нийт',
    completed_at: 'Дууссан', created_at: 'Үүссэн',
  },
  filters: {
    created_at: 'Үүссэн', completed_at: 'Дууссан', driver: 'Жолооч', driver_id: 'Жолоочийн дугаар', seller_id: 'Борлуулагчийн дугаар',
    flagged: 'Тэмдэглэсэн', approved: 'Батлагдсан',
  },
  state: {
    cart: 'Сагс', address: 'Хаяг', delivery: 'Хүргэлт', payment: 'Төлбөр', confirm: 'Баталгаажуулалт', complete: 'Дууссан',
    canceled: 'Цуцлагдсан', awaiting_return: 'Буцаалт хүлээж буй', returned: 'Буцаагдсан', resumed: 'Сэргээгдсэн',
  },
  payment_state: { paid: 'Төлөгдсөн', overpaid: 'Илүү төлөгдсөн', short: 'Дутуу', unpaid: 'Төлөгдөөгүй', failed: 'Амжилтгүй', void: 'Хүчингүй' },
  payment_filter: { balance_due: 'Үлдэгдэлтэй', paid: 'Төлөгдсөн', credit_owed: 'Илүү төлөлттэй', failed: 'Амжилтгүй', void: 'Хүчингүй' },
  shipment_state: { pending: 'Хүлээгдэж буй', ready: 'Бэлэн', partial: 'Хэсэгчлэн илгээсэн', shipped: 'Илгээсэн', backorder: 'Нөөцгүй', canceled: 'Цуцлагдсан' },
  payment_machine: {
    checkout: 'Төлбөр хийх', pending: 'Хүлээгдэж буй', processing: 'Боловсруулж буй', completed: 'Төлөгдсөн', failed: 'Амжилтгүй', void: 'Хүчингүй', invalid: 'Буруу',
  },
  shipment_machine: { pending: 'Хүлээгдэж буй', ready: 'Бэлэн', shipped: 'Илгээсэн', canceled: 'Цуцлагдсан' },
  payment_return_reason: {
    order_canceled: 'Захиалга цуцлагдсан', item_returned: 'Бараа буцаасан', exchange: 'Солилт', overpaid: 'Илүү төлсөн',
    damaged: 'Гэмтэлтэй', late_delivery: 'Хүргэлт хоцорсон', other: 'Бусад',
  },
  payment_return_state: { pending: 'Хүлээгдэж буй', completed: 'Дууссан', canceled: 'Цуцалсан' },
  platform: { web: 'Вэбсайт', ios: 'iOS апп', android: 'Android апп', pos: 'Касс', admin: 'Бэк офис' },
  payment_method: { cash: 'Бэлэн мөнгө', card: 'Карт', qpay: 'QPay төлбөр', bank_transfer: 'Дансаар', store_credit: 'Дэлгүүрийн кредит', lease: 'Лизинг', gift_card: 'Бэлгийн карт' },
  adjustment_kind: { promotion: 'Урамшуулал', manual: 'Гараар', fee: 'Хураамж' },
  machine: {
    order: 'Захиалга', payment: 'Төлбөр', shipment: 'Илгээмж', payment_state: 'Төлбөрийн төлөв', shipment_state: 'Хүргэлтийн төлөв',
    line_item: 'Бараа', payment_return: 'Төлбөрийн буцаалт',
  },
  actn: {
    taken: 'Авсан', no_stock: 'Үлдэгдэлгүй', ready: 'Бэлэн', digital: 'Цахим', returned: 'Буцаасан', ship_item: 'Илгээх',
    not_ship_item: 'Илгээхгүй', none: 'Хүлээгдэж буй',
  },
  flagged: 'Тэмдэглэсэн',
  yes: 'Тийм',
  no: 'Үгүй',
  actions: 'Үйлдлүүд',
  operations: 'Захиалгын үйлдлүүд',
  driver: { label: 'Жолооч', choose: 'Жолооч сонгох', id_placeholder: 'Жолоочийн хэрэглэгчийн дугаар' },
  batch: {
    label: 'Сонгосон захиалгууд дээрх үйлдэл',
    approve: 'Батлах', flag: 'Тэмдэглэх', unflag: 'Тэмдэг авах', assign_driver: 'Жолооч оноох', assign: 'Оноох', cancel: 'Захиалга цуцлах',
    cancel_title_one: '{{count}} захиалга цуцлах уу?',
    cancel_title_other: '{{count}} захиалга цуцлах уу?',
    cancel_body: 'Илгээгээгүй бараа агуулахад буцна, авч амжаагүй төлбөр хүчингүй болж, авсан төлбөрийг буцаалтад тэмдэглэнэ.',
    done: '{{applied}} хийгдсэн, {{failed}} татгалзсан',
    outcome_all: '{{action}}: бүх {{applied}} хийгдсэн',
    outcome_partly: '{{action}}: {{applied}} хийгдсэн, {{failed}} татгалзсан',
    ok: 'Хийгдсэн', refused: 'Татгалзсан', close: 'Хаах',
  },
  action: {
    confirm_danger: 'Үүнийг буцаах боломжгүй. Үргэлжлүүлэх үү?',
    type_word: 'Баталгаажуулахын тулд {{words}} гэж бичнэ үү',
    done_on: '{{number}} захиалга: {{action}}',
    back: 'Буцах',
    more: 'Бусад',
  },
  confirm: {
    order_cancel: 'Илгээгээгүй илгээмжүүд агуулахад буцна, баталгаажаагүй төлбөрүүд хүчингүй болж, төлсөн мөнгийг харилцагчид буцаахаар тэмдэглэнэ. "Захиалга сэргээх" үйлдлээр захиалгыг буцаан сэргээж болно.',
    shipment_cancel: 'Илгээмжийн бараа агуулахад буцна. "Илгээмж сэргээх" үйлдлээр буцаан сэргээж болно.',
    payment_void: 'Төлбөр хүчингүй болно: харилцагчаас энэ төлбөрийг авахгүй.',
  },
  notifies: { lead: 'Харилцагчид {{what}} илгээнэ.', sms: '{{to}} дугаарт SMS', email: '{{to}} хаягт и-мэйл', sms_any: 'SMS', email_any: 'и-мэйл', and: ' болон ' },
  keep: { order_cancel: 'Захиалгыг үлдээх', shipment_cancel: 'Илгээмжийг үлдээх', payment_void: 'Төлбөрийг үлдээх', adjustment_delete: 'Үлдээх' },
  done: {
    order_approve: '{{number}} захиалга батлагдлаа', order_cancel: '{{number}} захиалга цуцлагдлаа', order_resume: '{{number}} захиалга сэргээгдлээ',
    order_flag_on: '{{number}} захиалгыг тэмдэглэлээ', order_flag_off: '{{number}} захиалгын тэмдэглэгээг авлаа',
    order_assign_driver: '{{number}} захиалга: жолооч оноолоо', order_reset_driver: '{{number}} захиалга: жолоочийг хаслаа',
    order_send_parcel: '{{number}} захиалга: бэлэн илгээмжүүдийг илгээлээ', order_update_address: '{{number}} захиалга: хаяг өөрчлөгдлөө',
    order_exchange: '{{number}} захиалга: бараа солигдлоо', shipment_ship: '{{number}} захиалга: илгээмж илгээгдлээ',
    shipment_ship_without_sms: '{{number}} захиалга: илгээмж илгээгдлээ, SMS илгээгээгүй', shipment_cancel: '{{number}} захиалга: илгээмж цуцлагдлаа',
    shipment_resume: '{{number}} захиалга: илгээмж сэргээгдлээ', payment_capture: '{{number}} захиалга: төлбөр баталгаажлаа',
    payment_void: '{{number}} захиалга: төлбөр хүчингүй боллоо', line_item_ship_item: '{{number}} захиалга: бараа илгээгдлээ',
    line_item_return: '{{number}} захиалга: бараа буцаагдлаа', adjustment_create: '{{number}} захиалга: тохируулга нэмэгдлээ',
    adjustment_update: '{{number}} захиалга: тохируулга өөрчлөгдлөө', adjustment_delete: '{{number}} захиалга: тохируулга устлаа',
    payment_return_create: '{{number}} захиалга: төлбөрийн буцаалт үүслээ', payment_return_complete: '{{number}} захиалга: төлбөрийн буцаалт олгогдлоо',
    payment_return_cancel: '{{number}} захиалга: төлбөрийн буцаалтыг цуцаллаа',
  },
  detail: {
    back: 'Захиалгууд', not_found: '{{number}} дугаартай захиалга таны хүрээнд алга.', dismiss: 'Хаах', tabs: 'Захиалгын хэсгүүд',
  },
  tabs: {
    line_items: 'Бараа', payments: 'Төлбөр', shipments: 'Илгээмж', adjustments: 'Тохируулга', comments: 'Тэмдэглэл', state_changes: 'Төлөвийн түүх',
  },
  tabs_empty: {
    line_items: 'Бараа алга.', payments: 'Төлбөр алга.', shipments: 'Илгээмж алга.', adjustments: 'Тохируулга алга.',
    comments: 'Тэмдэглэл алга.', state_changes: 'Төлөвийн өөрчлөлт алга.',
  },
  summary: {
    customer: 'Захиалагч', receiver: 'Хүлээн авагч', ship_address: 'Хүргэх хаяг', bill_address: 'Нэхэмжлэх хаяг', note: 'Тайлбар',
    platform: 'Платформ', created_at: 'Үүссэн', completed_at: 'Дууссан', approval: 'Баталгаа', driver: 'Жолооч', shipped_at: 'Илгээсэн',
    khoroo: '{{n}}-р хороо', approved: 'Батлагдсан', not_approved: 'Батлагдаагүй', flag: 'Тэмдэглэх', unflag: 'Тэмдэг авах',
  },
  totals: {
    item_total: 'Бараа', adjustment_total: 'Тохируулга', shipment_total: 'Хүргэлт', fee_total: 'Хураамж', store_credit_total: 'Дэлгүүрийн кредит',
    total: 'Нийт', payment_total: 'Төлсөн', commission_total: 'Шимтгэл',
  },
  line_items: { sku: 'SKU код', name: 'Нэр', vendor: 'Борлуулагч', quantity: 'Тоо', price: 'Үнэ', adjustments: 'Тохируулга', total: 'Нийт', action: 'Үйлдэл', returned_part: '{{count}} буцсан' },
  payments: { method: 'Төрөл', amount: 'Дүн', state: 'Төлөв', source: 'Эх үүсвэр', created_at: 'Үүссэн', returns: 'Төлбөрийн буцаалт', reason: 'Шалтгаан' },
  shipments: {
    number: 'Дугаар', location: 'Агуулах', state: 'Төлөв', units: 'Бараа', cost: 'Төлбөр', tracking: 'Мөрдөх дугаар', driver: 'Жолооч', shipped_at: 'Илгээсэн',
  },
  adjustments: { label: 'Нэр', kind: 'Төрөл', line_item: 'Бараа', amount: 'Дүн', eligible: 'Хүчинтэй', created_at: 'Үүссэн', whole_order: 'Бүх захиалга' },
  comments: { body: 'Тэмдэглэл', add: 'Тэмдэглэл нэмэх', added: 'Тэмдэглэл нэмэгдлээ', system: 'Систем' },
  fields: {
    code: 'Код',
    text: 'SMS-ийн текст', reason: 'Шалтгаан', tracking: 'Мөрдөх дугаар', driver_id: 'Жолооч', body: 'Тэмдэглэл', comment: 'Тайлбар', amount: 'Дүн',
    quantity: 'Тоо', label: 'Нэр', source: 'Эх үүсвэр', stock_location_id: 'Агуулах', variant_id: 'Хувилбар',
    // барааны мөр, илгээмж, тохируулга, хаяг, солилт, төлбөрийн буцаалтын талбарууд
    actn: 'Төлөв', restock: 'Агуулахад буцаах', line_item_id: 'Барааны мөр', target_shipment_id: 'Аль илгээмж рүү', kind: 'Төрөл', eligible: 'Тооцох',
    ship: 'Хүргэлтийн хаяг', bill: 'Нэхэмжлэлийн хаяг', name: 'Нэр', phone: 'Утас', district: 'Дүүрэг', khoroo: 'Хороо', address: 'Хаяг',
    line_item_ids: 'Буцаах бараа', items: 'Солих бараа', sku: 'Барааны код', payment_id: 'Төлбөр', payment_return_id: 'Төлбөрийн буцаалт',
  },
  state_changes: {
    when: 'Хэзээ', machine: 'Юуных', from: 'Өмнө', to: 'Дараа', author: 'Хэн', reason: 'Шалтгаан',
    auto_cancel: 'Автоматаар цуцлагдсан: {{hours}} цагийн дотор төлөгдөөгүй',
  },
} as const satisfies MessagesOf<typeof en>;
