import { loadConsoleMessages, prefetchConsoleMessages } from '../i18n/index.js';

/**
 * The signed-in console's code and the whole of its language's messages, together: what a
 * protected route waits for (under the root's Suspense) before its shell shows. The sign-in page
 * and the other signed-out pages never load it (issue 26: /login's JavaScript stays small).
 */
export function loadConsole() {
  return Promise.all([import('./Console.js'), loadConsoleMessages()]).then(([m]) => m);
}

/**
 * The sign-in page, once idle, fetches the console ahead (its modules and the reader's messages,
 * kept by the browser; nothing renders), so the first screen after signing in does not wait for them.
 */
export function prefetchConsole(): void {
  void import('./Console.js').catch(() => undefined);
  void prefetchConsoleMessages().catch(() => undefined);
}
