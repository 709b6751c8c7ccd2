/** Урамшууллын дэлгэц: хөнгөлөлтийн жагсаалт, засварлагч, кодууд. */
export default {
  list: {
    new: 'Шинэ хөнгөлөлт', search: 'Хайх', search_placeholder: 'Гарчиг, тайлбар эсвэл код', state: 'Төлөв',
    empty: 'Хөнгөлөлт алга', table: 'Хөнгөлөлтүүд', keys: 'n шинэ хөнгөлөлт · j/k ба Enter нээнэ · / хайх',
  },
  columns: { title: 'Гарчиг', state: 'Төлөв', value: 'Хөнгөлөлт', used: 'Ашигласан', code: 'Код', starts_at: 'Эхлэх', ends_at: 'Дуусах' },
  state: { active: 'Идэвхтэй', scheduled: 'Товлосон', expired: 'Хугацаа дууссан', used_up: 'Дууссан' },
  value: { percent: '{{percent}}% хямдрал', fixed: '{{amount}} хямдрал', free_shipping: 'үнэгүй хүргэлт' },
  used: { limited: '{{limit}}-с {{used}}', unlimited: '{{used}} (хязгааргүй)' },
  codes_count_one: '{{count}} код',
  codes_count_other: '{{count}} код',
  editor: {
    new_title: 'Шинэ хөнгөлөлт', save: 'Хадгалах', create: 'Үүсгэх', delete: 'Устгах', back: 'Хөнгөлөлтүүд',
    delete_title: '“{{title}}” хөнгөлөлтийг устгах уу?', delete_body: 'Кодууд нь ажиллахаа болино. Ашигласан захиалгуудын хөнгөлөлт хэвээр үлдэнэ.',
    keys: 'Ctrl+Enter хадгална · Alt+R дүрмийг өмнөх захиалгууд дээр туршина · Esc жагсаалт руу буцна', created: 'Хөнгөлөлт үүслээ', not_found: 'Ийм хөнгөлөлт байхгүй',
  },
  fields: {
    title: 'Гарчиг', description: 'Тайлбар', value_type: 'Төрөл', percent: 'Хямдрах хувь', amount: 'Хямдрах дүн',
    applies_to: 'Хамрах хүрээ', target_ids: 'Бараа, брэнд эсвэл хувилбарын дугаар', minimum_kind: 'Доод шаардлага',
    minimum_amount: 'Худалдан авалтын доод дүн', minimum_quantity: 'Барааны доод тоо', usage_limit: 'Нийт ашиглах хязгаар',
    once_per_customer: 'Нэг хэрэглэгч нэг удаа', max_per_user: 'Нэг хэрэглэгчийн дээд тоо', per_code_limit: 'Нэг кодыг ашиглах тоо',
    auto_claim: 'Кодгүйгээр автоматаар хэрэглэх', buy_quantity: 'X авах: авах тоо', get_quantity: 'Y авах: X бүрт өгөх тоо', get_variant_ids: 'Y авах: хувилбарын дугаарууд (хувиар хөнгөлнө)', 
    starts_at: 'Эхлэх огноо', ends_at: 'Дуусах огноо', free_shipping: 'Үнэгүй хүргэлт', tags: 'Шошго', vendor_id: 'Борлуулагч', code: 'Купон код',
  },
  options: {
    value_type: { percentage: 'Хувиар', fixed: 'Тогтмол дүн (₮)' },
    applies_to: { order: 'Бүх захиалга', products: 'Тодорхой бараа', brands: 'Брэнд', variants: 'Хувилбар' },
    minimum_kind: { none: 'Байхгүй', amount: 'Худалдан авалтын дүн', quantity: 'Барааны тоо' },
  },
  codes: {
    title: 'Купон кодууд', empty: 'Код алга', table: 'Купон кодууд', code: 'Код', used: 'Ашигласан', created_at: 'Үүсгэсэн',
    generate: 'Код үүсгэх', count: 'Хэдэн ширхэг', prefix: 'Угтвар', length: 'Санамсаргүй тэмдэгт',
    job: 'Код үүсгэж байна', done: '{{processed}} код үүслээ', running: 'Үүсгэж байна…', progress: '{{total}}-с {{processed}}',
  },
  simulate: {
    run: 'Өмнөх захиалгууд дээр турших', days: 'Турших хоног',
    title_one: 'Сүүлийн {{count}} хоногт', title_other: 'Сүүлийн {{count}} хоногт',
    touched: 'Хамрах байсан захиалга', of: '{{whole}} захиалгаас {{part}}', given: 'Өгөх байсан хөнгөлөлт', shipping: 'Үүнээс хүргэлт',
    sales: 'Хамрах байсан дүн', refused: 'Хамраагүй захиалга', by_day: 'Өдрөөр',
    rules: {
      not_for_products: 'бараа нь хамаарахгүй', minimum_amount: 'доод дүнд хүрээгүй', minimum_quantity: 'тоо ширхэг хүрэлцээгүй',
      buy_quantity: 'авах тоо хүрэлцээгүй', get_missing: 'өгөх бараа байхгүй', nothing: 'хасах дүн байхгүй', used_up: 'ашиглах хязгаар дууссан',
      customer_once: 'үйлчлүүлэгч өмнө нь ашигласан', customer_max: 'үйлчлүүлэгчийн хязгаар дууссан',
    },
  },
  gift_email: {
    subject: 'Танд {{amount}}-ийн бэлгийн карт ирлээ',
    body: 'Сайн байна уу, {{name}}. Танд {{amount}}-ийн бэлгийн карт ирлээ. Код: {{code}}',
  },
  gift: {
    new: 'Бэлгийн карт олгох', issue: 'Олгох', table: 'Бэлгийн картууд', empty: 'Бэлгийн карт алга', search: 'Хайх', search_placeholder: 'Код, нэр эсвэл имэйл',
    keys: 'n бэлгийн карт олгох · Enter нээнэ · Esc хаана', resend: 'Дахин илгээх', resent: 'Дахин илгээхээр дараалалд орлоо', history: 'Үлдэгдлийн түүх', close: 'Хаах',
    columns: { code: 'Код', recipient: 'Хүлээн авагч', amount: 'Дүн', balance: 'Үлдэгдэл', delivery: 'Имэйл', sent_at: 'Илгээсэн', created_at: 'Олгосон', kind: 'Гүйлгээ', balance_after: 'Дараах үлдэгдэл', order: 'Захиалга', author: 'Хэн' },
    delivery: { pending: 'Хүлээгдэж буй', sending: 'Илгээж байна', sent: 'Илгээсэн', failed: 'Амжилтгүй' },
    kind: { issue: 'Олгосон', redeem: 'Ашигласан', refund: 'Буцаасан' },
    fields: { recipient_name: 'Хүлээн авагчийн нэр', recipient_email: 'Хүлээн авагчийн имэйл', amount: 'Дүн', message: 'Бэлгийн мэндчилгээ', scheduled_at: 'Илгээх өдөр' },
  },
  amway: {
    fields: { name: 'Нэр', products: 'Бараа (SKU, дугаар)', max_quantity: 'Дээд тоо', max_amount: 'Дээд дүн', period_days: 'Хоног', active: 'Идэвхтэй' },
  },
} as const;
