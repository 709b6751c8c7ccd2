// Synthetic palette entries shaped like what the live results and recent lists bring (orders,
// products, users, help articles), to pad the palette to a benchmark size. Deterministic: every run
// types over the same entries. Used by the matcher section (bench/palette.mjs) and the browser one
// (bench/palette-browser.mjs, through the console's `window.__BO_PALETTE_EXTRA__` hook).
import { rng } from './report.mjs';

const FIRST = ['Бат-Эрдэнэ', 'Ганбаатар', 'Нармандах', 'Өлзий', 'Сүхбаатар', 'Тэмүүлэн', 'Анужин', 'Мөнхзул', 'Enkhjin', 'Bolor', 'Tuvshin', 'Saruul'];
const LAST = ['Дорж', 'Батболд', 'Цэцэг', 'Ганхуяг', 'Оюун', 'Түвшин', 'Baatar', 'Erdene'];
const PRODUCTS = [
  ['Samsung Galaxy A54 smartphone', 'Samsung Galaxy A54 ухаалаг гар утас'], ['Apple iPhone 15 case', 'Apple iPhone 15 гэр'],
  ['Wool blanket', 'Ноолуур хөнжил'], ['Cashmere scarf', 'Ноолууран ороолт'], ['Rice cooker', 'Будаа агшаагч'],
  ['Electric kettle', 'Цахилгаан данх'], ['Winter boots', 'Өвлийн гутал'], ['Milk tea 1 kg', 'Сүүтэй цай 1 кг'],
  ['Children bicycle', 'Хүүхдийн дугуй'], ['LED desk lamp', 'Ширээний гэрэл'], ['Office chair', 'Оффисын сандал'], ['Yogurt 500 g', 'Тараг 500 гр'],
];
const ARTICLES = [
  ['How to approve an order', 'Захиалга батлах заавар'], ['Assigning a driver', 'Жолооч томилох'], ['Mass price update', 'Үнийг бөөнөөр шинэчлэх'],
  ['Sending an SMS campaign', 'SMS кампанит ажил илгээх'], ['Store credits explained', 'Дэлгүүрийн кредит гэж юу вэ'], ['Product returns', 'Бүтээгдэхүүн буцаах'],
];

/**
 * `n` entries `{ id, kind, title, otherTitles, keywords, href }`, kind one of order, product, user,
 * article in turn.
 */
export function syntheticEntries(n, seed = 42) {
  const rand = rng(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const out = [];
  for (let i = 0; out.length < n; i++) {
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    switch (i % 4) {
      case 0: {
        const number = `R${100000000 + i * 7919}`;
        out.push({ id: `order:${i}`, kind: 'order', title: `Order ${number.slice(0, 10)}`, otherTitles: [`Захиалга ${number}`], keywords: [name, `9911${String(1000 + i).slice(-4)}`], href: `/orders/${number}` });
        break;
      }
      case 1: {
        const [en, mn] = pick(PRODUCTS);
        out.push({ id: `product:${i}`, kind: 'product', title: `${en} #${i}`, otherTitles: [mn], keywords: [`SKU-${10000 + i}`, 'products', 'бүтээгдэхүүн'], href: `/products/all/sku-${10000 + i}` });
        break;
      }
      case 2:
        out.push({ id: `user:${i}`, kind: 'user', title: name, otherTitles: [], keywords: [`customer${i}@example.mn`, `8811${String(1000 + i).slice(-4)}`], href: `/u/users/${i}` });
        break;
      default: {
        const [en, mn] = pick(ARTICLES);
        out.push({ id: `article:${i}`, kind: 'article', title: `${en} (${i})`, otherTitles: [mn], keywords: ['help', 'тусламж'], href: '/help' });
      }
    }
  }
  return out;
}
