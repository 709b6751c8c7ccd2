import orders_new from './orders_new.js';
import orders_extra_ui from './orders_extra_ui.js';
import orders_web from './orders_web.js';
import orders_messages from './orders_messages.js';
import cli from './cli.js';
import commands from './commands.js';
import dashboard from './dashboard.js';
import errors from './errors.js';
import help_ui from './help_ui.js';
import kit from './kit.js';
import nav from './nav.js';
import palette from './palette.js';
import products_admin from './products_admin.js';
import products_ui from './products_ui.js';
import ui from './ui.js';
import users from './users.js';
import notifications from './notifications.js';
import roles from './roles.js';
import products_mass from './products_mass.js';
import lists from './lists.js';
import system_ui from './system_ui.js';
import jobs from './jobs.js';
import settings_ui from './settings_ui.js';
import content_ui from './content_ui.js';
import promotions_ui from './promotions_ui.js';
import gateway_ui from './gateway_ui.js';

export default { cli, orders_new, orders_extra_ui, orders_web, orders_messages, commands, dashboard, errors, nav, ui, notifications, help_ui, palette, kit, users, roles, products_admin, products_mass, products_ui, lists, system_ui, jobs, settings_ui, content_ui, promotions_ui, gateway_ui, suppliers_ui: suppliersScreens.suppliers, warranties_ui: suppliersScreens.warranties, contact_forms_ui: suppliersScreens.contact_forms, marketing_ui, email_ui, fulfillment_ui, rfm_ui, automation_ui, reports_ui, eticket_ui, merchant_ui, air_ui };
import eticket_ui from './eticket_ui.js';
import air_ui from './air_ui.js';
import suppliersScreens from './suppliers_ui.js';

import marketing_ui from './marketing_ui.js';
import reports_ui from './reports_ui.js';
import email_ui from './email_ui.js';

import rfm_ui, { automation as automation_ui } from './rfm_ui.js';

import fulfillment_ui from './fulfillment_ui.js';
import merchant_ui from './merchant_ui.js';

