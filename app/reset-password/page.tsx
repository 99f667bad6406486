import { Suspense } from 'react';
import { ResetPasswordFallback, ResetPasswordForm, ResetPasswordStatic } from '@/components/account/reset-password-form';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Choose a new password',
  description: 'Choose a new password for your account, from the link we emailed you.',
  path: '/reset-password',
  noIndex: true,
});

/**
 * Where the password-reset link the shop's server emails leads (server/mail, docs/email.md), with its one-time token
 * in the address. The static shop has no passwords: its page says so.
 */
export default function ResetPasswordPage() {
  return (
    <div className="container-page py-10 sm:py-14">
      <div className="mx-auto max-w-lg">
        {process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? (
          <Suspense fallback={<ResetPasswordFallback />}>
            <ResetPasswordForm />
          </Suspense>
        ) : (
          <ResetPasswordStatic />
        )}
      </div>
    </div>
  );
}
