// What every operation shares: the backend, loaded when first used so a page ships only the rules its own forms
// check, and the owner's notifications, queued once a record is stored.
import { loadOnce } from '@/lib/util/load-once';
import { whenIdle } from '@/lib/util/when-idle';
import type { Backend } from './backend';
import type { OwnerNews } from './notify-owner';

let ownerNews: typeof import('./notify-owner') | null = null;
const loadOwnerNews = loadOnce(() => import('./notify-owner').then((m) => (ownerNews = m)));

/**
 * Queues the owner's email about a record just stored, in the static shop. It is loaded with the backend, so the
 * queueing is written in the same step as the record, before anything else waits: a reload or a lost connection right
 * after the shopper is told cannot leave a record the owner never hears of. A build with the shared server queues
 * nothing here and never loads the browser's outbox: the server emails the owner in the same save as the record
 * (server/mail).
 */
export function notifyOwner(news: OwnerNews): void {
  if (process.env.NEXT_PUBLIC_PARSE_SERVER_URL) return;
  if (ownerNews) void ownerNews.notifyOwner(news);
  else loadOwnerNews().then((m) => m.notifyOwner(news), (error: unknown) => console.error('Could not queue the owner notification', error));
}

/**
 * The backend this build uses: the shared server when the build names one (NEXT_PUBLIC_PARSE_SERVER_URL, inlined
 * at build time, so the static build drops the server branch and ships none of its code), else browser storage.
 */
export const backend: () => Promise<Backend> = loadOnce(() =>
  process.env.NEXT_PUBLIC_PARSE_SERVER_URL
    ? import('./server-backend').then((m) => m.serverBackend)
    : Promise.all([import('./browser-backend').then((m) => m.browserBackend), loadOwnerNews()]).then(([loaded]) => loaded),
);

/**
 * Loads the backend ahead of the first action, for screens made for writing (checkout, the admin): once the
 * browser is idle, so a screen's first paint never waits on it. Returns the cancel, as an effect's cleanup.
 */
export function preloadBackend(): () => void {
  return whenIdle(() => void backend());
}

export const hasErrors = (errors: object): errors is Record<string, string> => Object.keys(errors).length > 0;

export const checkFields = 'Please check the fields marked in red.';
