import { LoginForm } from '@/components/account/login-form';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Sign in',
  description: 'Sign in or create an account to see your orders, keep your details for checkout and review what you bought.',
  path: '/login',
  noIndex: true,
});

export default function LoginPage() {
  return (
    <div className="container-page py-10 sm:py-14">
      <div className="mx-auto max-w-lg">
        <LoginForm />
      </div>
    </div>
  );
}
