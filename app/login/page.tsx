import { LoginForm } from '@/components/account/login-form';
import { FirstPaintAfterContent } from '@/components/layout/first-paint-after-content';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Sign in',
  description: 'Sign in or create an account to see your orders, keep your details for checkout and review what you bought.',
  path: '/login',
  noIndex: true,
});

// Its centred lines moved as the rest of their words arrived ('New here?' as its button's label came); the page's
// content is short.
export default function LoginPage() {
  return (
    <div className="container-page py-10 sm:py-14">
      <FirstPaintAfterContent />
      <div className="mx-auto max-w-lg">
        <LoginForm />
      </div>
    </div>
  );
}
