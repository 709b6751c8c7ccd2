import { asc } from 'drizzle-orm';
import { schema, type DbOrTx } from '../db/index.js';

/** Demo rows of the content area: two authors with a news item and an article, the header menu, a notice. */
export async function seedContent(db: DbOrTx): Promise<void> {
  const [editor, buyer] = await db.insert(schema.authors).values([
    { name: 'Editorial team', bio: 'The shop\'s own news desk.' },
    { name: 'Saraa Bold', bio: 'Writes the buying guides.' },
  ]).returning();
  const paragraph = (text: string) => ({ type: 'paragraph' as const, data: { text } });
  await db.insert(schema.newsItems).values({
    title: 'Энэ долоо хоногт Улаанбаатарт үнэгүй хүргэнэ', preview: '₮100,000-аас дээш захиалгыг ням гараг хүртэл үнэгүй хүргэнэ.', authorId: editor!.id, published: true,
    body: [{ type: 'header', data: { text: 'Үнэгүй хүргэлт', level: 2 } }, paragraph('<b>₮100,000</b>-аас дээш захиалгыг Улаанбаатар хотод үнэгүй хүргэнэ.')],
  });
  await db.insert(schema.contentArticles).values({
    title: 'How to choose a winter coat', preview: 'Down or synthetic, and what −30 °C asks of a coat.', authorId: buyer!.id, published: true,
    body: [paragraph('Ulaanbaatar winters ask for a coat rated to <i>−30 °C</i>.'), { type: 'list', data: { style: 'unordered', items: ['Down fill 600+', 'A hood', 'Long cut'] } }],
  });
  await db.insert(schema.menus).values({
    code: 'header', name: 'Header menu',
    items: [
      { label_en: 'Women', label_mn: 'Эмэгтэй', kind: 'category', target: 'women', children: [
        { label_en: 'Coats', label_mn: 'Пальто', kind: 'category', target: 'women-coats' },
      ] },
      { label_en: 'Men', label_mn: 'Эрэгтэй', kind: 'category', target: 'men', children: [] },
      { label_en: 'Sale', label_mn: 'Хямдрал', kind: 'url', target: '/sale', children: [] },
    ],
  });
  await db.insert(schema.contentNotifications).values({
    path: '/', startsOn: '2026-01-01', endsOn: '2026-12-31', bodyEn: 'Free delivery over ₮100,000 in Ulaanbaatar.', bodyMn: 'Улаанбаатар хотод ₮100,000-аас дээш захиалгыг үнэгүй хүргэнэ.',
  });
  await db.insert(schema.pages).values({
    title: 'Winter sale', slug: 'winter-sale', status: 'published',
    blocks: [
      { kind: 'container', width: 'boxed', margin_top: 16, margin_bottom: 16 },
      { kind: 'slider', autoplay_ms: 5000, slides: [{ image_url: 'https://placehold.co/900x400.png', link: '/sale', alt: 'Winter sale' }] },
      { kind: 'product_list', title_en: 'Warm coats', title_mn: 'Дулаан пальто', source: 'category', skus: [], category: 'women-coats', sort: 'popular', per_page: 12, paginate: true },
    ],
  });
  await seedPollsAndLookBooks(db);
  await seedCompatibility(db);
}

/** A poll with demo votes (so its results show shares), and a look book whose hotspot names a seeded product. */
async function seedPollsAndLookBooks(db: DbOrTx): Promise<void> {
  const [poll] = await db.insert(schema.polls).values({
    questionEn: 'Which delivery time suits you best?', questionMn: 'Танд аль хүргэлтийн цаг тохиромжтой вэ?',
    answers: [{ text_en: 'Morning', text_mn: 'Өглөө' }, { text_en: 'Afternoon', text_mn: 'Өдөр' }, { text_en: 'Evening', text_mn: 'Орой' }],
  }).returning();
  const votes = [12, 5, 23].flatMap((n, answerIndex) => Array.from({ length: n }, () => ({ pollId: poll!.id, answerIndex })));
  await db.insert(schema.pollVotes).values(votes);
  const [product] = await db.select({ sku: schema.products.sku }).from(schema.products).orderBy(asc(schema.products.id)).limit(1);
  await db.insert(schema.lookBooks).values({
    titleEn: 'Winter looks', titleMn: 'Өвлийн төрх',
    images: [{ url: 'https://placehold.co/800x600.png', alt: 'Winter coat', hotspots: product ? [{ x: 0.42, y: 0.35, product: product.sku }] : [] }],
  });
}

/** Parts that fit: a socket and a memory type, a processor and two boards (one that does not fit), a preset and a build. */
async function seedCompatibility(db: DbOrTx): Promise<void> {
  await db.insert(schema.compatibilityFeatures).values([
    { code: 'socket', nameEn: 'CPU socket', nameMn: 'Процессорын залгуур', position: 0 },
    { code: 'memory', nameEn: 'Memory type', nameMn: 'Санах ойн төрөл', position: 1 },
  ]);
  await db.insert(schema.compatibilities).values([
    { product: 'CPU-R7-7700', name: 'Ryzen 7 7700', features: [{ feature: 'socket', value: 'AM5' }, { feature: 'memory', value: 'DDR5' }] },
    { product: 'MB-B650', name: 'B650 board', features: [{ feature: 'socket', value: 'AM5' }, { feature: 'memory', value: 'DDR5' }] },
    { product: 'MB-B550', name: 'B550 board', features: [{ feature: 'socket', value: 'AM4' }, { feature: 'memory', value: 'DDR4' }] },
    { product: 'RAM-DDR5-32', name: 'DDR5 32 GB', features: [{ feature: 'memory', value: 'DDR5' }] },
  ]);
  const [preset] = await db.insert(schema.compatibilityPresets).values({
    nameEn: 'AM5 with DDR5', nameMn: 'AM5, DDR5', features: [{ feature: 'socket', value: 'AM5' }, { feature: 'memory', value: 'DDR5' }],
  }).returning();
  await db.insert(schema.compatibilityBuilds).values({ name: 'Gaming PC', presetId: preset!.id, parts: ['CPU-R7-7700', 'MB-B650', 'RAM-DDR5-32'] });
}
