'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { authLabels } from '@/content/account';
import { passwordResetCopy as copy } from '@/content/password-reset';
import { validateForgot } from '@/lib/accounts/password-reset';
import { requestPasswordReset } from '@/lib/shop/server-password-reset';
import { Button } from '@/components/ui/button';
import { TextField, textAlertClasses } from '@/components/ui/form-field';

/** The button on the sign-in form that opens this one. */
export const forgotLinkLabel = copy.forgotLink;

/**
 * /login's "Forgot your password?" (a build with the shared server only: login-form.tsx): the customer types their
 * email and the server emails a link to /reset-password when an account has it. The answer reads the same either
 * way, so nobody learns from it whether an address has an account. What was typed stays after a refusal.
 */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const answer = useRef<HTMLParagraphElement>(null);

  // Opened from the sign-in form: its heading takes the focus, so the change is heard.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (sentTo || refusal) answer.current?.focus();
  }, [sentTo, refusal]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateForgot({ email }).email;
    setError(found);
    setRefusal(null);
    setSentTo(null);
    if (found) {
      field.current?.focus();
      return;
    }
    setSending(true);
    void requestPasswordReset({ email }).then((result) => {
      setSending(false);
      if (result.ok) setSentTo(email.trim());
      else if (result.failure.kind === 'invalid') setError(result.failure.fields.email);
      else setRefusal(result.failure.message);
    });
  };

  return (
    <>
      <div className="text-center">
        <h1 ref={heading} tabIndex={-1} id="forgot-heading" className="text-3xl font-bold focus:outline-none">
          {copy.forgotTitle}
        </h1>
        <p className="mt-2 text-muted">{copy.forgotIntro}</p>
      </div>
      <form method="post" noValidate onSubmit={submit} className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-4" aria-labelledby="forgot-heading">
        <TextField
          ref={field}
          label={authLabels.email}
          required
          error={error}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(undefined);
          }}
        />
        {sentTo && (
          <p ref={answer} tabIndex={-1} role="status" className="rounded-lg border border-sand bg-linen p-3 text-sm text-ink wrap-anywhere">
            {copy.sent(sentTo)}
          </p>
        )}
        {refusal && (
          <p ref={answer} tabIndex={-1} role="alert" className={textAlertClasses}>
            {refusal}
          </p>
        )}
        <Button type="submit" size="lg" busy={sending}>
          {sending ? copy.sending : copy.sendLink}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm">
        <button type="button" onClick={onBack} className="font-semibold text-walnut underline underline-offset-2 hover:text-walnut-dark">
          {copy.backToSignIn}
        </button>
      </p>
    </>
  );
}
