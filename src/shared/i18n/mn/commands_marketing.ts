import { campaign_template, email } from './commands_email.js';

/** Маркетингийн командуудын нэр (`commands.marketing.*`). */
export default {
  email,
  campaign_template,
  sms: {
    list: 'SMS кампанит ажлууд', get: 'SMS кампанит ажил харах', recipients: 'SMS хүлээн авагчид', preview: 'SMS илгээхийн өмнө шалгах',
    create: 'Олон хүнд SMS илгээх', cancel: 'SMS кампанит ажил цуцлах', opt_outs: 'SMS-ээс татгалзсан дугаарууд', opt_out: 'Дугаарыг SMS-ээс хасах',
    opt_in: 'Дугаарт SMS дахин илгээх', report: 'SMS тайлан кампанит ажлаар', report_date: 'SMS тайлан өдрөөр', delivery_report: 'SMS гарцын хүргэлтийн мэдээ',
  },
  push: {
    app: 'Пуш аппликейшн харах', devices: 'Пуш төхөөрөмжүүд', devices_sync: 'Төхөөрөмжүүдийг үйлчилгээнээс шинэчлэх', link_device: 'Төхөөрөмжийг бүртгэлдээ холбох',
    segments: 'Пуш сегментүүд', segment_get: 'Пуш сегмент харах', segment_create: 'Пуш сегмент үүсгэх', segment_update: 'Пуш сегмент засах',
    segment_delete: 'Пуш сегмент устгах', notifications: 'Пуш мэдэгдлийн түүх', notification_get: 'Пуш мэдэгдэл харах',
    notification_create: 'Пуш мэдэгдэл илгээх', segment_push: 'Сегментэд пуш илгээх', notification_delete: 'Товлосон пушийг устгах',
  },
};
