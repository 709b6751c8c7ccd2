import { createHash, randomBytes } from 'node:crypto';
import { schema, type DbOrTx } from '../db/index.js';

/** Demo rows of the System settings' reference lists, as a Mongolian shop with leasing and air booking keeps them. */

const BLACKLIST: [string, string][] = [
  ['УБ85031214', 'Өмнөх лизингийн төлбөрөө 6 сар төлөөгүй, банкны шийдвэрээр'],
  ['ЧЕ92110587', 'Хуурамч цалингийн тодорхойлолт ирүүлсэн'],
  ['ДА78062391', 'Зээлийн мэдээллийн санд хугацаа хэтэрсэн зээлтэй'],
];

const AIRPORTS: [string, string, string, string, string, string, string][] = [
  ['UBN', 'ZMCK', 'Chinggis Khaan International Airport', 'Чингис хаан олон улсын нисэх буудал', 'Ulaanbaatar', 'Улаанбаатар', 'MN'],
  ['ULN', 'ZMUB', 'Buyant-Ukhaa (old Ulaanbaatar airport)', 'Буянт-Ухаа нисэх буудал', 'Ulaanbaatar', 'Улаанбаатар', 'MN'],
  ['ULG', 'ZMUL', 'Ulgii Airport', 'Өлгий нисэх буудал', 'Ulgii', 'Өлгий', 'MN'],
  ['DLZ', 'ZMDZ', 'Dalanzadgad Airport', 'Даланзадгад нисэх буудал', 'Dalanzadgad', 'Даланзадгад', 'MN'],
  ['MXV', 'ZMMN', 'Murun Airport', 'Мөрөн нисэх буудал', 'Murun', 'Мөрөн', 'MN'],
  ['PEK', 'ZBAA', 'Beijing Capital International Airport', 'Бээжингийн нийслэл олон улсын нисэх буудал', 'Beijing', 'Бээжин', 'CN'],
  ['ICN', 'RKSI', 'Incheon International Airport', 'Инчеоны олон улсын нисэх буудал', 'Seoul', 'Сөүл', 'KR'],
  ['NRT', 'RJAA', 'Narita International Airport', 'Наритагийн олон улсын нисэх буудал', 'Tokyo', 'Токио', 'JP'],
  ['IKT', 'UIII', 'Irkutsk International Airport', 'Эрхүүгийн олон улсын нисэх буудал', 'Irkutsk', 'Эрхүү', 'RU'],
  ['IST', 'LTFM', 'Istanbul Airport', 'Истанбулын нисэх буудал', 'Istanbul', 'Истанбул', 'TR'],
];

const AIRLINES: [string, string, string, string, string][] = [
  ['OM', 'MGL', 'MIAT Mongolian Airlines', 'МИАТ Монголын иргэний агаарын тээвэр', 'MN'],
  ['MR', 'MML', 'Hunnu Air', 'Хүннү Эйр', 'MN'],
  ['M0', 'MNG', 'Aero Mongolia', 'Аэро Монголиа', 'MN'],
  ['KE', 'KAL', 'Korean Air', 'Кореан Эйр', 'KR'],
  ['CA', 'CCA', 'Air China', 'Эйр Чайна', 'CN'],
  ['TK', 'THY', 'Turkish Airlines', 'Туркийн агаарын тээвэр', 'TR'],
];

const AIRCRAFT: [string, string, string, number][] = [
  ['738', 'Boeing 737-800', 'Боинг 737-800', 162],
  ['7M8', 'Boeing 737 MAX 8', 'Боинг 737 MAX 8', 168],
  ['788', 'Boeing 787-8 Dreamliner', 'Боинг 787-8 Дримлайнер', 254],
  ['320', 'Airbus A320', 'Эйрбас A320', 180],
  ['E90', 'Embraer 190', 'Эмбраер 190', 98],
  ['AT7', 'ATR 72', 'АТР 72', 68],
];

const STORES = [
  { nameEn: 'Central store, State Department Store', nameMn: 'Төв дэлгүүр, Их дэлгүүр', address: 'Сүхбаатар дүүрэг, 1-р хороо, Энхтайваны өргөн чөлөө 44, 4 давхар',
    phone: '7011-2244', hours: 'Даваа–Ням 10:00–21:00', lat: 47.9159, lng: 106.9085 },
  { nameEn: 'Zaisan branch', nameMn: 'Зайсан салбар', address: 'Хан-Уул дүүрэг, 11-р хороо, Зайсан толгойн гудамж, Хилл Молл 2 давхар',
    phone: '7011-2255', hours: 'Даваа–Ням 10:00–22:00', lat: 47.8881, lng: 106.9175 },
  { nameEn: 'Bayanzurkh branch', nameMn: 'Баянзүрх салбар', address: 'Баянзүрх дүүрэг, 26-р хороо, Энхтайваны өргөн чөлөө 95, Нарны хороолол',
    phone: '7011-2266', hours: 'Даваа–Бямба 10:00–20:00', lat: 47.9152, lng: 106.9741 },
  { nameEn: 'Darkhan store', nameMn: 'Дархан дэлгүүр', address: 'Дархан-Уул аймаг, Дархан сум, 8-р баг, Дархан Плаза',
    phone: '7037-3344', hours: 'Даваа–Бямба 10:00–19:00', lat: 49.4867, lng: 105.9228 },
];

