'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { dashboardCopy, profileCopy as copy } from '@/content/account';
import { CHECKOUT_COUNTRIES, addressWords, checkoutLabels, regionsByCountry } from '@/content/checkout';
import { isCheckoutCountry } from '@/lib/orders/checkout';
import {
  PROFILE_FIELD_ORDER,
  profileEditOn,
  profileFormFor,
  profileValuesOf,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileForm,
} from '@/lib/accounts/profile';
import { useAccountUi } from '@/lib/store/account-ui';
import { useSession } from '@/lib/store/session';
import { keepDraft, keptDraft } from '@/lib/store/unsent-drafts';
import { updateProfile } from '@/lib/shop/accounts';
import type { User } from '@/types/shop';
import { Button, ButtonLink } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useRequireUser } from './use-account';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { preloadBackend } from '@/lib/shop/run';

const PROFILE_TAB = '/dashboard?tab=profile';

/**
 * /profile/edit: signed-in users only (others go to /login and come back here). `labelledBy` is the id of the
 * page heading that names the form.
 */
export function ProfileEditorPage({ labelledBy }: { labelledBy: string }) {
  const state = useRequireUser();
  if (state.status !== 'ready') {
    return (
      <div aria-busy="true">
        <p role="status" className="text-muted">
          {state.status === 'loading' ? dashboardCopy.loading : copy.redirecting}
        </p>
        <div className="mt-6 h-[32rem] animate-pulse rounded-card bg-white shadow-card ring-1 ring-sand/60" />
      </div>
    );
  }
  return <ProfileEditor user={state.user} labelledBy={labelledBy} />;
}

/** Edit first and last name, phone and address; saving updates the user everywhere (header, checkout pre-fill). */
export function ProfileEditor({ user, labelledBy }: { user: User; labelledBy: string }) {
  useEffect(preloadBackend, []);
  const router = useRouter();
  // What is typed, and the profile as the form opened on it: a save writes only the fields changed since.
  // Back after signing in again (the server had ended the session): what was typed before (unsent-drafts.ts), on
  // the profile as it is now.
  const [{ form, opened }, setEdit] = useState(() => {
    const kept = keptDraft('profile', user.id);
    return kept ? profileEditOn(profileValuesOf(user), kept) : { form: profileFormFor(user), opened: profileValuesOf(user) };
  });
  // The profile read again from the server, or saved in another tab, while the form is open: the fields not changed
  // here show it.
  useEffect(
    () =>
      useSession.subscribe((s, previous) => {
        const now = s.user;
        if (now && now !== previous.user) setEdit((edit) => profileEditOn(profileValuesOf(now), edit));
      }),
    [],
  );
  const [errors, setErrors] = useState<ProfileErrors>({});
  /** Why the last save did not happen, in the words of what refused it (this browser's storage, or the shop's server). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const country = isCheckoutCountry(form.country) ? form.country : CHECKOUT_COUNTRIES[0];
  const words = addressWords[country];

  const change = (field: ProfileField, value: string) => {
    const next: ProfileForm = { ...form, [field]: value };
    // A state of the old country means nothing in the new one.
    if (field === 'country' && isCheckoutCountry(value) && !regionsByCountry[value].some((r) => r.code === next.state)) {
      next.state = '';
    }
    setEdit({ form: next, opened });
    keepDraft('profile', user.id, { form: next, opened });
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(form);
    setErrors(found);
    if (focusFirstInvalid(formRef.current, PROFILE_FIELD_ORDER, found)) {
      return;
    }
    const outcome = await updateProfile(form, opened);
    setRefusal(outcome.ok ? null : outcome.failure.message);
    if (!outcome.ok) {
      // Changed elsewhere meanwhile: the form shows the profile as it now is around what was typed, and saving again
      // puts the customer's values over it.
      const now = useSession.getState().user;
      if (outcome.failure.kind === 'conflict' && now) setEdit((edit) => profileEditOn(profileValuesOf(now), edit, true));
      return;
    }
    keepDraft('profile', user.id, null);
    useAccountUi.getState().setNotice(dashboardCopy.profileSaved);
    router.push(PROFILE_TAB);
  };

  const text = (
    field: ProfileField,
    label: string,
    attributes: { autoComplete: string; type?: string },
    options: { required?: boolean; hint?: string; className?: string } = {},
  ) => (
    <TextField
      label={label}
      required={options.required}
      hint={options.hint}
      error={errors[field]}
      className={options.className}
      name={field}
      type={attributes.type ?? 'text'}
      autoComplete={attributes.autoComplete}
      value={form[field]}
      onChange={(e) => change(field, e.target.value)}
    />
  );

  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={labelledBy}
      className="grid gap-6"
    >
      <div>
        <p className="text-muted">{copy.intro}</p>
        <p className="mt-1 text-sm text-ink">
          <span className="font-semibold">{dashboardCopy.email}:</span> <span className="wrap-anywhere">{user.email}</span>
        </p>
      </div>

      <Fieldset legend={copy.nameHeading}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('firstName', checkoutLabels.firstName, { autoComplete: 'given-name' }, { required: true })}
          {text('lastName', checkoutLabels.lastName, { autoComplete: 'family-name' }, { required: true })}
          {text('phone', copy.phone, { autoComplete: 'tel', type: 'tel' })}
        </div>
      </Fieldset>

      <Fieldset legend={copy.addressHeading} hint={copy.addressHint}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={checkoutLabels.country}
            error={errors.country}
            className="sm:col-span-2"
            name="country"
            autoComplete="country-name"
            value={form.country}
            onChange={(e) => change('country', e.target.value)}
          >
            {CHECKOUT_COUNTRIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
          {text('street', checkoutLabels.street, { autoComplete: 'address-line1' }, { className: 'sm:col-span-2' })}
          {text('city', checkoutLabels.city, { autoComplete: 'address-level2' })}
          <SelectField
            label={words.region}
            error={errors.state}
            name="state"
            autoComplete="address-level1"
            value={form.state}
            onChange={(e) => change('state', e.target.value)}
          >
            <option value="">{copy.chooseRegion}</option>
            {regionsByCountry[country].map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </SelectField>
          {text('zipCode', words.postal, { autoComplete: 'postal-code' }, { hint: words.postalHint })}
        </div>
      </Fieldset>

      <div className="flex flex-wrap gap-3">
        {refusal !== null && (
          <p role="alert" className="w-full rounded-lg border border-ember bg-ember-light p-3 text-sm text-ember">
            {refusal}
          </p>
        )}
        <Button type="submit" size="lg">
          {copy.save}
        </Button>
        <ButtonLink href={PROFILE_TAB} variant="secondary" size="lg" onClick={() => keepDraft('profile', user.id, null)}>
          {copy.cancel}
        </ButtonLink>
      </div>
    </form>
  );
}

function Fieldset({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-card bg-white p-5 shadow-card ring-1 ring-sand/60 sm:p-6">
      <legend className="float-left mb-4 w-full font-serif text-xl font-bold text-bark">
        {legend}
        {hint && <span className="mt-1 block font-sans text-sm font-normal text-muted">{hint}</span>}
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}
