import { Lock } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { AdminLoginForm } from '@/components/admin/admin-login-form';

export const metadata: Metadata = {
  title: 'Admin Sign In',
  robots: { index: false },
};

// Its centred lines moved as the rest of their words arrived (a layout shift): the admin frame holds the first paint
// until the page's content is in (components/admin/admin-frame.tsx).
export default function AdminLoginPage() {
  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <div className="w-full max-w-md rounded-card bg-white p-6 shadow-card ring-1 ring-sand/60 sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 inline-flex size-12 items-center justify-center rounded-full bg-linen text-walnut">
            <Icon node={Lock} className="size-6" />
          </span>
          <h1 className="text-3xl font-bold">Admin Sign In</h1>
          <p className="mt-2 text-sm text-muted">For the workshop&apos;s owner: manage products, messages and orders.</p>
        </div>
        <AdminLoginForm />
        <p className="mt-6 text-center text-sm">
          <Link href="/" className="font-medium text-walnut underline underline-offset-4 hover:text-walnut-dark">
            Back to the shop
          </Link>
        </p>
      </div>
    </div>
  );
}
