// What every operation shares: the backend, loaded when first used so a page ships only the rules its own forms
// check, and the owner's notifications, queued once a record is stored.
import type { OwnerNews } from './notify-owner';

export const backend = () => import('./current-backend').then((m) => m.backend);

/** Starts loading the backend ahead of the first action, for screens made for writing (checkout, the admin). */
export function preloadBackend(): void {
  void backend();
}

export const notifyOwner = (news: OwnerNews) => void import('./notify-owner').then((m) => m.notifyOwner(news));

export const hasErrors = (errors: object): errors is Record<string, string> => Object.keys(errors).length > 0;

export const checkFields = 'Please check the fields marked in red.';
