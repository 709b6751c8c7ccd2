import { campaign_template, email } from './commands_email.js';

/** Titles of the marketing area's commands (`commands.marketing.*`). */
export default {
  email,
  campaign_template,
  sms: {
    list: 'List SMS campaigns', get: 'Show SMS campaign', recipients: 'Recipients of an SMS campaign', preview: 'Check an SMS before sending',
    create: 'Send a mass SMS', cancel: 'Cancel an SMS campaign', opt_outs: 'List SMS opt-outs', opt_out: 'Opt a phone out of SMS',
    opt_in: 'Opt a phone back in to SMS', report: 'SMS report by campaign', report_date: 'SMS report by day', delivery_report: "The SMS gateway's delivery report",
  },
  push: {
    app: 'Show the push app', devices: 'List push devices', devices_sync: 'Sync push devices from the provider', link_device: 'Link a device to my account',
    segments: 'List push segments', segment_get: 'Show a push segment', segment_create: 'Create a push segment', segment_update: 'Update a push segment',
    segment_delete: 'Delete a push segment', notifications: 'Push history', notification_get: 'Show a push notification',
    notification_create: 'Send a push notification', segment_push: 'Send a push to a segment', notification_delete: 'Delete a scheduled push',
  },
  rfm: { grid: 'RFM cells of the website', customers: 'Customers of an RFM cell', refresh: 'Refresh RFM scores', refresh_job: 'RFM scores refreshed' },
  automation: { runs: 'Automation runs', evaluate: 'Evaluate the automation rules now' },
  automation_rule: { list: 'List automation rules', get: 'Show an automation rule', create: 'Create an automation rule', update: 'Update an automation rule', delete: 'Delete an automation rule', audits: 'Changes of an automation rule' },
  automation_settings: { get: 'Show the automation frequency cap', update: 'Change the automation frequency cap' },
};
