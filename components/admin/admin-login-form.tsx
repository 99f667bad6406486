'use client';

import { CircleAlert, Eye, EyeOff } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import { messages } from '@/content/messages';
import { adminLoginCopy } from '@/content/admin';
import { configuredAdminCredential, type AdminCredential } from '@/lib/admin/auth';
import { useAdmin, useAdminAccess } from '@/lib/store/admin';
import { useHydrated } from '@/lib/store/hydration';
import { Button } from '@/components/ui/button';
import { controlClasses, FormField, formAlertClasses, TextField } from '@/components/ui/form-field';
import { adminSignIn } from '@/lib/shop/admin';

/**
 * /admin/login: the one admin credential, checked in the browser (lib/admin/auth.ts). A build made without a
 * credential explains how to set one and accepts no sign-in.
 */
export function AdminLoginForm({ credential = configuredAdminCredential }: { credential?: AdminCredential | null }) {
  // With a shared server the owner is an account in its admin role (npm run backend:admin), not a built-in password.
  if (!credential && !process.env.NEXT_PUBLIC_PARSE_SERVER_URL) return <NoCredential />;
  return <SignInForm />;
}

/** A word to the owner before the form: not an error, nothing they typed is wrong. */
const noteClasses = 'rounded-lg border border-maple bg-linen text-sm text-ink';

function NoCredential() {
  return (
    <div role="status" className={`${noteClasses} p-4`}>
      <p className="font-semibold">{adminLoginCopy.notConfiguredTitle}</p>
      <p className="mt-2">{adminLoginCopy.notConfiguredText}</p>
    </div>
  );
}

function SignInForm() {
  const router = useRouter();
  const hydrated = useHydrated();
  const access = useAdminAccess();
  const isAdmin = access === 'granted';
  // A sign-in kept in this browser that no longer opens /admin: the owner is told why they are asked again.
  const keptSignInEnded = useAdmin((s) => s.session !== null) && access === 'denied';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  // Why the last try did not sign in: a wrong pair, a check this browser could not run, or a server that could not
  // be reached (its own words).
  const [failed, setFailed] = useState<'credentials' | 'cannot-check' | 'error' | { unavailable: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const passwordId = useId();
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, ['email', 'password'], (name, value) => (name === 'email' ? setEmail(value) : setPassword(value)));

  // Already signed in (another tab, or back to this page): go to the dashboard.
  useEffect(() => {
    if (hydrated && isAdmin) router.replace('/admin');
  }, [hydrated, isAdmin, router]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    setChecking(true);
    setFailed(null);
    try {
      const signedIn = await adminSignIn(email, password);
      if (signedIn.ok) router.replace('/admin');
      else setFailed(signedIn.failure.kind === 'unavailable' ? { unavailable: signedIn.failure.message } : 'credentials');
    } catch {
      // Browsers give Web Crypto, which the check needs, only to https:// pages and localhost; without it the check
      // cannot run here. Anything else (the sign-in's code not fetched) is a sign-in that did not happen.
      setFailed(globalThis.crypto?.subtle ? 'error' : 'cannot-check');
    } finally {
      setChecking(false);
    }
  }

  return (
    // POST, never GET: before the page is interactive the browser would put the password in the address.
    <form
      method="post"
      ref={formRef}
      onSubmit={submit}
      className="grid gap-5"
      aria-describedby={failed ? errorId : undefined}
      aria-busy={checking || undefined}
    >
      {keptSignInEnded && !failed && (
        <p role="status" className={`${noteClasses} p-3`}>
          {adminLoginCopy.signInEnded}
        </p>
      )}
      {failed && (
        <p id={errorId} role="alert" className={formAlertClasses}>
          <Icon node={CircleAlert} className="mt-0.5 size-4 shrink-0" />
          {typeof failed === 'object'
            ? failed.unavailable
            : failed === 'credentials'
              ? messages.invalidCredentials
              : failed === 'cannot-check'
                ? adminLoginCopy.cannotCheck
                : adminLoginCopy.notSignedIn}
        </p>
      )}
      {/* "email", as on the shop's own sign-in: by HTML's autofill rules "username" is for a text field, not an email one. */}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        aria-invalid={failed === 'credentials' || undefined}
        onChange={(e) => setEmail(e.target.value)}
      />
      <FormField id={passwordId} label="Password" required>
        {(control) => (
          <div className="relative">
            <input
              {...control}
              type={showPassword ? 'text' : 'password'}
              name="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={failed === 'credentials' || undefined}
              onChange={(e) => setPassword(e.target.value)}
              className={controlClasses('field', 'pr-12')}
            />
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-controls={passwordId}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-walnut hover:bg-linen"
            >
              {showPassword ? (
                <Icon node={EyeOff} className="size-5" />
              ) : (
                <Icon node={Eye} className="size-5" />
              )}
            </button>
          </div>
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={!hydrated} busy={checking} className="w-full">
        {messages.adminSignIn}
      </Button>
      <p role="status" className="-mt-2 min-h-5 text-center text-sm text-muted">
        {checking ? adminLoginCopy.checking : ''}
      </p>
    </form>
  );
}
