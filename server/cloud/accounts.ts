// Accounts: their password policy, the rules an account is saved under, and who a session is.
import { profileChangedElsewhere } from '@/content/account';
import { authErrors } from '@/content/auth-errors';
import { tooLong } from '@/content/limits';
import { profileFieldsChangedElsewhere, profileValuesOf, validateAccount, type ProfileForm } from '@/lib/accounts/profile';
import { PASSWORD_MIN_LENGTH } from '@/lib/limits';
import { RESET_LINK_VALID_SECONDS } from '@/lib/accounts/password-reset';
import { FUNCTIONS } from '@/lib/shop/server-protocol';
import { accountWriteSchema } from '@/lib/schemas';
import { isRecord } from '@/lib/store/stored-values';
import type { FunctionRequest, ParseObject, ParseSdk, TriggerRequest } from './parse-api';
import type { CloudContext } from './shared';
import { mailStatus } from '@/server/mail/status';

/**
 * Parse Server's `passwordPolicy`: an account's password, at sign-up, changed or reset, has PASSWORD_MIN_LENGTH
 * characters or more. A password-reset link (server/mail, docs/email.md) works for RESET_LINK_VALID_SECONDS, and each
 * request makes a new one (an older link stops working); Parse ends the account's sessions once it is used.
 */
export const PASSWORD_POLICY = {
  validatorCallback: (password: string) => [...password].length >= PASSWORD_MIN_LENGTH,
  validationError: authErrors.passwordTooShort,
  resetTokenValidityDuration: RESET_LINK_VALID_SECONDS,
  resetTokenReuseIfValid: false,
};

/**
 * Why the fields a request writes on an account (`written`) are not the profile's, in words for whoever sent them:
 * an over-long one as the profile form says it; null when they are the profile's.
 */
export function accountWriteProblem(written: Record<string, unknown>): string | null {
  const result = accountWriteSchema.safeParse(written);
  if (result.success) return null;
  const [issue] = result.error.issues;
  if (issue.code === 'unrecognized_keys') return `An account does not keep “${[...issue.path, issue.keys[0]].join('.')}”.`;
  if (issue.code === 'too_big' && issue.origin === 'string') {
    const value = issue.path.reduce<unknown>((part, key) => (isRecord(part) ? part[String(key)] : undefined), written);
    return tooLong(Number(issue.maximum), [...String(value)].length);
  }
  return `An account’s “${issue.path.join('.')}” is not of the kind the profile keeps.`;
}

export function registerAccounts(Parse: ParseSdk, cloud: CloudContext): void {
  const { forbidden, invalid, conflict, isOwner, requireUser, refuseChosenId } = cloud;

  /** The account as the profile page edits it (a field it does not have reads blank), and its email. */
  function accountFields(user: ParseObject): ProfileForm & { email: string } {
    const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
    const address = (user.get('address') ?? {}) as Record<string, unknown>;
    return {
      firstName: text(user.get('firstName')),
      lastName: text(user.get('lastName')),
      phone: text(user.get('phone')),
      country: text(address.country),
      street: text(address.street),
      city: text(address.city),
      state: text(address.state),
      zipCode: text(address.zipCode),
      email: text(user.get('email') ?? user.get('contactEmail')),
    };
  }

  // Accounts: Parse signs them up and keeps them private (enforcePrivateUsers); the server gives their ids.
  Parse.Cloud.beforeSave('_User', (request: TriggerRequest) => {
    refuseChosenId(request);
    if (request.master) return;
    const written = Object.fromEntries(request.object.dirtyKeys().filter((key) => key !== 'ACL').map((key) => [key, request.object.get(key)]));
    const unkept = accountWriteProblem(written);
    if (unkept) throw invalid(unkept);
    // Each account reads and writes only itself, whatever ACL a client sends: one open to everyone would let anyone
    // set its password. A new account's id is not known yet; Parse adds the account to an empty ACL when it is made.
    const ownAcl = new Parse.ACL();
    if (request.original) {
      ownAcl.setReadAccess(request.object.id as string, true);
      ownAcl.setWriteAccess(request.object.id as string, true);
    }
    request.object.setACL(ownAcl);
    // A guest account (made for a guest's order or chat) stays one, and a customer's account never becomes one:
    // a guest chats under the name and email they give, a customer under their account's.
    if (request.original && request.object.dirtyKeys().includes('guest')) throw forbidden('An account cannot change what kind it is.');
    // An account keeps the address it signed up under, as the profile page does. Parse would otherwise answer a
    // change to a taken address apart from one to a free address: a test of who has an account, unlimited.
    const original = request.original;
    if (original && (['email', 'username'] as const).some((field) => request.object.get(field) !== original.get(field))) {
      throw forbidden('An account’s email address cannot be changed.');
    }
    // An edit from the profile form says what the fields it changed were when it opened: one that another device
    // changed meanwhile to something else is not overwritten unseen (the static shop's rule between tabs).
    const editedFrom = request.context?.editedFrom;
    if (original && isRecord(editedFrom)) {
      const stored = original.toJSON();
      const edited = Object.fromEntries(Object.keys(editedFrom).map((key) => [key, request.object.get(key)]));
      const clashes = profileFieldsChangedElsewhere(editedFrom, stored, edited);
      if (clashes.length > 0) throw conflict(profileChangedElsewhere(clashes, profileValuesOf(stored)));
    }
    const errors = validateAccount(accountFields(request.object), request.object.get('guest') === true);
    const [problem] = Object.values(errors);
    if (problem) throw invalid(problem);
  });

  // Asked with { email: true }, the owner also learns what the server emails (the notice on /admin).
  Parse.Cloud.define(FUNCTIONS.whoAmI, async (request: FunctionRequest) => {
    const user = requireUser(request);
    const owner = await isOwner(user);
    return { userId: user.id, owner, ...(owner && request.params.email === true ? { email: mailStatus() } : {}) };
  });
}
