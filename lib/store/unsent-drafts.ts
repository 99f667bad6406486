// What a shopper has typed in a form and not yet saved, kept in memory for as long as the page is loaded. When the
// shared server ends their session while they write (it expired, or they signed out on another device), the notice's
// Sign in is a link within the shop, so the page stays loaded: signing in again and coming back finds the form as it
// was. Each draft is kept for the account it was typed under and given back to that account only; saving it, or the
// form's Cancel, forgets it. Never written to storage: closing or reloading the tab forgets it.
import type { ProfileForm, ProfileValues } from '@/lib/accounts/profile';
import type { ReviewDraft } from '@/lib/catalogue/reviews';

interface Drafts {
  /** By product id. */
  review: ReviewDraft;
  /** What is typed, and the profile the form opened on (what a save compares with). */
  profile: { form: ProfileForm; opened: ProfileValues };
}

type DraftForm = keyof Drafts;

const drafts = new Map<string, Drafts[DraftForm]>();

const keyOf = (form: DraftForm, userId: string, of: string) => JSON.stringify([form, userId, of]);

/** Keeps what `userId` has typed in `form` (for product `of`, a review); null forgets it (saved, or given up). */
export function keepDraft<F extends DraftForm>(form: F, userId: string, value: Drafts[F] | null, of = ''): void {
  if (value === null) drafts.delete(keyOf(form, userId, of));
  else drafts.set(keyOf(form, userId, of), value);
}

/** What `userId` typed in `form` (for product `of`, a review) and did not save, if anything. */
export function keptDraft<F extends DraftForm>(form: F, userId: string, of = ''): Drafts[F] | undefined {
  return drafts.get(keyOf(form, userId, of)) as Drafts[F] | undefined;
}

/** For tests: forgets every draft. */
export function forgetDrafts(): void {
  drafts.clear();
}
