import { ProfileEditorPage } from '@/components/account/profile-editor';
import { profileCopy } from '@/content/account';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Edit your profile',
  description: 'Change your name, phone number and address: they fill in checkout for you.',
  path: '/profile/edit',
  noIndex: true,
});

export default function ProfileEditPage() {
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 id="profile-edit-heading" className="mb-2 text-4xl font-bold">
        {profileCopy.title}
      </h1>
      <ProfileEditorPage labelledBy="profile-edit-heading" />
    </div>
  );
}
