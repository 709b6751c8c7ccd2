/**
 * The demo catalogue of a Mongolian marketplace: a category tree in English and Mongolian, brands,
 * and for every leaf the kinds of goods sold there with their price range in tugriks.
 */
export interface Leaf {
  slug: string;
  en: string;
  mn: string;
  brands: readonly string[];
  /** [English, Mongolian] names of the goods. */
  goods: readonly (readonly [string, string])[];
  /** Tugriks. */
  price: readonly [number, number];
  /** What the variants differ by, if anything. */
  options?: 'colour' | 'size' | 'storage';
  category?: string;
}
export interface Branch { slug: string; en: string; mn: string; leaves: readonly Leaf[] }

export const TREE: readonly Branch[] = [
  { slug: 'electronics', en: 'Electronics', mn: 'Цахилгаан бараа', leaves: [
    { slug: 'phones', en: 'Mobile phones', mn: 'Гар утас', brands: ['Samsung', 'Apple', 'Xiaomi', 'Huawei'], price: [350_000, 4_500_000], options: 'storage',
      goods: [['Smartphone', 'Ухаалаг утас'], ['Phone case', 'Утасны гэр'], ['Wireless charger', 'Утасгүй цэнэглэгч'], ['Power bank', 'Зөөврийн цэнэглэгч']] },
    { slug: 'laptops', en: 'Laptops', mn: 'Зөөврийн компьютер', brands: ['Apple', 'Lenovo', 'HP', 'Asus', 'Dell'], price: [1_200_000, 9_000_000], options: 'storage',
      goods: [['Laptop', 'Зөөврийн компьютер'], ['Ultrabook', 'Хөнгөн зөөврийн компьютер'], ['Gaming laptop', 'Тоглоомын компьютер']] },
    { slug: 'tv-audio', en: 'TV and audio', mn: 'Зурагт, дуу чимээ', brands: ['Samsung', 'LG', 'Sony', 'JBL'], price: [150_000, 7_000_000],
      goods: [['Smart TV', 'Ухаалаг зурагт'], ['Soundbar', 'Дууны самбар'], ['Bluetooth speaker', 'Блютүүт чанга яригч'], ['Headphones', 'Чихэвч']] },
    { slug: 'appliances', en: 'Home appliances', mn: 'Гэр ахуйн цахилгаан', brands: ['LG', 'Samsung', 'Bosch', 'Philips', 'Tefal'], price: [80_000, 5_000_000],
      goods: [['Washing machine', 'Угаалгын машин'], ['Refrigerator', 'Хөргөгч'], ['Vacuum cleaner', 'Тоос сорогч'], ['Electric kettle', 'Цахилгаан данх'], ['Air purifier', 'Агаар цэвэршүүлэгч']] },
  ] },
  { slug: 'home', en: 'Home and living', mn: 'Гэр ахуй', leaves: [
    { slug: 'furniture', en: 'Furniture', mn: 'Тавилга', brands: ['IKEA', 'Мөнх Тавилга', 'Home Style'], price: [120_000, 3_500_000], options: 'colour',
      goods: [['Sofa', 'Буйдан'], ['Office chair', 'Оффисын сандал'], ['Wardrobe', 'Хувцасны шүүгээ'], ['Dining table', 'Хоолны ширээ']] },
    { slug: 'kitchen', en: 'Kitchen', mn: 'Гал тогоо', brands: ['Tefal', 'Luminarc', 'Zepter'], price: [15_000, 900_000],
      goods: [['Frying pan', 'Хайруулын таваг'], ['Cookware set', 'Тогооны иж бүрдэл'], ['Thermos', 'Термос'], ['Knife set', 'Хутганы иж бүрдэл']] },
    { slug: 'bedding', en: 'Bedding', mn: 'Ор дэрний хэрэгсэл', brands: ['Gobi', 'Goyo', 'Home Style'], price: [35_000, 1_200_000], options: 'size',
      goods: [['Camel wool blanket', 'Тэмээний ноосон хөнжил'], ['Pillow', 'Дэр'], ['Bed sheet set', 'Орны даавууны иж бүрдэл']] },
  ] },
  { slug: 'food', en: 'Food and drinks', mn: 'Хүнс, ундаа', leaves: [
    { slug: 'dairy', en: 'Dairy', mn: 'Сүү, сүүн бүтээгдэхүүн', brands: ['Сүү ХК', 'Tesso', 'Мон Ферм'], price: [2_000, 35_000], category: 'food',
      goods: [['Milk 1L', 'Сүү 1л'], ['Yoghurt', 'Тараг'], ['Aaruul', 'Ааруул'], ['Butter', 'Цөцгийн тос'], ['Cheese', 'Бяслаг']] },
    { slug: 'beverages', en: 'Beverages', mn: 'Ундаа', brands: ['APU', 'Coca-Cola', 'Vitafit'], price: [1_500, 60_000], category: 'food',
      goods: [['Mineral water', 'Рашаан ус'], ['Juice', 'Жүүс'], ['Green tea', 'Ногоон цай'], ['Sea buckthorn juice', 'Чацарганы шүүс']] },
    { slug: 'snacks', en: 'Snacks and sweets', mn: 'Амттан, зууш', brands: ['Talkh Chikher', 'Nestle', 'Mars'], price: [1_000, 45_000], category: 'food',
      goods: [['Chocolate', 'Шоколад'], ['Cookies', 'Жигнэмэг'], ['Boortsog', 'Боорцог'], ['Candy box', 'Чихрийн хайрцаг']] },
    { slug: 'meat', en: 'Meat', mn: 'Мах', brands: ['Махимпекс', 'Мах Маркет'], price: [12_000, 180_000], category: 'food',
      goods: [['Beef 1kg', 'Үхрийн мах 1кг'], ['Mutton 1kg', 'Хонины мах 1кг'], ['Buuz pack', 'Бууз багц'], ['Sausage', 'Хиам']] },
  ] },
  { slug: 'beauty', en: 'Beauty', mn: 'Гоо сайхан', leaves: [
    { slug: 'skincare', en: 'Skincare', mn: 'Арьс арчилгаа', brands: ["L'Oreal", 'Nivea', 'Missha', 'Lhamour'], price: [8_000, 350_000], category: 'beauty',
      goods: [['Face cream', 'Нүүрний тос'], ['Sunscreen', 'Нарны тос'], ['Cleansing foam', 'Угаалгын хөөс'], ['Serum', 'Серум']] },
    { slug: 'makeup', en: 'Makeup', mn: 'Нүүр будалт', brands: ['Maybelline', 'MAC', 'Missha'], price: [12_000, 250_000], options: 'colour', category: 'beauty',
      goods: [['Lipstick', 'Уруулын будаг'], ['Foundation', 'Суурь будаг'], ['Mascara', 'Сормуусны будаг']] },
    { slug: 'haircare', en: 'Hair care', mn: 'Үс арчилгаа', brands: ['Pantene', 'Head & Shoulders', 'Dove'], price: [6_000, 120_000], category: 'beauty',
      goods: [['Shampoo', 'Шампунь'], ['Conditioner', 'Ангижруулагч'], ['Hair dryer', 'Үс хатаагч']] },
  ] },
  { slug: 'kids', en: 'Kids and baby', mn: 'Хүүхэд', leaves: [
    { slug: 'toys', en: 'Toys', mn: 'Тоглоом', brands: ['Lego', 'Оюу Тойс', 'Hasbro'], price: [10_000, 900_000],
      goods: [['Building blocks', 'Барилгын шоо'], ['Doll', 'Хүүхэлдэй'], ['Puzzle', 'Пазл'], ['Toy car', 'Тоглоомон машин']] },
    { slug: 'baby-care', en: 'Baby care', mn: 'Нярайн арчилгаа', brands: ['Pampers', 'Huggies', 'Johnson'], price: [8_000, 250_000], options: 'size',
      goods: [['Diapers', 'Живх'], ['Baby wipes', 'Нялхсын салфетка'], ['Baby lotion', 'Нялхсын тос']] },
    { slug: 'kids-clothing', en: 'Kids clothing', mn: 'Хүүхдийн хувцас', brands: ['Gobi', 'Carter\'s', 'Zara Kids'], price: [15_000, 280_000], options: 'size',
      goods: [['Winter jacket', 'Өвлийн куртик'], ['Deel', 'Хүүхдийн дээл'], ['Boots', 'Гутал']] },
  ] },
  { slug: 'fashion', en: 'Fashion', mn: 'Хувцас загвар', leaves: [
    { slug: 'cashmere', en: 'Cashmere', mn: 'Ноолуур', brands: ['Gobi', 'Goyo', 'Алтан Говь'], price: [90_000, 1_500_000], options: 'size',
      goods: [['Cashmere sweater', 'Ноолууран цамц'], ['Cashmere scarf', 'Ноолууран ороолт'], ['Cashmere coat', 'Ноолууран пальто']] },
    { slug: 'men', en: 'Men', mn: 'Эрэгтэй', brands: ['Adidas', 'Nike', 'Uniqlo'], price: [25_000, 700_000], options: 'size',
      goods: [['T-shirt', 'Футболк'], ['Jeans', 'Жинсэн өмд'], ['Sneakers', 'Пүүз'], ['Down jacket', 'Хөвөнтэй куртик']] },
    { slug: 'women', en: 'Women', mn: 'Эмэгтэй', brands: ['Zara', 'Mango', 'Uniqlo'], price: [25_000, 800_000], options: 'size',
      goods: [['Dress', 'Даашинз'], ['Blouse', 'Цамц'], ['Handbag', 'Гар цүнх'], ['Boots', 'Түрийтэй гутал']] },
  ] },
  { slug: 'sports', en: 'Sports and outdoors', mn: 'Спорт, аялал', leaves: [
    { slug: 'fitness', en: 'Fitness', mn: 'Фитнесс', brands: ['Хаан Спорт', 'Adidas', 'Decathlon'], price: [15_000, 2_500_000],
      goods: [['Yoga mat', 'Иогийн дэвсгэр'], ['Dumbbells', 'Гантель'], ['Treadmill', 'Гүйлтийн зам']] },
    { slug: 'outdoor', en: 'Outdoor', mn: 'Аялал', brands: ['The North Face', 'Decathlon', 'Хөх Тэнгэр'], price: [30_000, 1_800_000],
      goods: [['Tent', 'Майхан'], ['Sleeping bag', 'Унтлагын уут'], ['Backpack', 'Үүргэвч']] },
  ] },
  { slug: 'books', en: 'Books', mn: 'Ном', leaves: [
    { slug: 'fiction', en: 'Fiction', mn: 'Уран зохиол', brands: ['Тэнгэр Ном', 'Монсудар'], price: [12_000, 90_000],
      goods: [['Novel', 'Роман'], ['Poetry collection', 'Шүлгийн түүвэр'], ['Short stories', 'Өгүүллэгийн түүвэр']] },
    { slug: 'children-books', en: 'Children\'s books', mn: 'Хүүхдийн ном', brands: ['Тэнгэр Ном', 'Монсудар'], price: [8_000, 60_000],
      goods: [['Picture book', 'Зурагт ном'], ['Fairy tales', 'Үлгэрийн ном']] },
  ] },
  { slug: 'auto', en: 'Auto', mn: 'Авто', leaves: [
    { slug: 'auto-parts', en: 'Parts and accessories', mn: 'Сэлбэг, дагалдах хэрэгсэл', brands: ['Шунхлай Авто', 'Bosch', 'Michelin'], price: [20_000, 2_000_000],
      goods: [['Winter tyre', 'Өвлийн дугуй'], ['Engine oil', 'Хөдөлгүүрийн тос'], ['Dash camera', 'Видео бичлэгч'], ['Car battery', 'Аккумлятор']] },
  ] },
];

