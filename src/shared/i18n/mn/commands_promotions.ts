/** Урамшууллын командын гарчиг (`commands.promotions.*`). */
export default {
  discount: { list: 'Хөнгөлөлтүүд', get: 'Хөнгөлөлт харах', create: 'Хөнгөлөлт үүсгэх', update: 'Хөнгөлөлт засах', delete: 'Хөнгөлөлт устгах' },
  promotion: { tags: 'Урамшууллын шошгууд', coupon_code_report: 'Купон кодын тайлан' },
  coupon: { codes: 'Купон кодууд', generate: 'Купон код үүсгэх', use: 'Захиалгад купон ашиглах', remove: 'Захиалгаас урамшуулал хасах' },
} as const;
