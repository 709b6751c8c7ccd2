import { schema, type DbOrTx } from '../db/index.js';
import { seedSettingsShop } from './settings-shop.js';

/** Demo rows of the Settings' lists: Mongolia's capital by district and khoroo, and the size charts a clothes shop shows. */

const COUNTRIES: [string, string, string][] = [
  ['mn', 'Mongolia', 'Монгол Улс'], ['cn', 'China', 'Хятад'], ['kr', 'South Korea', 'Өмнөд Солонгос'], ['jp', 'Japan', 'Япон'], ['us', 'United States', 'Америкийн Нэгдсэн Улс'],
];

/** Ulaanbaatar's nine districts with how many khoroos the demo lists under each (the central ones in full would be 20+). */
const DISTRICTS: [string, string, string, number][] = [
  ['sukhbaatar', 'Sukhbaatar', 'Сүхбаатар', 6], ['bayanzurkh', 'Bayanzurkh', 'Баянзүрх', 6], ['chingeltei', 'Chingeltei', 'Чингэлтэй', 4],
  ['bayangol', 'Bayangol', 'Баянгол', 4], ['khan-uul', 'Khan-Uul', 'Хан-Уул', 4], ['songinokhairkhan', 'Songinokhairkhan', 'Сонгинохайрхан', 4],
  ['nalaikh', 'Nalaikh', 'Налайх', 2], ['baganuur', 'Baganuur', 'Багануур', 2], ['bagakhangai', 'Bagakhangai', 'Багахангай', 1],
];

const GUIDES = [
  { name: 'Эмэгтэй цамц, подволк', category: 'Эмэгтэй хувцас', rows: [
    { size: 'XS', chest: 80, waist: 62, hips: 86 }, { size: 'S', chest: 84, waist: 66, hips: 90 }, { size: 'M', chest: 88, waist: 70, hips: 94 },
    { size: 'L', chest: 94, waist: 76, hips: 100 }, { size: 'XL', chest: 100, waist: 82, hips: 106 },
  ] },
  { name: 'Эрэгтэй цамц', category: 'Эрэгтэй хувцас', rows: [
    { size: 'S', chest: 92, waist: 78, length: 72 }, { size: 'M', chest: 98, waist: 84, length: 74 }, { size: 'L', chest: 104, waist: 90, length: 76 },
    { size: 'XL', chest: 110, waist: 96, length: 78 }, { size: 'XXL', chest: 116, waist: 102, length: 80 },
  ] },
  { name: 'Эрэгтэй жинсэн өмд', category: 'Эрэгтэй хувцас', rows: [
    { size: '30', waist: 76, hips: 96, length: 104 }, { size: '32', waist: 81, hips: 101, length: 106 }, { size: '34', waist: 86, hips: 106, length: 107 },
    { size: '36', waist: 91, hips: 111, length: 108 },
  ] },
  { name: 'Хүүхдийн хувцас (нас)', category: 'Хүүхдийн хувцас', rows: [
    { size: '2–3 нас (98)', chest: 54, length: 98 }, { size: '4–5 нас (110)', chest: 58, length: 110 }, { size: '6–7 нас (122)', chest: 62, length: 122 },
    { size: '8–9 нас (134)', chest: 68, length: 134 },
  ] },
];

export async function seedSettings(db: DbOrTx): Promise<void> {
  const countries = await db.insert(schema.zones).values(COUNTRIES.map(([code, nameEn, nameMn]) => ({ code, nameEn, nameMn, kind: 'country' }))).returning();
  const mongolia = countries[0]!.id;
  const districts = await db.insert(schema.zones).values(DISTRICTS.map(([code, nameEn, nameMn]) => ({ code, nameEn, nameMn, kind: 'ub_district', parentId: mongolia }))).returning();
  await db.insert(schema.zones).values(districts.flatMap((d, i) => Array.from({ length: DISTRICTS[i]![3] }, (_, k) => ({
    code: `${d.code}-${k + 1}`, nameEn: `${d.nameEn}, khoroo ${k + 1}`, nameMn: `${d.nameMn}, ${k + 1}-р хороо`, kind: 'khoroo', parentId: d.id,
  }))));
  await db.insert(schema.sizingGuides).values(GUIDES);
  await seedSettingsShop(db);
}
