'use client';

import { KeyRound } from 'lucide';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { authCopy } from '@/content/account';
import { passwordResetCopy as copy } from '@/content/password-reset';
import { NEW_PASSWORD_FIELDS, validateNewPassword, type NewPasswordErrors, type NewPasswordField, type NewPasswordForm } from '@/lib/accounts/password-reset';
import { LOGIN_PATH } from '@/lib/accounts/account-links';
import { messages } from '@/content/messages';
import { Button, ButtonLink } from '@/components/ui/button';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { TextField, textAlertClasses } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';

const cardClasses = 'rounded-card bg-white p-6 shadow-card ring-1 ring-sand/60 sm:p-8';

const labels: Record<NewPasswordField, string> = { password: copy.newPassword, confirmPassword: copy.confirmPassword };

/** A card with a heading that takes the focus when it replaces another, so the change is heard. */
function Panel({ title, text, children, focus = false }: { title: string; text: string; children?: ReactNode; focus?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className={`${cardClasses} text-center`}>
      <Icon node={KeyRound} className="mx-auto size-10 text-oak" />
      <h1 ref={heading} tabIndex={-1} className="mt-3 text-3xl font-bold focus:outline-none">
        {title}
      </h1>
      <p className="mt-3 text-ink">{text}</p>
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

/** The static shop: accounts are this browser's, with no password to forget. */
export function ResetPasswordStatic() {
  return (
    <Panel title={copy.staticTitle} text={copy.staticText}>
      <ButtonLink href={LOGIN_PATH}>{copy.signIn}</ButtonLink>
    </Panel>
  );
}

/** Until the address (and its token) is read in the browser. */
export function ResetPasswordFallback() {
  return (
    <div className={cardClasses} aria-busy="true">
      <p role="status" className="sr-only">
        {copy.checking}
      </p>
      <div className="mx-auto h-10 w-10 animate-pulse rounded-full bg-linen" />
      <div className="mx-auto mt-4 h-8 w-56 animate-pulse rounded bg-linen" />
      <div className="mt-8 h-48 animate-pulse rounded bg-linen" />
    </div>
  );
}

const empty: NewPasswordForm = { password: '', confirmPassword: '' };

/**
 * /reset-password?token=…: the new password, under the sign-up rules, set with the link's one-time token on the
 * server this build names. Then the customer signs in with it; a link that no longer works says so and where to ask
 * for a new one. What was typed stays after any refusal.
 */
export function ResetPasswordForm() {
  const token = useSearchParams().get('token') ?? '';
  const [form, setForm] = useState<NewPasswordForm>(empty);
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'form' | 'saved' | 'invalid'>('form');
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  if (!token || outcome === 'invalid') {
    return (
      <Panel title={copy.invalidTitle} text={copy.invalid} focus={outcome === 'invalid'}>
        <ButtonLink href={LOGIN_PATH}>{copy.askAgain}</ButtonLink>
      </Panel>
    );
  }
  if (outcome === 'saved') {
    return (
      <Panel title={copy.savedTitle} text={copy.saved} focus>
        <ButtonLink href={LOGIN_PATH}>{copy.signIn}</ButtonLink>
      </Panel>
    );
  }

  const change = (field: NewPasswordField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateNewPassword(form);
    setErrors(found);
    setRefusal(null);
    if (focusFirstInvalid(formRef.current, NEW_PASSWORD_FIELDS, found)) return;
    setSaving(true);
    void import('@/lib/shop/server-password-reset')
      .then(({ chooseNewPassword }) => chooseNewPassword(token, form))
      .catch(() => null)
      .then((result) => {
        setSaving(false);
        if (result?.ok) setOutcome('saved');
        else if (result?.failure.kind === 'not-found') setOutcome('invalid');
        else if (result?.failure.kind === 'invalid') {
          setErrors(result.failure.fields);
          focusFirstInvalid(formRef.current, NEW_PASSWORD_FIELDS, result.failure.fields);
        } else setRefusal(result?.failure.message ?? copy.notSaved);
      });
  };

  return (
    <div className={cardClasses}>
      <div className="text-center">
        <Icon node={KeyRound} className="mx-auto size-10 text-oak" />
        <h1 id="reset-heading" className="mt-3 text-3xl font-bold">
          {copy.chooseTitle}
        </h1>
        <p className="mt-2 text-muted">{copy.chooseIntro}</p>
      </div>
      <form ref={formRef} method="post" noValidate onSubmit={submit} className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-4" aria-labelledby="reset-heading">
        {NEW_PASSWORD_FIELDS.map((name) => (
          <TextField
            key={name}
            label={labels[name]}
            required
            name={name}
            type="password"
            autoComplete="new-password"
            hint={name === 'password' ? authCopy.passwordHint : undefined}
            error={errors[name]}
            alertError={name === 'confirmPassword' && errors.confirmPassword === messages.passwordsDoNotMatch}
            value={form[name]}
            onChange={(e) => change(name, e.target.value)}
          />
        ))}
        {refusal && (
          <p ref={refusalRef} tabIndex={-1} role="alert" className={textAlertClasses}>
            {refusal}
          </p>
        )}
        <Button type="submit" size="lg" busy={saving}>
          {saving ? copy.saving : copy.save}
        </Button>
      </form>
    </div>
  );
}
