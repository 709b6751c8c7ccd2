import type { ScreenProps } from '../../../index.js';
import { BADGES, BRANDS, OPTION_TYPES, OPTION_VALUES, PROPERTIES, PROTOTYPES, STOCK_LOCATIONS } from './resources.js';
import { ResourceScreen } from './ResourceScreen.js';

/** The route components of the plain resources, one line each: the declaration does the rest. */
export const OptionTypesScreen = ({ params }: ScreenProps) => <ResourceScreen config={OPTION_TYPES} id={params.id} />;
export const OptionValuesScreen = ({ params }: ScreenProps) => <ResourceScreen config={OPTION_VALUES} id={params.id} />;
export const PropertiesScreen = () => <ResourceScreen config={PROPERTIES} />;
export const PrototypesScreen = ({ params }: ScreenProps) => <ResourceScreen config={PROTOTYPES} id={params.id} />;
export const BadgesScreen = () => <ResourceScreen config={BADGES} />;
const SETTINGS_BRANDS = BRANDS('/settings/brands', 'nav.routes.settings_brands');
const SYSTEM_BRANDS = BRANDS('/system/brands', 'nav.routes.system_brands');
export const SettingsBrandsScreen = ({ params }: ScreenProps) => <ResourceScreen config={SETTINGS_BRANDS} id={params.id} />;
export const SystemBrandsScreen = ({ params }: ScreenProps) => <ResourceScreen config={SYSTEM_BRANDS} id={params.id} />;
export const StockLocationsScreen = ({ params }: ScreenProps) => <ResourceScreen config={STOCK_LOCATIONS} id={params.id} />;
