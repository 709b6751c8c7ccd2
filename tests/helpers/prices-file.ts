/**
 * One prices.csv for the web price update screen and `bo products price-update --file`. A file's
 * money columns are ₮ as people write them everywhere, so this very file must store the very same
 * möngö through either (tests/web/products-admin.test.ts and tests/cli/products.test.ts).
 */
export const SAME_FILE_SKU = 'P000050';
// `4.35` is a float trap: Number('4.35') * 100 is 434.99999999999994
export const SAME_PRICES_CSV = `sku,price,cost_price\n${SAME_FILE_SKU},"₮12,500.50",4.35\n`;
export const SAME_PRICES_STORED = { price: 1_250_050, cost_price: 435 };
