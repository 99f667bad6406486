// Signing up and in, and the profile (signing out is in sign-out.ts: the header on every page needs only that). Each checks its rules, asks the backend, and answers with the stored
// account or what to show.
import { validateAuth, type AuthForm } from '@/lib/accounts/auth';
import { changedProfileFields, pickProfileFields, profileChanges, validateProfile, type ProfileForm, type ProfileValues } from '@/lib/accounts/profile';
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

/**
 * Saves the profile form. A form that opened on `opened` writes only the fields it changed, so a field another tab or
 * device changed meanwhile keeps that change; when it changed one of the same fields, nothing is saved and the
 * refusal names it (Backend.updateProfile).
 */
export async function updateProfile(form: ProfileForm, opened?: ProfileValues): Promise<ShopResult<User>> {
  const errors = validateProfile(form);
  if (hasErrors(errors)) return invalid(checkFields, errors);
  const values = profileChanges(form);
  if (!opened) return (await backend()).updateProfile(values);
  const changed = changedProfileFields(opened, form);
  return (await backend()).updateProfile(pickProfileFields(values, changed), pickProfileFields(opened, changed));
}