export const OPTIONS = {
  colour: { en: 'Colour', mn: 'Өнгө', values: [['black', 'Black', 'Хар'], ['white', 'White', 'Цагаан'], ['red', 'Red', 'Улаан'], ['blue', 'Blue', 'Цэнхэр']] },
  size: { en: 'Size', mn: 'Хэмжээ', values: [['s', 'S', 'S хэмжээ'], ['m', 'M', 'M хэмжээ'], ['l', 'L', 'L хэмжээ'], ['xl', 'XL', 'XL хэмжээ']] },
  storage: { en: 'Storage', mn: 'Багтаамж', values: [['128gb', '128 GB', '128 ГБ'], ['256gb', '256 GB', '256 ГБ'], ['512gb', '512 GB', '512 ГБ']] },
} as const;

export const PROPERTIES = [
  ['material', 'Material', 'Материал'], ['warranty', 'Warranty', 'Баталгаат хугацаа'], ['origin', 'Country of origin', 'Үйлдвэрлэсэн улс'],
  ['weight_net', 'Net weight', 'Цэвэр жин'], ['expiry', 'Shelf life', 'Хадгалах хугацаа'],
] as const;

export const STOCK_LOCATIONS = [
  { name: 'Хан-Уул төв агуулах', code: 'ub-khan-uul', address: 'Улаанбаатар, Хан-Уул дүүрэг, 15-р хороо, Чингисийн өргөн чөлөө 52', phone: '75771010', isDefault: true },
  { name: 'Баянзүрх салбар агуулах', code: 'ub-bayanzurkh', address: 'Улаанбаатар, Баянзүрх дүүрэг, 26-р хороо, Энх тайвны өргөн чөлөө 101', phone: '75772020', isDefault: false },
  { name: 'Сонгинохайрхан агуулах', code: 'ub-songino', address: 'Улаанбаатар, Сонгинохайрхан дүүрэг, 20-р хороо, Баруун 4 зам 7', phone: '75773030', isDefault: false },
] as const;

/** Model words that make 2,000 names differ. */
export const MODELS = ['Lite', 'Pro', 'Max', 'Plus', 'Mini', 'Classic', 'Eco', 'Premium', 'X', 'S', 'Neo', 'Air', 'Ultra', 'Select', 'Home', 'Go'];
