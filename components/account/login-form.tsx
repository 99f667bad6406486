'use client';

import clsx from 'clsx';
import { CircleAlert, UserRound } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { authCopy, authLabels } from '@/content/account';
import { messages } from '@/content/messages';
import { accountMenuCopy } from '@/content/account-menu';
import {
  AUTH_FIELDS,
  emptyAuthForm,
  validateAuth,
  type AuthErrors,
  type AuthField,
  type AuthForm,
  type AuthMode,
} from '@/lib/accounts/auth';
import { safeReturnPath } from '@/lib/accounts/account-links';
import { useAccountUi } from '@/lib/store/account-ui';
import { useHydrated } from '@/lib/store/hydration';
import { useSession } from '@/lib/store/session';
import { signIn, signUp } from '@/lib/shop/accounts';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useLogout } from './use-account';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import { signedOutPrepaintScript } from '@/lib/prepaint';
import { preloadBackend } from '@/lib/shop/run';

/** Accounts on a shared server are the shop's, with real passwords of a length it sets; the static shop's are this browser's. */
const passwordsChecked = Boolean(process.env.NEXT_PUBLIC_PARSE_SERVER_URL);

// A forgotten password is reset through the shared server, which emails a link: only a build with one holds the form.
// The condition is fixed when the site is built, so the static shop's scripts leave the require out.
const forgotPassword: typeof import('./forgot-password-form') | null = process.env.NEXT_PUBLIC_PARSE_SERVER_URL
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
    (require('./forgot-password-form') as typeof import('./forgot-password-form'))
  : null;
const ForgotPassword = forgotPassword?.ForgotPasswordForm ?? null;

const cardClasses = 'rounded-card bg-white p-6 shadow-card ring-1 ring-sand/60 sm:p-8';

const inputAttributes: Record<AuthField, { type: string; autoComplete: (mode: AuthMode) => string }> = {
  firstName: { type: 'text', autoComplete: () => 'given-name' },
  lastName: { type: 'text', autoComplete: () => 'family-name' },
  email: { type: 'email', autoComplete: () => 'email' },
  password: { type: 'password', autoComplete: (mode) => (mode === 'signup' ? 'new-password' : 'current-password') },
  confirmPassword: { type: 'password', autoComplete: () => 'new-password' },
};

/** Where to go once signed in: the `redirect` parameter of the address (same-site paths only), default home. */
const returnPath = () => safeReturnPath(new URLSearchParams(window.location.search).get('redirect'));

/**
 * /login (rules §2, §5): sign in or create an account, then back to the page that sent the shopper. The form is in
 * the page's HTML, so a shopper on a slow phone can start typing before the scripts have run (what they type is
 * kept); until storage is read it shows only to a visitor whom the pre-paint script finds signed out, and the
 * others see a skeleton, then the form or "already signed in".
 */
