/** Барааны мөр, илгээмж, тохируулга, хаяг, солилт, төлбөрийн буцаалт, шинэ захиалгын командуудын гарчиг (`commands.orders_ops`). */
import type { MessagesOf } from '../types.js';
import type en from '../en/commands_orders_ops.js';

export default {
  line_item: {
    update: 'Барааны төлөв өөрчлөх',
    return: 'Бараа буцаах',
    ship_item: 'Барааг илгээх',
    not_ship_item: 'Барааг илгээхгүй',
  },
  shipment: {
    transfer_to_location: 'Агуулах руу шилжүүлэх',
    transfer_to_shipment: 'Өөр илгээмж рүү шилжүүлэх',
    add: 'Илгээмжид тоо нэмэх',
    remove: 'Илгээмжээс тоо хасах',
    split: 'Илгээмж хуваах',
  },
  adjustment: {
    list: 'Захиалгын тохируулгууд',
    create: 'Тохируулга нэмэх',
    update: 'Тохируулга засах',
    delete: 'Тохируулга устгах',
  },
  order: {
    update_address: 'Хаяг засах',
    send_parcel: 'Илгээмж илгээх',
    exchange: 'Бараа солих',
    preview: 'Шинэ захиалгын дүнг урьдчилан харах',
    create: 'Шинэ захиалга',
    customer_search: 'Шинэ захиалгын хэрэглэгч хайх',
    item_search: 'Шинэ захиалгын бараа хайх',
  },
  payment_return: {
    list: 'Төлбөрийн буцаалтууд',
    create: 'Төлбөр буцаах',
    complete: 'Төлбөрийн буцаалт дуусгах',
    cancel: 'Төлбөрийн буцаалт цуцлах',
  },
} as const satisfies MessagesOf<typeof en>;
