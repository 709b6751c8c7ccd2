import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { schema, type Db } from '../db/index.js';
import { prepareImage, writeImageFiles, type Prepared } from '../areas/products/images-store.js';

/**
 * Demo pictures for the first products (BO_DEMO_IMAGES; `npm start` asks for every demo product,
 * tests for none). A handful of distinct pictures are drawn once, then each product's copies are
 * written as an upload would leave them: one row per image, its four sizes under the images folder.
 */
const PALETTE = ['#2e90fa', '#12b76a', '#f79009', '#ee46bc', '#7a5af8', '#f04438', '#15b79e', '#667085'];
const SHAPES = [
  '<circle cx="400" cy="400" r="220" fill="#fff" fill-opacity=".85"/>',
  '<rect x="190" y="190" width="420" height="420" rx="48" fill="#fff" fill-opacity=".85"/>',
  '<polygon points="400,160 640,620 160,620" fill="#fff" fill-opacity=".85"/>',
  '<path d="M180 400 Q400 120 620 400 Q400 680 180 400Z" fill="#fff" fill-opacity=".85"/>',
];

function svg(colour: string, shape: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 800 800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#101828" stop-opacity=".55"/></linearGradient></defs>
    <rect width="800" height="800" fill="${colour}"/><rect width="800" height="800" fill="url(#g)"/>${shape}</svg>`);
}

/** Each distinct picture is drawn (and cut to its sizes) once, when a product first needs it. */
function pictures(): (n: number) => Promise<Prepared> {
  const drawn = new Map<number, Promise<Prepared>>();
  return (n) => {
    let p = drawn.get(n);
    if (!p) {
      const source = svg(PALETTE[Math.floor(n / SHAPES.length) % PALETTE.length]!, SHAPES[n % SHAPES.length]!);
      p = sharp(source).webp({ quality: 80 }).toBuffer().then(prepareImage);
      drawn.set(n, p);
    }
    return p;
  };
}

export async function seedDemoImages(db: Db, root: string, limit: number): Promise<number> {
  if (limit <= 0) return 0;
  const products = await db.execute(sql`select id, sku, category from ${schema.products}
    where deleted_at is null and not exists (select 1 from ${schema.productImages} i where i.product_id = ${schema.products}.id)
    order by id limit ${limit}`);
  const rows = (Array.isArray(products) ? products : (products as { rows: unknown[] }).rows) as { id: number | string; sku: string; category: string }[];
  if (!rows.length) return 0;
  const picture = pictures();
  // a product's picture follows its category, so a list reads as a catalogue rather than noise
  const pick = (r: (typeof rows)[number]) =>
    picture([...r.category].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, Number(r.id) % SHAPES.length) % (PALETTE.length * SHAPES.length));
  const byProduct = new Map(rows.map((r) => [Number(r.id), r]));
  let written = 0;
  // a few hundred rows a statement: PGlite binds many thousands of parameters slowly
  for (let i = 0; i < rows.length; i += 250) {
    const slice = rows.slice(i, i + 250);
    const prepared = await Promise.all(slice.map(pick));
    const inserted = await db.insert(schema.productImages).values(slice.map((r, k) => {
      const p = prepared[k]!;
      return {
        productId: Number(r.id), position: 0, alt: r.sku, fileName: `${r.sku.toLowerCase().replace(/[^a-z0-9_-]+/g, '-')}.${p.ext}`,
        contentType: p.contentType, width: p.width, height: p.height, byteSize: p.files.original.length,
      };
    })).returning({ id: schema.productImages.id, productId: schema.productImages.productId, fileName: schema.productImages.fileName });
    for (const image of inserted) await writeImageFiles(root, image.id, image.fileName, (await pick(byProduct.get(image.productId)!)).files);
    written += inserted.length;
  }
  return written;
}
