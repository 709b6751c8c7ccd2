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
    seats: 'Суудлын тоо',
    address: 'Хаяг',
    phone: 'Утас',
    hours: 'Цагийн хуваарь',
    lat: 'Өргөрөг',
    lng: 'Уртраг',
  },
} as const satisfies MessagesOf<typeof en>;
