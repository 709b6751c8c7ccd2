/** Mongolian-looking demo names, addresses and companies; deterministic, so demo data is the same every time. */
export const FIRST_NAMES = [
  'Бат-Эрдэнэ', 'Тэмүүлэн', 'Ариунаа', 'Номин', 'Энхжин', 'Ганбаатар', 'Сарангэрэл', 'Мөнхбат', 'Оюунчимэг',
  'Билгүүн', 'Анужин', 'Төгөлдөр', 'Хулан', 'Баясгалан', 'Дөлгөөн', 'Золзаяа', 'Нарантуяа', 'Эрдэнэбилэг',
  'Уянга', 'Батжаргал', 'Саруул', 'Очирбат', 'Мишээл', 'Гэрэлмаа',
];
export const LAST_NAMES = [
  'Болд', 'Дорж', 'Ганбат', 'Батсүх', 'Цэрэн', 'Пүрэв', 'Лхагва', 'Сүхбаатар', 'Жаргал', 'Энхтөр',
  'Нямдорж', 'Баатар', 'Мягмар', 'Түмэн', 'Даваа', 'Отгон',
];
export const FAMILY_NAMES = ['Боржигон', 'Тайчууд', 'Хиад', 'Урианхай', 'Сартуул', 'Олхонууд'];

export const DISTRICTS = ['Сүхбаатар', 'Чингэлтэй', 'Баянзүрх', 'Хан-Уул', 'Баянгол', 'Сонгинохайрхан'];

export const VENDOR_NAMES = [
  ['Номин Трейд', 'Номин Трейд ХХК'], ['Гэрэл Электроникс', 'Гэрэл Электроникс ХХК'], ['Алтан Говь Кашемир', 'Алтан Говь ХХК'],
  ['Сүү Хүнс', 'Сүү ХК'], ['Тэнгэр Ном', 'Тэнгэр Ном ХХК'], ['Хаан Спорт', 'Хаан Спорт ХХК'],
  ['Эрдэнэс Гоо Сайхан', 'Эрдэнэс Бьюти ХХК'], ['Мөнх Тавилга', 'Мөнх Тавилга ХХК'], ['Оюу Тоглоом', 'Оюу Тойс ХХК'],
  ['Хөх Тэнгэр Аялал', 'Хөх Тэнгэр Тур ХХК'], ['Шунхлай Авто', 'Шунхлай Авто ХХК'], ['Цэцэг Бэлэг', 'Цэцэг Гифт ХХК'],
] as const;

export const BANKS = ['Хаан банк', 'Голомт банк', 'Худалдаа хөгжлийн банк', 'Төрийн банк', 'Хас банк'];

/** A small, seedable generator (mulberry32): the same demo data on every machine. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

export function mobileNumber(rnd: ReturnType<typeof random>): string {
  return `${rnd.pick(['88', '99', '95', '94', '89', '80', '86'])}${String(rnd.int(0, 999999)).padStart(6, '0')}`;
}

const REGISTER_LETTERS = 'АБВГДЕЖЗИКЛМНОӨПРСТУҮФХЦЧШЩЭЮЯ';
export function registerNumber(rnd: ReturnType<typeof random>): string {
  const letter = () => REGISTER_LETTERS[rnd.int(0, REGISTER_LETTERS.length - 1)]!;
  return `${letter()}${letter()}${String(rnd.int(0, 99_999_999)).padStart(8, '0')}`;
}

export function address(rnd: ReturnType<typeof random>): string {
  return `Улаанбаатар, ${rnd.pick(DISTRICTS)} дүүрэг, ${rnd.int(1, 25)}-р хороо, ${rnd.int(1, 120)}-р байр, ${rnd.int(1, 99)} тоот`;
}
