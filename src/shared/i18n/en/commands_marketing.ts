/** Titles of the marketing area's commands (`commands.marketing.*`). */
export default {
  sms: {
    list: 'List SMS campaigns', get: 'Show SMS campaign', recipients: 'Recipients of an SMS campaign', preview: 'Check an SMS before sending',
    create: 'Send a mass SMS', cancel: 'Cancel an SMS campaign', opt_outs: 'List SMS opt-outs', opt_out: 'Opt a phone out of SMS',
    opt_in: 'Opt a phone back in to SMS', report: 'SMS report by campaign', report_date: 'SMS report by day',
  },
};
