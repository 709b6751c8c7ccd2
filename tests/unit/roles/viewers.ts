import type { Role, Viewer } from '../../../src/shared/roles/index.js';

export interface ViewerSpec {
  roles?: readonly Role[];
  tenantId?: number | null;
  /** Website index; `shop` by default. null: no website selected. */
  website?: string | null;
  features?: readonly string[];
}

/** A viewer as the session builds it: admin when its roles hold admin. */
export function viewer({ roles = [], tenantId = null, website = 'shop', features = [] }: ViewerSpec = {}): Viewer {
  return {
    roles,
    isAdmin: roles.includes('admin'),
    tenantId,
    website: website === null ? null : { index: website, features },
  };
}

/** Every website limit of the catalogue met: air booking, leasing and the sashka website. */
export const EVERY_SITE: Pick<ViewerSpec, 'website' | 'features'> = {
  website: 'sashka',
  features: ['air_booking', 'leasing'],
};
