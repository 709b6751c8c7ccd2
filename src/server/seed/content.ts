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
}
