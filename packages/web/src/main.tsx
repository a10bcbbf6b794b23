/** The page's entry: draws the app, sends what is unsent, and installs the service worker for offline use. */
import { render } from 'preact';
import { App } from './app';
import { localLogs } from './evenings';
import { liveOutbox } from './live/shared';
import { syncAll } from './sync';

const root = document.getElementById('app');
if (root) render(<App />, root);

syncAll(localLogs());
window.addEventListener('online', () => syncAll(localLogs()));
// Table results kept on this phone go as soon as the page opens and whenever the network returns.
void liveOutbox.flush();
window.addEventListener('online', () => void liveOutbox.online());

if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  navigator.serviceWorker.register('/sw.js').catch(() => {
    // Without a service worker the page still works while open; it just cannot be reopened offline.
  });
}
