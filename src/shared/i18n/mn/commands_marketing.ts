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
  rfm: { grid: 'Сайтын RFM ангиллууд', customers: 'RFM ангиллын харилцагчид', refresh: 'RFM оноо шинэчлэх', refresh_job: 'RFM оноо шинэчлэгдсэн' },
  automation: { runs: 'Автоматжуулалтын ажиллагаа', evaluate: 'Автомат дүрмүүдийг одоо шалгах' },
  automation_rule: { list: 'Автомат дүрмүүд', get: 'Автомат дүрэм харах', create: 'Автомат дүрэм үүсгэх', update: 'Автомат дүрэм засах', delete: 'Автомат дүрэм устгах', audits: 'Автомат дүрмийн өөрчлөлтүүд' },
  automation_settings: { get: 'Автоматжуулалтын давтамжийн хязгаар харах', update: 'Автоматжуулалтын давтамжийн хязгаар өөрчлөх' },
};
