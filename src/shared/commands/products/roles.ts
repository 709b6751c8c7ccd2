import type { Role } from '../../roles/roles.js';

// §2 gives the products routes no role list; these follow §6's product roles, the same sets as the
// routes in src/shared/roles/routes/products.ts, so a screen and its calls agree.
/** Reading the catalogue: view-only staff, merchants (their own vendors), stock keepers. */
export const READ: readonly Role[] = ['admin', 'product_admin', 'product', 'product_view', 'merchant_product', 'stock'];
/** Creating and editing products: no view-only role. */
export const EDIT: readonly Role[] = ['admin', 'product_admin', 'product', 'merchant_product'];
/** Approving what merchants made. */
export const APPROVE: readonly Role[] = ['admin', 'product_admin'];
/** Catalogue-wide changes (mass price update): staff editors only. */
export const STAFF_EDIT: readonly Role[] = ['admin', 'product_admin', 'product'];
/** Counting stock: editors and the stock role. */
export const STOCK_EDIT: readonly Role[] = ['admin', 'product_admin', 'product', 'merchant_product', 'stock'];
/** The category tree belongs to the taxon role. */
export const TAXON_READ: readonly Role[] = [...READ, 'taxon'];
export const TAXON_EDIT: readonly Role[] = ['admin', 'product_admin', 'taxon'];
/** Product-related system settings (option types, properties, prototypes, brands): [shop_admin, product_admin]. */
export const SYSTEM_READ: readonly Role[] = [...READ, 'taxon', 'shop_admin'];
export const SYSTEM_EDIT: readonly Role[] = ['admin', 'shop_admin', 'product_admin'];
/** Stock locations are settings of the stock keepers. */
export const LOCATION_EDIT: readonly Role[] = ['admin', 'product_admin', 'stock'];
