/** The page's entry: draws the app, sends what is unsent, and installs the service worker for offline use. */
import { render } from 'preact';
import { App } from './app';
import { localLogs } from './evenings';
import { syncAll } from './sync';

const root = document.getElementById('app');
if (root) render(<App />, root);

syncAll(localLogs());
window.addEventListener('online', () => syncAll(localLogs()));

if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  navigator.serviceWorker.register('/sw.js').catch(() => {
    // Without a service worker the page still works while open; it just cannot be reopened offline.
  });
}
