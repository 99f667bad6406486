// Signing up and in, and the profile (signing out is in sign-out.ts: the header on every page needs only that). Each checks its rules, asks the backend, and answers with the stored
// account or what to show.
import { validateAuth, type AuthForm } from '../auth';
import { profileChanges, validateProfile, type ProfileForm } from '../profile';
import type { User } from '@/types/shop';
import { invalid, type ShopResult } from './result';
import { backend, checkFields, hasErrors } from './run';

export async function signUp(form: AuthForm): Promise<ShopResult<User>> {
  const errors = validateAuth('signup', form);
  return hasErrors(errors) ? invalid(checkFields, errors) : (await backend()).signUp(form);
}

export async function signIn(form: AuthForm): Promise<ShopResult<User>> {
  const errors = validateAuth('signin', form);
  return hasErrors(errors) ? invalid(checkFields, errors) : (await backend()).signIn(form);
}

export async function updateProfile(form: ProfileForm): Promise<ShopResult<User>> {
  const errors = validateProfile(form);
  return hasErrors(errors) ? invalid(checkFields, errors) : (await backend()).updateProfile(profileChanges(form));
}
