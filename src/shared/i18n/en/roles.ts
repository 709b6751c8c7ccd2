import type { Role } from '../../roles/roles.js';

/** The roles' names as people read them (role chips, pickers, filters); the ids stay for tools and `bo`. */
export default {
  admin: 'Admin', shop_admin: 'Shop admin', product_admin: 'Product admin', orders: 'Orders', orders_view: 'Orders, view only',
  product: 'Products', product_view: 'Products, view only', merchant_product: "Merchant's products", stock: 'Stock', taxon: 'Categories',
  promotions: 'Promotions', fulfillment: 'Fulfillment', collector: 'Collector', collect: 'Collecting', content: 'Content', page: 'Pages',
  news: 'News', articles: 'Articles', menu: 'Menus', report: 'Reports', finance_report: 'Finance reports', merchant: 'Merchant',
  e_ticket: 'E-tickets', coupon: 'Coupons', marketing: 'Marketing', sms: 'SMS', email: 'Email', users: 'Users',
  cgw: 'Corporate gateway', cgw_income: 'Gateway income', warranty: 'Warranties', contracts: 'Contracts', contracts_view: 'Contracts, view only',
  contacts: 'Contacts', contacts_view: 'Contacts, view only', supplier: 'Suppliers', air_booking: 'Air booking', air_book: 'Air tickets',
  super: 'Super', manager: 'Manager', seller: 'Seller', vendor: 'Vendor', driver: 'Driver', teller: 'Teller', customer: 'Customer',
} as const satisfies Record<Role, string>;
