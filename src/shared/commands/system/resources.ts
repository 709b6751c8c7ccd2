import { paymentReturnReasons, paymentReturnSources } from './payment-returns.js';

/** The System settings' plain resources, in the kit's registry (src/shared/resources/registry.ts). */
export const systemResources = [paymentReturnReasons, paymentReturnSources] as const;
