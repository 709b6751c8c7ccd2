/** Захиалгын командуудын гарчиг (`commands.orders`). */
import type { MessagesOf } from '../types.js';
import type en from '../en/commands_orders.js';

export default {
  order: {
    list: 'Захиалга хайх',
    get: 'Захиалга харах',
    approve: 'Захиалга батлах',
    cancel: 'Захиалга цуцлах',
    resume: 'Захиалга сэргээх',
    flag: 'Захиалгыг тэмдэглэх эсвэл тэмдэглэгээг авах',
    assign_driver: 'Жолооч оноох',
    drivers: 'Жолоочдын жагсаалт',
    reset_driver: 'Жолоочийг чөлөөлөх',
    comments: 'Захиалгын тэмдэглэл харах',
    comment_create: 'Захиалгад тэмдэглэл нэмэх',
    state_changes: 'Захиалгын төлөвийн түүх харах',
  },
  orders: {
    batch: 'Олон захиалгыг батлах, тэмдэглэх эсвэл жолооч оноох',
    batch_cancel: 'Олон захиалга цуцлах',
  },
  payment: { capture: 'Төлбөр хураах', void: 'Төлбөр хүчингүй болгох' },
  shipment: { ship: 'Илгээмж илгээх', cancel: 'Илгээмж цуцлах', resume: 'Илгээмж сэргээх' },
} satisfies MessagesOf<typeof en>;
