/** Имэйл маркетингийн дэлгэцүүд (issue 20). */
export default {
  fields: {
    name: 'Нэр', subject: 'Гарчиг', preview_text: 'Урьдчилсан текст', from_name: 'Илгээгчийн нэр', from_email: 'Илгээгчийн имэйл', body_html: 'Агуулга (HTML, {{first_name}} талбартай)',
    created_at: 'Үүсгэсэн', updated_at: 'Шинэчилсэн',
  },
  columns: {
    name: 'Нэр', rules: 'Дүрэм', contacts: 'Харилцагч', updated_at: 'Шинэчилсэн', email: 'Имэйл', contact_name: 'Нэр', tags: 'Шошго', subscribed: 'Бүртгэлтэй',
    source: 'Эх сурвалж', created_at: 'Нэмсэн', phone: 'Утас', at: 'Хэзээ', event: 'Үйлдэл', campaign: 'Кампанит ажил', url: 'Холбоос', state: 'Төлөв', segment: 'Сегмент',
    recipients: 'Хүлээн авагч', sent: 'Илгээсэн', send_at: 'Илгээх цаг',
  },
  save: 'Хадгалах', delete: 'Устгах', yes: 'Тийм', no: 'Үгүй', everyone: 'Бүртгэлтэй бүх харилцагч', tags: 'Шошго', no_tags: 'Шошго алга',
  stats: { total: 'Харилцагч', mailable: 'Илгээж болох', unsubscribed: 'Татгалзсан', bounced: 'Буцсан', customers: 'Дэлгүүрийн үйлчлүүлэгч', imported: 'Импортолсон' },
  sources: { import: 'Импорт', customer: 'Үйлчлүүлэгч', manual: 'Гараар' },
  states: { draft: 'Ноорог', scheduled: 'Товлосон', sending: 'Илгээж байна', sent: 'Илгээсэн', canceled: 'Цуцалсан' },
  events: { sent: 'Илгээсэн', open: 'Нээсэн', click: 'Дарсан', unsubscribe: 'Татгалзсан', bounce: 'Буцсан' },
  contacts: {
    empty: 'Харилцагч алга: файл импортлоно уу', bounced: 'Үгүй — буцсан {{at}}', orders: 'Захиалга', orders_text: '{{n}} дууссан, {{amount}}, сүүлд {{last}}',
    unsubscribe: 'Бүртгэлээс хасах', resubscribe: 'Дахин бүртгэх', events: 'Имэйлийн үйлдэл', no_events: 'Имэйлийн үйлдэл алга',
  },
  import: {
    open: 'Харилцагч импортлох', file: 'Толгой мөртэй CSV эсвэл XLSX файл', empty: 'Файлын толгойн доор мөр алга', too_many: 'Нэг файлд ихдээ {{max}} мөр',
    read_one: '{{name}}: {{count}} мөр уншлаа', read_other: '{{name}}: {{count}} мөр уншлаа', column: 'Багана', first_row: 'Эхний мөр', field: 'Харилцагчийн талбар', field_of: '{{column}} баганын талбар',
    skip: 'Алгасах', fields: { email: 'Имэйл', first_name: 'Нэр', last_name: 'Овог', phone: 'Утас', tags: 'Шошго' },
    tags: 'Мөр бүрийн шошго (таслалаар)', need_email: 'Нэг баганыг Имэйл гэж сонгоно уу', start_one: '{{count}} мөр импортлох', start_other: '{{count}} мөр импортлох',
    progress: '{{total}}-аас {{processed}}', done: 'Импорт дууслаа: {{succeeded}} орсон, {{failed}} татгалзсан',
    refused_one: '{{count}} мөр татгалзсан', refused_other: '{{count}} мөр татгалзсан', row: 'Мөр', reason: 'Шалтгаан',
    reasons: { bad_email: 'Имэйл хаяг биш', no_email: 'Имэйл хаяг алга', duplicate: '{{row}}-р мөрийн давхардал' },
  },
  segments: {
    new: 'Шинэ сегмент', empty: 'Имэйлийн сегмент алга', keys: 'Ctrl+Enter: хадгалах · Esc: жагсаалт руу', match: 'Тохирох харилцагч', match_all: 'бүх дүрэм', match_any: 'аль нэг дүрэм',
    no_rules: 'Дүрэм алга: бүртгэлтэй бүх харилцагч', rule_field: 'Талбар', rule_op: 'Харьцуулалт', rule_value: 'Утга', remove_rule: 'Хасах', rule_days: 'сүүлийн N өдөрт', add_rule: 'Дүрэм нэмэх',
    bought_help: 'Худалдан авсан: барааг id эсвэл SKU-аар, брэндийг нэрээр, ангиллыг замаар нь (shoes/runners) дэд ангиллын хамт; өдөр нь сүүлийн N өдрөөр хязгаарлана',
    rfm_help: 'RFM ангилал: champions, loyal_customers, at_risk… (нэг вэбсайтад бол ангилал:вэбсайтын id), RFM-ийн сүүлийн тооцооллоор',
    rule_help: 'Захиалгын дүн ₮-өөр; өдөр: "ихдээ" = сүүлийн N өдөрт, "багадаа" = N ба түүнээс олон өдөр огт үгүй',
    matches_one: '{{count}} харилцагч руу илгээж болно', matches_other: '{{count}} харилцагч руу илгээж болно',
    fields: {
      rfm_cell: 'RFM ангилал',
      bought_product: 'Бараа худалдан авсан', bought_brand: 'Брэндийн бараа авсан', bought_category: 'Ангиллаас авсан',
      email: 'Имэйл', first_name: 'Нэр', last_name: 'Овог', source: 'Эх сурвалж', subscribed: 'Бүртгэлтэй', tag: 'Шошго', orders_count: 'Захиалга (тоо)',
      orders_amount: 'Захиалга (нийт ₮)', last_order_days: 'Сүүлийн захиалга (өдрийн өмнө)', opened_days: 'Имэйл нээсэн (өдөр)', clicked_days: 'Имэйлд дарсан (өдөр)',
    },
    ops: { eq: 'тэнцүү', not_eq: 'тэнцүү биш', cont: 'агуулна', gteq: 'багадаа', lteq: 'ихдээ', has: 'байгаа', not_has: 'байхгүй' },
  },
  preview: { title: 'Урьдчилан харах', width: 'Өргөн', desktop: 'Компьютер', phone: 'Утас' },
  campaigns: {
    for_segment_one: '{{name}} сегмент рүү (одоо {{count}} харилцагч)', for_segment_other: '{{name}} сегмент рүү (одоо {{count}} харилцагч)',
    empty: 'Имэйл кампанит ажил алга', template: 'Загвар', choose_template: 'Загвар сонгох', write: 'Кампанит ажил бичих', no_templates: 'Эхлээд загвар үүсгэнэ үү',
    not_draft: 'Кампанит ажил {{state}} байна: зөвхөн ноорог засагдана.', cancel: 'Илгээлтийг цуцлах',
    fields_help: 'Талбар: {{first_name}} {{last_name}} {{email}} {{phone}} {{unsubscribe_url}}. Холбоосыг хянана; захидал бүрд татгалзах холбоос орно.',
    recipients_one: 'Одоо {{count}} хүлээн авагч', recipients_other: 'Одоо {{count}} хүлээн авагч', test_to: 'Туршилт (5 хүртэл хаяг)', test: 'Туршилт илгээх',
    test_sent: 'Туршилтын имэйл илгээлээ: {{to}}', later: 'Товлосон цагт', send_at: 'Илгээх цаг (Улаанбаатар)', schedule: 'Товлох', send_now: 'Одоо илгээх', send: 'Илгээх', now: 'одоо',
    confirm_send_one: '{{count}} харилцагч руу {{when}} илгээх үү?', confirm_send_other: '{{count}} харилцагч руу {{when}} илгээх үү?',
  },
  report: {
    sent_at: 'Илгээсэн {{at}}', recipients: 'Хүлээн авагч', delivered: 'Хүргэсэн', opened: 'Нээсэн', clicked: 'Дарсан', converted: 'Дарснаас 7 хоногт худалдан авсан',
    bounced: 'Буцсан', unsubscribed: 'Татгалзсан', by_hour: 'Цагаар (Улаанбаатар)', hour: 'Цаг', no_events: 'Нээсэн, дарсан алга', links: 'Дарсан холбоос',
  },
};