/** API clients; their keys are made here and forgotten, as a real key is after its one showing. */
const APPLICATIONS = [
  ['Storefront', 'The public web shop (www.example.mn)'],
  ['Mobile app', 'iOS and Android app'],
  ['Warehouse scanner', 'Handheld scanners of the central warehouse'],
] as const;

function applicationRow([name, description]: readonly [string, string]) {
  const key = `bo_${randomBytes(32).toString('base64url')}`;
  return { name, description, keyPrefix: key.slice(0, 10), keyHash: createHash('sha256').update(key).digest('hex') };
}

/** Western Mongolia (Ulgii) keeps Hovd time, an hour behind Ulaanbaatar. */
const AIRPORT_ZONES: Record<string, string> = {
  ULG: 'Asia/Hovd', PEK: 'Asia/Shanghai', ICN: 'Asia/Seoul', NRT: 'Asia/Tokyo', IKT: 'Asia/Irkutsk', IST: 'Europe/Istanbul',
};

const E_TICKET_HTML = `<main style="font-family: sans-serif; max-width: 640px">
<h1>E-ticket · Цахим тасалбар</h1>
<p><strong>{{passenger_name}}</strong> · ticket {{ticket_number}} · booking {{booking_reference}}</p>
<table><tr><th>Flight</th><th>From</th><th>To</th><th>Departure</th><th>Arrival</th><th>Seat</th></tr>
<tr><td>{{flight}}</td><td>{{from}}</td><td>{{to}}</td><td>{{departure}}</td><td>{{arrival}}</td><td>{{seat}}</td></tr></table>
<p>Fare: {{fare}}</p>
</main>`;

/** An event's ticket: `{{qr}}` is the code's QR as an SVG, drawn by the server. */
const EVENT_TICKET_HTML = `<main style="font-family: sans-serif; max-width: 520px; border: 2px dashed #111; padding: 16px">
<h1>{{event}}</h1>
<p><strong>{{holder}}</strong>{{#if seat}} · Суудал / Seat {{seat}}{{/if}}</p>
{{qr}}
<p style="font: 600 22px monospace; letter-spacing: 2px">{{code}}</p>
<p>Захиалга / Order {{order_number}}</p>
</main>`;

export async function seedSystemLists(db: DbOrTx, adminId: number): Promise<void> {
  await db.insert(schema.leaseBlacklists).values(BLACKLIST.map(([registerNumber, reason]) => ({ registerNumber, reason, createdById: adminId })));
  await db.insert(schema.airPorts).values(AIRPORTS.map(([iata, icao, nameEn, nameMn, cityEn, cityMn, country]) => ({ iata, icao, nameEn, nameMn, cityEn, cityMn, country, timeZone: AIRPORT_ZONES[iata] ?? 'Asia/Ulaanbaatar' })));
  await db.insert(schema.airLines).values(AIRLINES.map(([iata, icao, nameEn, nameMn, country]) => ({ iata, icao, nameEn, nameMn, country })));
  await db.insert(schema.airCrafts).values(AIRCRAFT.map(([code, nameEn, nameMn, seats]) => ({ code, nameEn, nameMn, seats })));
  await db.insert(schema.storeLocations).values(STORES.map((s, position) => ({ ...s, position })));
  await db.insert(schema.apiApplications).values(APPLICATIONS.map(applicationRow));
  await db.insert(schema.eTicketTemplates).values([
    { code: 'standard', nameEn: 'Standard e-ticket', nameMn: 'Энгийн цахим тасалбар', html: E_TICKET_HTML },
    { code: 'event', nameEn: 'Event ticket', nameMn: 'Арга хэмжээний тасалбар', html: EVENT_TICKET_HTML },
    { code: 'group', nameEn: 'Group booking', nameMn: 'Бүлгийн захиалга', html: E_TICKET_HTML.replace('E-ticket', 'Group e-ticket'), active: false },
  ]);
  await db.insert(schema.erpIntegrations).values([
    { name: 'Accounting (Acolous)', endpoint: 'https://erp.example.mn/api/v1/ping', auth: 'bearer', secret: randomBytes(24).toString('base64url') },
    { name: 'Warehouse stock sync', endpoint: 'https://wms.example.mn/health', auth: 'basic', username: 'backoffice', secret: randomBytes(18).toString('base64url'), active: false },
  ]);
}
