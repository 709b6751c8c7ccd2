import { describe, expect, it } from 'vitest';
import { createStoreCredit } from '../../src/shared/commands/users.js';
import { massUpdate } from '../../src/shared/commands/products/prices.js';
import { moneyPaths, readMoney, showMoney } from '../../src/web/kit/form/money.js';

// issue 13: ₮ in every human-facing input, the generated forms (order actions, the palette) too
describe('money in generated forms', () => {
  it('reads ₮ as people write it into the möngö the API takes, and names what is no amount', () => {
    const paths = moneyPaths(createStoreCredit.money);
    expect(readMoney({ amount: '12,500.50' }, paths)).toEqual({ values: { amount: '1250050' }, bad: [] });
    expect(readMoney({ amount: '₮-3' }, paths).values.amount).toBe('-300');
    expect(readMoney({ amount: '1.234' }, paths).bad).toEqual(['amount']);
    expect(readMoney({ amount: '' }, paths)).toEqual({ values: { amount: '' }, bad: [] });
  });

  it("a rule's value is money only when it is an amount, not a percent", () => {
    const paths = moneyPaths(massUpdate.money);
    expect(readMoney({ rule: { by: 'amount', value: '1,000' } }, paths).values).toEqual({ rule: { by: 'amount', value: '100000' } });
    expect(readMoney({ rule: { by: 'percent', value: '10' } }, paths).values).toEqual({ rule: { by: 'percent', value: '10' } });
  });

  it('shows a default the server gave in möngö as ₮', () => {
    expect(showMoney({ amount: 1250050 }, moneyPaths(['amount']))).toEqual({ amount: '₮12,500.50' });
  });
});
