/** Маркетингийн командуудын нэр (`commands.marketing.*`). */
export default {
  sms: {
    list: 'SMS кампанит ажлууд', get: 'SMS кампанит ажил харах', recipients: 'SMS хүлээн авагчид', preview: 'SMS илгээхийн өмнө шалгах',
    create: 'Олон хүнд SMS илгээх', cancel: 'SMS кампанит ажил цуцлах', opt_outs: 'SMS-ээс татгалзсан дугаарууд', opt_out: 'Дугаарыг SMS-ээс хасах',
    opt_in: 'Дугаарт SMS дахин илгээх', report: 'SMS тайлан кампанит ажлаар', report_date: 'SMS тайлан өдрөөр',
  },
};
