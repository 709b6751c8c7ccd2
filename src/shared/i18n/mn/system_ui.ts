import type en from '../en/system_ui.js';
import type { MessagesOf } from '../types.js';

/** Системийн тохиргооны дэлгэцүүд. */
export default {
  fields: {
    name: 'Нэр',
    code: 'Код',
    name_en: 'Нэр (англиар)',
    name_mn: 'Нэр (монголоор)',
    active: 'Санал болгох',
    position: 'Дараалал',
    register_number: 'Регистрийн дугаар',
    reason: 'Шалтгаан',
    created_by: 'Нэмсэн',
    created_at: 'Нэмсэн огноо',
    iata: 'IATA код',
    icao: 'ICAO код',
    city: 'Хот',
    city_en: 'Хот (англиар)',
    city_mn: 'Хот (монголоор)',
    country: 'Улсын код',
    time_zone: 'Цагийн бүс',
    seats: 'Суудлын тоо',
    address: 'Хаяг',
    phone: 'Утас',
    hours: 'Цагийн хуваарь',
    lat: 'Өргөрөг',
    lng: 'Уртраг',
  },
  /** /system/websites: the website's form, features and members (src/web/screens/system/WebsiteSettings.tsx). */
  websites: {
    fields: { index: 'Индекс', domain: 'Домэйн', name: 'Нэр', features: 'Боломжууд', members: 'Гишүүд' },
    features: 'Боломжууд',
    features_hint: 'Лизинг, нислэгийн захиалга зэрэг дэлгэц тухайн боломж нь асаалттай вэбсайт дээр л нээгдэнэ.',
    feature: { leasing: 'Лизинг', air_booking: 'Нислэгийн захиалга' },
    save_features: 'Боломжуудыг хадгалах',
    members: 'Гишүүд',
    no_members: 'Одоогоор гишүүн алга',
    roles_of: '{{email}}-ийн энэ вэбсайт дээрх эрх',
    roles_new: 'Энэ вэбсайт дээрх эрх',
    add: 'Гишүүн нэмэх',
    email: 'Хэрэглэгчийн имэйл',
    remove: 'Хасах',
    remove_title: '{{email}}-г {{site}}-аас хасах уу?',
    remove_body: 'Хэрэглэгч энэ вэбсайт дээрх эрхээ алдана.',
    merchants: 'Мерчантууд',
    merchants_hint: 'Энэ вэбсайт дээр бараагаа борлуулдаг мерчантууд.',
    no_merchants: 'Одоогоор мерчант алга',
    merchant_pick: 'Нэмэх мерчант',
    add_merchant: 'Мерчант нэмэх',
    remove_merchant_title: '{{name}}-г {{site}} дээрээс хасах уу?',
    remove_merchant_body: 'Түүний бараа энэ вэбсайт дээр санал болгогдохоо болино; мерчантын мэдээлэл устахгүй.',
  },
  /** /system/applications: API clients and their keys (src/web/screens/system/ApplicationKey.tsx). */
  applications: {
    fields: { name: 'Нэр', description: 'Тайлбар', active: 'Идэвхтэй', key_prefix: 'Түлхүүр', key_created_at: 'Түлхүүр үүсгэсэн', key: 'Түлхүүр' },
    key: 'API түлхүүр',
    key_hint: 'Танихын тулд зөвхөн эхний тэмдэгтүүдийг хадгална. Алдсан түлхүүрийг дахин харуулахгүй: шинийг үүсгэнэ үү.',
    regenerate: 'Шинэ түлхүүр үүсгэх',
    regenerate_title: '{{name}}-д шинэ түлхүүр үүсгэх үү?',
    regenerate_body: 'Одоогийн түлхүүр шууд ажиллахаа болино; клиентэд шинэ түлхүүр хэрэгтэй.',
  },
  /** /system/organizations: the merchants (vendors) and their §3 fields. */
  logs: {
    fields: {
      at: 'Хэзээ', integration: 'Холболт', direction: 'Чиглэл', entity: 'Юу', reference: 'Дугаар', status: 'Үр дүн', http_status: 'HTTP төлөв',
      duration_ms: 'Хугацаа (мс)', message: 'Мессеж', email: 'Имэйл', kind: 'Төрөл', reason: 'Шалтгаан', subject: 'Гарчиг', source: 'Илгээсэн төрөл',
    },
    system: {
      hint: 'Бүх холболтын синкийн лог ба ажлууд, шинэ нь эхэндээ. Эх сурвалж, түвшин, нэр, хугацаагаар шүүнэ; Enter ажил эсвэл солилцоог нээнэ.',
      search: 'Логоос хайх', search_placeholder: 'Захиалгын дугаар, SKU, мессеж…',
      table: 'Системийн лог', empty: 'Тохирох бичлэг алга.',
      source: 'Эх сурвалж', level: 'Түвшин', name: 'Холболт эсвэл ажил', status: 'Төлөв', subject: 'Юуны тухай', message: 'Мессеж', took: 'Хугацаа', user: 'Хэн',
      sources: { sync: 'Холболт', job: 'Ажил' }, levels: { info: 'Мэдээлэл', error: 'Алдаа' },
      all_sources: 'Бүх эх сурвалж', all_levels: 'Бүх түвшин',
      sync_status: { ok: 'Амжилттай', failed: 'Амжилтгүй' },
    },
    sync: {
      title: 'Дахин синк хийх',
      hint: 'Бичлэгийг одоогийн байдлаар нь ERP холболтоор дахин илгээнэ (эсвэл дахин уншина); оролдлого бүр логийн шинэ мөр болно.',
      run: 'Дахин синк хийх', running: 'Синк хийж байна…',
      done_ok: 'Дахин синк хийгдлээ: {{message}}', done_failed: 'Синк дахин амжилтгүй боллоо: {{message}}',
      confirm_title: '{{reference}}-г {{integration}}-тай дахин синк хийх үү?',
    },
  },

  organizations: {
    fields: {
      name: 'Нэр', org_name: 'Албан ёсны нэр', registry: 'Улсын бүртгэлийн дугаар', vat_payer_number: 'НӨАТ төлөгчийн дугаар', email: 'Имэйл', phone: 'Утас',
      address: 'Хаяг', commission_percent: 'Шимтгэл, %', monthly_fee: 'Сарын төлбөр', contract_number: 'Гэрээний дугаар',
      contract_date: 'Гэрээний огноо', logo: 'Лого (зургийн хаяг)', bank_accounts: 'Дансууд', kind: 'Данс', bank: 'Банк',
      account: 'Дансны дугаар', main: 'Үндсэн', loan: 'Зээлийн', lending: 'Зээл олгох',
    },
  },
  /** /system/erp_integrations: the ERP connections and their test request (src/web/screens/system/ErpTest.tsx). */
  erp: {
    fields: {
      name: 'Нэр', endpoint: 'Хаяг (endpoint)', auth: 'Нэвтрэх арга', username: 'Хэрэглэгчийн нэр', secret: 'Нууц үг эсвэл токен (зөвхөн бичнэ; хоосон бол хэвээр)',
      active: 'Идэвхтэй', secret_set: 'Нууц тохируулсан',
    },
    test: 'Туршилтын хүсэлт',
    test_hint: '{{endpoint}} руу хадгалсан нууцаар нэг GET хүсэлт илгээж, хариуг харуулна.',
    test_run: 'Туршилтын хүсэлт илгээх',
    testing: 'Хариу хүлээж байна…',
    answered: '{{ms}} мс-д {{status}} гэж хариулсан',
    no_answer: '{{ms}} мс-ийн дараа хариу ирсэнгүй ({{error}})',
  },
  /** /system/e_ticket_templates (src/web/screens/system/ETicketPreview.tsx). */
  e_tickets: {
    fields: { code: 'Код', name_en: 'Нэр (англи)', name_mn: 'Нэр (монгол)', html: 'HTML (тасалбарын орлуулагчид давхар хаалтанд)', active: 'Хэрэглэгдэж буй' },
    preview: 'Урьдчилан харах',
    preview_hint: 'Хадгалсан загварыг жишээ тасалбараар бөглөсөн нь: passenger_name, ticket_number, booking_reference, flight, from, to, departure, arrival, seat, fare.',
  },
} as const satisfies MessagesOf<typeof en>;
