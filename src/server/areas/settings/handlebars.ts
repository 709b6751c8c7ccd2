import Handlebars from 'handlebars';
import { formatMoney } from '../../../shared/i18n/format.js';

/**
 * The shop's one Handlebars environment for customer messages: its own instance (nothing another
 * part registers leaks in), only the built-in helpers (`if`, `unless`, `each`, `with`, `lookup`),
 * so a template cannot call code; prototype access stays off, as Handlebars keeps it by default.
 */
const engine = Handlebars.create();

/** Why a text does not compile, and on which line (1-based) when Handlebars knows it. */
export interface CompileFailure { line: number | null; reason: string }

/** Compiles a text, or says why not: a syntax error, an unknown helper, or a fault on the sample data. */
export function compileTemplate(text: string, escape: boolean): { render: (data: object) => string } | CompileFailure {
  try {
    const render = engine.compile(text, { knownHelpersOnly: true, strict: false, noEscape: !escape });
    // some faults (a helper given no argument) show only once run: run it on the sample data now
    render(SAMPLE_DATA.en);
    return { render: (data) => render(data) };
  } catch (e) {
    const err = e as Error & { lineNumber?: number };
    const message = String(err.message);
    const line = typeof err.lineNumber === 'number' ? err.lineNumber : Number(/on line (\d+)/.exec(message)?.[1]) || null;
    // Handlebars' parse error draws the line with a caret under it; the first and last lines say it
    const parts = message.split('\n').filter((l) => l.trim() && !/^-*\^$/.test(l.trim()));
    const reason = (parts.length > 2 ? parts[parts.length - 1]! : parts.join(' ')).replace(/ - \d+:\d+$/, '').trim();
    return { line, reason };
  }
}

/** What a template is rendered with in the preview: the fields a shop's messages use, as real as the demo. */
export const SAMPLE_DATA = {
  en: sample('en'),
  mn: sample('mn'),
} as const;

function sample(locale: 'en' | 'mn') {
  const mn = locale === 'mn';
  return {
    shop: { name: 'Shop.mn', url: 'https://www.shop.mn', phone: '7700-1234', email: 'help@shop.mn' },
    customer: { name: mn ? 'Бат-Эрдэнэ' : 'Bat-Erdene', first_name: mn ? 'Бат-Эрдэнэ' : 'Bat-Erdene', email: 'customer1@example.mn', phone: '88179558' },
    order: {
      number: 'R100000008', total: formatMoney(18_990_000), item_total: formatMoney(18_490_000), shipment_total: formatMoney(500_000),
      completed_at: '2026/11/25 14:32', state: mn ? 'баталгаажсан' : 'confirmed', payment_due: '2026/11/26 14:32', tracking: 'MN4829130',
      address: mn ? 'Сүхбаатар дүүрэг, 1-р хороо, Олимпийн гудамж 12' : 'Sukhbaatar district, khoroo 1, Olympic street 12',
      items: [
        { name: mn ? 'Ухаалаг цаг' : 'Smart watch', sku: 'SKU-10021', quantity: 1, price: formatMoney(14_990_000) },
        { name: mn ? 'Иогийн дэвсгэр' : 'Yoga mat', sku: 'SKU-20417', quantity: 2, price: formatMoney(1_750_000) },
      ],
    },
    reset_url: 'https://www.shop.mn/password/reset?token=sample',
    code: '482913',
  };
}
