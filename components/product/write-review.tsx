'use client';

import clsx from 'clsx';
import { CircleAlert, CircleCheck, PenLine, Star } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { useOneSave } from '@/components/ui/use-one-save';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { reviewFormCopy as copy } from '@/content/review-form';
import { messages } from '@/content/messages';
import { loginPath } from '@/lib/accounts/account-links';
import { DEFAULT_RATING, type ReviewDraft } from '@/lib/catalogue/reviews';
import { productPath } from '@/lib/routes';
import { useHydrated } from '@/lib/store/hydration';
import { submitReview } from '@/lib/shop/reviews';
import { useSession } from '@/lib/store/session';
import { keepDraft, keptDraft } from '@/lib/store/unsent-drafts';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/form-field';

const emptyDraft: ReviewDraft = { rating: DEFAULT_RATING, title: '', comment: '' };
const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Write a Review (rules §4, §5): for signed-in shoppers a button that shows and hides the form; visitors get a
 * link to log in and come back. Meant for the reviews section's `actions`: it lays itself out on full-width rows.
 */
export function WriteReview({ productId }: { productId: string }) {
  const hydrated = useHydrated();
  const userId = useSession((s) => s.user?.id ?? null);
  const signedIn = userId !== null;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ReviewDraft>(emptyDraft);
  const [error, setError] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  // The account the review is typed under, still known once the server has ended its session (userId null). A new
  // one (signed in again, back from the sign-in): the review it left unsent (unsent-drafts.ts), the form open on it.
  const [typedFor, setTypedFor] = useState<string | null>(null);
  if (userId !== null && userId !== typedFor) {
    setTypedFor(userId);
    const kept = keptDraft('review', userId, productId);
    if (kept) {
      setDraft(kept);
      setOpen(true);
    } else if (typedFor !== null) {
      // Another account now: nothing of the last one's review shows.
      setDraft(emptyDraft);
      setOpen(false);
    }
  }
  const { saving, run } = useOneSave();
  const ids = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLInputElement>(null);
  const comment = useRef<HTMLTextAreaElement>(null);
  const focusTitle = useRef(false);

  useEffect(() => {
    if (open && focusTitle.current) {
      focusTitle.current = false;
      title.current?.focus();
    }
  }, [open]);

  if (!hydrated) return null;

  if (!signedIn && !open) {
    return (
      <Link
        href={loginPath(productPath(productId))}
        className="inline-flex items-center gap-2 rounded-lg px-1 py-2 text-sm font-semibold text-walnut underline underline-offset-2 hover:text-walnut-dark"
      >
        <Icon node={PenLine} className="size-4" />
        {copy.loginPrompt}
      </Link>
    );
  }

  const formId = `${ids}-form`;
  const errorId = `${ids}-error`;
  const blankTitle = error === messages.fillAllFields && draft.title.trim() === '';
  const blankComment = error === messages.fillAllFields && draft.comment.trim() === '';

  const change = (changes: Partial<ReviewDraft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    if (typedFor) keepDraft('review', typedFor, next, productId);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      const result = await submitReview(productId, draft);
      if (!result.ok) {
        setError(result.failure.message);
        if (draft.title.trim() === '') title.current?.focus();
        else if (draft.comment.trim() === '') comment.current?.focus();
        return;
      }
      setError(null);
      setDraft(emptyDraft);
      if (typedFor) keepDraft('review', typedFor, null, productId);
      setOpen(false);
      setThanked(true);
      toggle.current?.focus();
    });
  };

  return (
    <>
      {signedIn && (
        <Button
          ref={toggle}
          variant={open ? 'secondary' : 'primary'}
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => {
            focusTitle.current = !open;
            setOpen((o) => !o);
            setThanked(false);
          }}
        >
          <Icon node={PenLine} className="size-4" />
          {messages.writeReview}
        </Button>
      )}
      {thanked && (
        <p role="alert" className="flex w-full items-center gap-2 rounded-lg bg-moss-light px-4 py-3 font-medium text-moss">
          <Icon node={CircleCheck} className="size-5 shrink-0" />
          {messages.reviewThanks}
        </p>
      )}
      <form
        method="post"
        id={formId}
        hidden={!open}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby={`${ids}-heading`}
        className="grid w-full gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-sand/60 sm:p-6"
      >
        <h3 id={`${ids}-heading`} className="text-xl font-bold">
          {copy.heading}
        </h3>
        <fieldset>
          <legend className="text-sm font-semibold text-bark">{copy.rating}</legend>
          <div className="mt-1 flex flex-wrap items-center gap-1">
            {STARS.map((n) => (
              <label
                key={n}
                className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-oak"
              >
                <input
                  type="radio"
                  name={`${ids}-rating`}
                  value={n}
                  checked={draft.rating === n}
                  onChange={() => change({ rating: n })}
                  className="sr-only"
                />
                <Icon
                  node={Star}
                  className={clsx('size-7', n <= draft.rating ? 'fill-star text-star' : 'text-oak')}
                  strokeWidth={1.5}
                />
                <span className="sr-only">{copy.stars(n)}</span>
              </label>
            ))}
            <span className="ml-2 text-sm text-muted" aria-hidden="true">
              {copy.stars(draft.rating)}
            </span>
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${ids}-title`} className="block text-sm font-semibold text-bark">
            {copy.title}
          </label>
          <input
            ref={title}
            id={`${ids}-title`}
            name="title"
            value={draft.title}
            placeholder={copy.titlePlaceholder}
            onChange={(e) => change({ title: e.target.value })}
            aria-invalid={blankTitle || undefined}
            aria-describedby={blankTitle ? errorId : undefined}
            className={controlClasses('field', 'mt-1')}
          />
        </div>
        <div>
          <label htmlFor={`${ids}-comment`} className="block text-sm font-semibold text-bark">
            {copy.comment}
          </label>
          <textarea
            ref={comment}
            id={`${ids}-comment`}
            name="comment"
            rows={4}
            value={draft.comment}
            placeholder={copy.commentPlaceholder}
            onChange={(e) => change({ comment: e.target.value })}
            aria-invalid={blankComment || undefined}
            aria-describedby={blankComment ? errorId : undefined}
            className={controlClasses('field', 'mt-1')}
          />
        </div>
        {error && (
          <p id={errorId} role="alert" className="flex items-center gap-2 text-sm font-medium text-ember">
            <Icon node={CircleAlert} className="size-4 shrink-0" />
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={saving}>
            {saving ? copy.submitting : copy.submit}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setOpen(false);
              if (typedFor) keepDraft('review', typedFor, null, productId);
              toggle.current?.focus();
            }}
          >
            {copy.cancel}
          </Button>
        </div>
      </form>
    </>
  );
}
