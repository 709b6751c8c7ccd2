import type en from '../en/suppliers_ui.js';
import type { MessagesOf } from '../types.js';

/** Нийлүүлэгч, баталгаа, санал хүсэлтийн дэлгэцүүд. */
export default {
  suppliers: {
    fields: {
      name: 'Нэр', code: 'Код', name_en: 'Нэр (англи)', name_mn: 'Нэр (монгол)', active: 'Идэвхтэй', position: 'Байрлал',
      registry: 'Регистрийн дугаар', business_type_id: 'Бизнесийн төрөл', phone: 'Утас', email: 'Имэйл', address: 'Хаяг',
      contacts: 'Холбоо барих хүмүүс', job_title: 'Албан тушаал', payment_terms: 'Төлбөрийн нөхцөл', payment_days: 'Төлөх хоног', credit_limit: 'Зээлийн хязгаар',
      lead_days: 'Нийлүүлэх хоног', contract_number: 'Гэрээний дугаар', note: 'Тэмдэглэл', supplier_id: 'Нийлүүлэгч', segment_id: 'Нийлүүлэлтийн сегмент',
    },
    payment_terms: { prepaid: 'Урьдчилгаа', on_delivery: 'Хүргэлтээр', net: 'Хүргэлтийн дараа (хоног)' },
    apply: {
      title: 'Энэ сегментийг салбаруудад оноох',
      hint: 'Энэ сегментийг нийлүүлдэг салбаруудыг сонгоод оноо: бүгдэд нэг дор оноогдоно.',
      filter: 'Салбар хайх',
      in_segment: 'энэ сегментэд',
      run_one: '{{count}} салбарт оноох',
      run_other: '{{count}} салбарт оноох',
      done_one: '{{count}} салбар энэ сегментэд орлоо',
      done_other: '{{count}} салбар энэ сегментэд орлоо',
    },
  },
  warranties: {
    fields: {
      number: 'Дугаар', customer: 'Худалдан авагч', phone: 'Утас', sku: 'Барааны код', product: 'Бараа', product_info: 'Барааны мэдээлэл', order: 'Захиалга',
      serial_number: 'Серийн дугаар', quantity: 'Тоо', seller: 'Худалдагч', period: 'Хугацаа', starts_on: 'Эхлэх', ends_on: 'Дуусах', status: 'Төлөв',
    },
    months_one: '{{count}} сар',
    months_other: '{{count}} сар',
    status: { active: 'Хүчинтэй', expired: 'Дууссан' },
    claim_state: { open: 'Нээлттэй', in_repair: 'Засварт', repaired: 'Зассан', replaced: 'Сольсон', refunded: 'Буцаан олгосон', rejected: 'Татгалзсан' },
    list: {
      search: 'Хайх', search_placeholder: 'Дугаар, утас, SKU, нэр эсвэл захиалга', new: 'Захиалгын бараанаас үүсгэх', table: 'Баталгаа',
      empty: 'Тохирох баталгаа алга.', keys: 'n: захиалгын бараанаас баталгаа · /: хайх · j k Enter: нээх',
    },
    new: {
      title: 'Захиалгын бараанаас баталгаа үүсгэх', order: 'Захиалгын дугаар', find: 'Бараа харуулах', close: 'Хаах', months: 'Сар',
      months_placeholder: 'барааных', create: 'Баталгаа үүсгэх', no_period: 'заагаагүй', not_complete: 'захиалга дуусаагүй',
    },
    detail: { title: 'Баталгаа {{number}}', print: 'Хэвлэх', keys: 'p: баталгааны хуудсыг хэвлэх (A4)' },
    paper: {
      title: 'Баталгааны хуудас', terms_title: 'Нөхцөл',
      term_1: 'Үйлдвэрийн гэмтлээр эвдэрвэл худалдагч {{ends}} хүртэл барааг үнэ төлбөргүй засах эсвэл солино.',
      term_2: 'Буруу хэрэглээ, осол, ус, өөр газар засварласнаас үүссэн гэмтэлд баталгаа хамаарахгүй.',
      term_3: 'Гомдол гаргахдаа энэ хуудас, бараа, баримтаа авчирна уу.',
      seller_sign: 'Худалдагч:', customer_sign: 'Худалдан авагч:',
    },
    claims: {
      title: 'Засварын хүсэлтүүд', description: 'Юу болсон', placeholder: 'Худалдан авагч юуны учир авчирсан', open: 'Хүсэлт нээх',
      none: 'Энэ баталгаанд хүсэлт алга.', state: 'Төлөв', notes: 'Тэмдэглэл', save: 'Хадгалах',
    },
  },
  contact_forms: {
    fields: { created_at: 'Ирсэн', name: 'Илгээгч', subject: 'Гарчиг', email: 'Имэйл эсвэл утас', assignee: 'Хариуцагч', state: 'Төлөв', read: 'Уншсан' },
    state: { open: 'Нээлттэй', closed: 'Хаасан' },
    list: {
      search: 'Хайх', search_placeholder: 'Нэр, имэйл, утас эсвэл зурвасын үг', empty: 'Зурвас алга.',
      keys: 'j k Enter: зурвас нээх (уншсан болно) · Esc: хаах · /: хайх',
    },
    no_subject: '(гарчиггүй)',
    close_panel: 'Зурвасыг хаах',
    mark_unread: 'Уншаагүй болгох', mark_read: 'Уншсан болгох',
    close: 'Зурвасыг хаах', close_title: 'Энэ зурвасыг хаах уу?',
    nobody: 'Хэн ч биш',
    reply: {
      title: 'Имэйлээр хариулах', body: 'Зурвас', send: 'Хариу илгээх', keys: 'Ctrl+Enter: илгээх',
      confirm_title: 'Энэ хариуг илгээх үү?', confirm_body: '{{email}} хаяг руу имэйлээр очно.', no_email: 'Илгээгч имэйл үлдээгээгүй: утсаар холбогдоно уу.',
    },
    replies_one: '{{count}} хариу',
    replies_other: '{{count}} хариу',
    delivery: { pending: 'дараалалд', sending: 'илгээж байна', sent: 'илгээсэн', failed: 'хүргэгдээгүй' },
  },
} satisfies MessagesOf<typeof en>;