export function LoginForm() {
  useEffect(preloadBackend, []);
  const router = useRouter();
  const hydrated = useHydrated();
  const user = useSession((s) => s.user);
  const [mode, setMode] = useState<AuthMode>('signin');
  const [forgot, setForgot] = useState(false);
  const [form, setForm] = useState<AuthForm>(emptyAuthForm);
  const [errors, setErrors] = useState<AuthErrors>({});
  const [done, setDone] = useState(false);
  /** Why the server refused (a wrong password, an email already taken, the server down); never in this browser alone. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const modeChanged = useRef(false);

  // After switching modes (or back from the forgotten password), the heading that names the mode takes the focus,
  // so the change is heard.
  useEffect(() => {
    if (!modeChanged.current || forgot) return;
    modeChanged.current = false;
    heading.current?.focus();
  }, [mode, forgot]);

  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const change = (field: AuthField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  useTypedBeforeHydration(formRef, AUTH_FIELDS.signin, change);

  if (done) {
    return (
      <div className={cardClasses}>
        <p role="status" className="text-center text-ink">
          {authCopy.signingIn}
        </p>
      </div>
    );
  }

  if (hydrated && user) return <AlreadySignedIn name={user.firstName || user.email} />;

  if (ForgotPassword && forgot) {
    return (
      <div className={cardClasses}>
        <ForgotPassword
          initialEmail={form.email}
          onBack={() => {
            modeChanged.current = true;
            setForgot(false);
          }}
        />
      </div>
    );
  }

  const switchMode = () => {
    modeChanged.current = true;
    setErrors({});
    setRefusal(null);
    setMode((m) => (m === 'signin' ? 'signup' : 'signin'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAuth(mode, form);
    setErrors(found);
    if (focusFirstInvalid(formRef.current, AUTH_FIELDS[mode], found)) {
      return;
    }
    useAccountUi.getState().setSigningOut(false);
    setRefusal(null);
    setDone(true);
    // In this browser any email signs in; if it cannot be remembered, the storage notice says so. A shared server
    // may refuse: then nobody is signed in, and the form comes back with what was typed and the reason.
    void (mode === 'signup' ? signUp(form) : signIn(form)).then((result) => {
      if (!result.ok && useSession.getState().user === null) {
        setDone(false);
        setRefusal(result.failure.message);
        return;
      }
      router.replace(returnPath());
    });
  };

  const signingUp = mode === 'signup';
  const field = (name: AuthField, className?: string) => (
    <TextField
      key={name}
      label={authLabels[name]}
      required
      error={errors[name]}
      // The shop's rules make 'Passwords do not match' an alert; a field left empty is read with the field the focus
      // goes to, not called out while the focus is on another.
      alertError={name === 'confirmPassword' && errors.confirmPassword === messages.passwordsDoNotMatch}
      hint={name === 'password' && signingUp && passwordsChecked ? authCopy.passwordHint : undefined}
      className={className}
      name={name}
      type={inputAttributes[name].type}
      autoComplete={inputAttributes[name].autoComplete(mode)}
      value={form[name]}
      onChange={(e) => change(name, e.target.value)}
    />
  );

  return (
    <>
      {!hydrated && <script dangerouslySetInnerHTML={{ __html: signedOutPrepaintScript() }} />}
      {!hydrated && <LoginSkeleton className="[[data-signed-out]_&]:hidden" />}
      <div className={clsx(cardClasses, !hydrated && 'hidden [[data-signed-out]_&]:block')}>
        <div className="text-center">
          <Icon node={UserRound} className="mx-auto size-10 text-oak" />
          <h1 ref={heading} id="login-heading" tabIndex={-1} className="mt-3 text-3xl font-bold focus:outline-none">
            {signingUp ? authCopy.signUpTitle : authCopy.signInTitle}
          </h1>
          <p className="mt-2 text-muted">{signingUp ? (passwordsChecked ? authCopy.signUpIntroWithServer : authCopy.signUpIntro) : authCopy.signInIntro}</p>
        </div>

        <form
          method="post"
          ref={formRef}
          noValidate
          onSubmit={submit}
          className="mt-6 grid gap-4 sm:grid-cols-2"
          aria-labelledby="login-heading"
        >
          {signingUp && field('firstName')}
          {signingUp && field('lastName')}
          {field('email', 'sm:col-span-2')}
          {field('password', 'sm:col-span-2')}
          {forgotPassword && !signingUp && (
            <p className="-mt-2 text-right text-sm sm:col-span-2">
              <button
                type="button"
                onClick={() => {
                  setRefusal(null);
                  setErrors({});
                  setForgot(true);
                }}
                className="font-semibold text-walnut underline underline-offset-2 hover:text-walnut-dark"
              >
                {forgotPassword?.forgotLinkLabel}
              </button>
            </p>
          )}
          {signingUp && field('confirmPassword', 'sm:col-span-2')}
          {refusal && (
            <p
              ref={refusalRef}
              tabIndex={-1}
              role="alert"
              className="rounded-lg border border-ember bg-ember-light p-3 text-sm text-ember sm:col-span-2"
            >
              {refusal}
            </p>
          )}
          <Button type="submit" size="lg" disabled={!hydrated} className="sm:col-span-2">
            {signingUp ? authCopy.signUpButton : authCopy.signInButton}
          </Button>
        </form>

        <p className="mt-5 text-center text-sm text-ink">
          {signingUp ? authCopy.toSignInPrompt : authCopy.toSignUpPrompt}{' '}
          <button
            type="button"
            onClick={switchMode}
            className="font-semibold text-walnut underline underline-offset-2 hover:text-walnut-dark"
          >
            {signingUp ? authCopy.toSignIn : authCopy.toSignUp}
          </button>
        </p>
        {!process.env.NEXT_PUBLIC_PARSE_SERVER_URL && (
          <p className="mt-4 flex items-start gap-2 rounded-lg bg-linen px-3 py-2 text-xs text-muted">
            <Icon node={CircleAlert} className="mt-0.5 size-4 shrink-0 text-walnut" />
            {authCopy.deviceNote}
          </p>
        )}
      </div>
    </>
  );
}

/** Shown only in the browser, once storage is read: the address is read there. */
function AlreadySignedIn({ name }: { name: string }) {
  const returnTo = safeReturnPath(useSearchParams().get('redirect'));
  const logout = useLogout();
  return (
    <div className={`${cardClasses} text-center`}>
      <Icon node={UserRound} className="mx-auto size-10 text-oak" />
      <h1 className="mt-3 text-3xl font-bold">{authCopy.signInTitle}</h1>
      <p className="mt-3 text-ink">{authCopy.alreadySignedIn(name)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink href={returnTo === '/' ? '/dashboard' : returnTo}>
          {returnTo === '/' ? authCopy.goToDashboard : authCopy.continue}
        </ButtonLink>
        <Button variant="secondary" onClick={logout}>
          {accountMenuCopy.logout}
        </Button>
      </div>
    </div>
  );
}

/** Until storage is read, for a visitor who may be signed in. */
function LoginSkeleton({ className }: { className?: string }) {
  return (
    <div className={clsx(cardClasses, className)} aria-busy="true">
      <p role="status" className="sr-only">
        {authCopy.loading}
      </p>
      <div className="mx-auto h-10 w-10 animate-pulse rounded-full bg-linen" />
      <div className="mx-auto mt-4 h-8 w-40 animate-pulse rounded bg-linen" />
      <div className="mt-8 h-64 animate-pulse rounded bg-linen" />
    </div>
  );
}
