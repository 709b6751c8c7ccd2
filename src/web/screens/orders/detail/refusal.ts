import { createContext, useContext } from 'react';

/**
 * Where an operation's refusal is said on the order's screen: one line under the header that
 * stays until the next operation, as well as the toast that fades.
 */
export interface RefusalReporter { report: (message: string | null) => void }

export const RefusalContext = createContext<RefusalReporter>({ report: () => {} });

export const useRefusal = (): RefusalReporter => useContext(RefusalContext);
