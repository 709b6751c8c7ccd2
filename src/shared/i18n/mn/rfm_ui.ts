/** /marketing/rfm ба /marketing/automation (issue 20). */
export const automation = {
  fields: {
    name: 'Нэр', trigger: 'Өдөөгч', threshold: 'Хугацаа (сагсанд цаг, захиалгагүй өдөр)', rfm_cell: 'RFM ангилал', delay_hours: 'Хүлээх (цаг)',
    channel: 'Илгээх суваг', email_template_id: 'Имэйлийн загвар', sms_template_id: 'SMS загвар', push_title: 'Пуш гарчиг', push_body: 'Пуш текст', push_url: 'Пуш нээх хаяг', active: 'Идэвхтэй', updated_at: 'Шинэчилсэн',
    cap_messages: 'Нэг харилцагчид дээд тал нь', cap_days: 'Өдөрт',
  },
  cap_hint: 'Харилцагч хэдэн дүрэмд тохирсон ч энэ хэдэн өдөрт дээд тал нь ийм тооны автомат мессеж авна; бусдыг алгассан гэж бүртгэнэ.',
  rules: 'Дүрмүүд', runs: 'Ажиллагаа', cap: 'Давтамжийн хязгаар', evaluate: 'Одоо шалгах', evaluated: '{{created}} шинэ, {{sent}} илгээсэн, {{skipped}} алгассан',
  runs_empty: 'Одоогоор ажиллагаа алга: өдөөгч болоход дүрэм ажиллана',
  columns: { rule: 'Дүрэм', customer: 'Харилцагч', recipient: 'Хүлээн авагч', state: 'Төлөв', reason: 'Алгассан шалтгаан', due_at: 'Хугацаа', done_at: 'Хийсэн' },
  state: { waiting: 'Хүлээж буй', sent: 'Илгээсэн', skipped: 'Алгассан' },
  intro: 'Дүрэм: өдөөгч → хүлээлт → Тохиргооны загвараар имэйл эсвэл SMS, гарах дараалалаар. Харилцагч дүрэм, тохиолдол бүрт нэг л мессеж авна. Эсвэл харилцагчийн бүртгэлтэй төхөөрөмжүүд рүү пуш, гарчиг текстийг дүрэм дээр загвар шиг харилцагчийн талбартай бичнэ.',
  options: {
    trigger: { order_placed: 'Захиалга өгсөн', first_order: 'Анхны захиалга', cart_abandoned: 'Сагс орхисон', no_order: 'N өдөр захиалгагүй', birthday: 'Төрсөн өдөр', rfm_cell_entered: 'RFM ангилалд орсон' },
    channel: { email: 'Имэйл', sms: 'SMS', push: 'Пуш' },
  },
};

export default {
  cells: {
    champions: 'Аваргууд', loyal_customers: 'Үнэнч харилцагчид', potential_loyalists: 'Үнэнч болох магадлалтай', new_customers: 'Шинэ харилцагчид',
    promising: 'Ирээдүйтэй', need_attention: 'Анхаарал хэрэгтэй', about_to_sleep: 'Унтах дөхсөн', at_risk: 'Эрсдэлтэй',
    cant_lose_them: 'Алдаж болохгүй', hibernating: 'Идэвхгүй', lost: 'Алдагдсан',
  },
  intro: '{{website}}-ийн харилцагчдыг бүх харилцагчдын дундаас сүүлд авсан (R), авсан давтамж (F), зарцуулсан мөнгө (M)-өөр 1–5 оноогоор, дууссан захиалгаас нь (цуцалсан, буцаасныг оруулахгүй) үнэлнэ.',
  computed: '{{at}}-д үнэлсэн', never: 'Одоогоор үнэлээгүй: шинэчилж үнэлнэ үү', pending_one: 'Түүнээс хойш {{count}} харилцагчийн захиалга өөрчлөгдсөн', pending_other: 'Түүнээс хойш {{count}} харилцагчийн захиалга өөрчлөгдсөн',
  refresh: 'Шинэчлэх', refreshing: 'Шинэчилж байна…', refreshed: 'Оноо шинэчлэгдлээ',
  grid: 'R × FM хүснэгт', axis_r: 'Сүүлд авсан (R) →', axis_fm: 'Давтамж ба мөнгө (FM) →',
  square_one: 'R {{r}} · FM {{fm}}: {{cell}}, {{count}} харилцагч, {{revenue}}',
  square_other: 'R {{r}} · FM {{fm}}: {{cell}}, {{count}} харилцагч, {{revenue}}',
  table: 'Ангиллууд', columns: { cell: 'Ангилал', customers: 'Харилцагч', revenue: 'Орлого', share: 'Хувь', name: 'Харилцагч', phone: 'Утас', email: 'Имэйл', scores: 'R F M оноо', orders: 'Захиалга', last_order: 'Сүүлийн захиалга' },
  new_segment: 'Имэйл сегмент', new_campaign: 'Имэйл кампанит ажил', segment_name: 'RFM ангилал {{cell}} · {{website}}', cell_keys: 'Товч: e имэйл сегмент · w имэйл кампанит ажил · x CSV',
  csv: 'CSV татах', sms: 'SMS илгээх', selected: 'Ангилал: {{cell}}', pick: 'Хүснэгт эсвэл жагсаалтаас ангилал сонгоно уу',
  keys: 'Сум: хүснэгтэд шилжих · Enter: ангилал сонгох · c: CSV · s: SMS илгээх',
  no_website: 'Толгой хэсгээс сайт сонгоно уу: RFM сайт тус бүрээр',
  sms_audience: 'Мөн RFM ангиллын харилцагчид (толгой хэсгийн сайт)', sms_audience_none: 'RFM ангилалгүй',
  customers_none: 'Энэ ангилалд харилцагч алга',
};
