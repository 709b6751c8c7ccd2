/*
 * The console's push service worker (issue 23, §1 "Push notifications are supported"): shows a
 * push the provider delivers and opens the console where it points when clicked. It reads the
 * OneSignal web payload (`title`, `alert`, `custom.u`) and a plain one (`title`, `body`, `url`).
 * No welcome notification: nothing is shown that the server did not send.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { alert: event.data ? event.data.text() : '' };
  }
  const title = data.title || (data.headings && (data.headings.mn || data.headings.en)) || 'Back office';
  const body = data.alert || data.body || '';
  const url = (data.custom && data.custom.u) || data.url || '/';
  event.waitUntil(self.registration.showNotification(title, { body, data: { url }, tag: (data.custom && data.custom.i) || undefined }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  // only the console's own pages: a push never opens another site from here
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil((async () => {
    const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const tab = open.find((c) => new URL(c.url).origin === self.location.origin);
    if (tab) {
      await tab.focus();
      return tab.navigate(url);
    }
    return self.clients.openWindow(url);
  })());
});
