export * from './bookings.js';
export { airSupplier, SECRET_MASK } from './supplier.js';
