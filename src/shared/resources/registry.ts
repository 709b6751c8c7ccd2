import { contentResources } from '../commands/content/resources.js';
import { productResources } from '../commands/products/resources.js';
import { settingsResources } from '../commands/settings/resources.js';
import { systemResources } from '../commands/system/resources.js';
import { supplierResources } from '../commands/suppliers/resources.js';
import { promotionResources } from '../commands/promotions/amway-limits.js';
import { settingsSingletons } from '../commands/settings/singletons.js';
import { merchantProfile } from '../commands/settings/merchant.js';
import { campaignTemplates } from '../commands/marketing/email-campaigns.js';
import { automationRules, automationSettings } from '../commands/marketing/automation.js';
import { merchantStoreLocations } from '../commands/merchant/store-locations.js';
import { merchantInfo } from '../commands/merchant/infos.js';
import { airSupplier } from '../commands/air/supplier.js';
import type { AnyResource } from './define.js';
import type { AnySingleton } from './singleton.js';

/**
 * Every declared plain resource: the catalogue takes their commands from here, the web their
 * screens, the kit's tests their cases. An area adds its list with one line.
 */
export const RESOURCES: readonly AnyResource[] = [...productResources, ...systemResources, ...settingsResources, ...contentResources, ...supplierResources, ...promotionResources, campaignTemplates, automationRules, merchantStoreLocations];

const byName = new Map(RESOURCES.map((r) => [r.def.name, r]));
if (byName.size !== RESOURCES.length) throw new Error('two resources share a name');

export function resourceByName(name: string): AnyResource | undefined {
  return byName.get(name);
}

/** Every declared singleton setting (singleton.ts): one record each, a get and an update, a form. */
export const SINGLETONS: readonly AnySingleton[] = [...settingsSingletons, merchantProfile, automationSettings, merchantInfo, airSupplier] as unknown as readonly AnySingleton[];
