/** Titles of the promotions area's commands (`commands.promotions.*`, issue 16). */
export default {
  discount: { list: 'List discounts', get: 'Show discount', create: 'Create discount', update: 'Update discount', delete: 'Delete discount' },
  promotion: { tags: 'List promotion tags', coupon_code_report: 'Coupon code report', explain: 'Explain an order’s promotions', simulate: 'Simulate a discount over past orders' },
  coupon: { codes: 'List coupon codes', generate: 'Generate coupon codes', use: 'Apply a coupon to an order', remove: 'Remove a promotion from an order' },
  gift_card: { list: 'List gift cards', get: 'Show gift card', issue: 'Issue a gift card', resend: 'Resend a gift card', redeem: 'Pay an order with a gift card' },
  amway_limit: { list: 'List purchase limits', get: 'Show purchase limit', create: 'Create purchase limit', update: 'Update purchase limit', delete: 'Delete purchase limit', audits: 'History of a purchase limit' },
  amway: { usage: 'Purchase limit usage by customer (sashka)' },
  lottery_event: {
    list: 'List prize draws', get: 'Show prize draw', create: 'Create prize draw', update: 'Update prize draw', delete: 'Delete prize draw',
    audits: 'History of a prize draw', entrants: 'Orders taking part in a prize draw', draw: 'Draw the winners of a prize draw',
    winners: 'Winners of a prize draw', verify: 'Verify a prize draw from its seed',
  },
} as const;
