// What the Cloud Code of every record type uses (index.ts registers each type's file): the refusals, who is asking,
// the ACLs a record is stored under, the queue of changes to one record and the revision claims. cloudContext is made
// once per registerCloudCode call, so every record type's handlers share its state (the queues).
import { messages } from '@/content/messages';
import { reviewerName } from '@/lib/catalogue/reviews';
import { ADMIN_ROLE, ERROR_CODES, recordOf } from '@/lib/shop/server-protocol';
import type { ParseObject, ParseSdk, ParseUser, TriggerRequest } from './parse-api';
import { REVISIONED, SERVER_CLASSES, type RevisionedClass } from './schema';

export const master = { useMasterKey: true };

/** The key a browser sends an order, a request or a review under (lib/shop/server-session.ts writeKeyFor), unique on the server. */
export const isClientKey = (value: unknown): value is string => typeof value === 'string' && value.length >= 8 && value.length <= 100;

export const fieldsOf = <T>(object: ParseObject): T => recordOf<T>(object.toJSON());

export const userName = (user: ParseUser) =>
  reviewerName({ firstName: String(user.get('firstName') ?? ''), lastName: String(user.get('lastName') ?? ''), email: String(user.get('email') ?? user.get('username') ?? '') });

export type CloudContext = ReturnType<typeof cloudContext>;

export function cloudContext(Parse: ParseSdk) {
  const refuse = (code: number, message: string) => new Parse.Error(code, message);
  const forbidden = (message = 'You are not allowed to do that.') => refuse(ERROR_CODES.forbidden, message);
  const invalid = (message: string) => refuse(ERROR_CODES.invalid, message);
  const conflict = (message: string) => refuse(ERROR_CODES.conflict, message);
  const notFound = (message: string) => refuse(ERROR_CODES.notFound, message);

  async function isOwner(user: ParseUser | undefined): Promise<boolean> {
    if (!user?.id) return false;
    const role = await new Parse.Query('_Role').equalTo('name', ADMIN_ROLE).first(master);
    if (!role) return false;
    return (await role.relation('users').query().equalTo('objectId', user.id).count(master)) > 0;
  }

  async function requireOwner(request: { user?: ParseUser; master: boolean }): Promise<void> {
    if (request.master) return;
    if (!(await isOwner(request.user))) throw forbidden(messages.invalidCredentials);
  }

  function requireUser(request: { user?: ParseUser }): ParseUser {
    if (!request.user) throw refuse(ERROR_CODES.invalidSession, messages.dashboardLoginRequired);
    return request.user;
  }

  /**
   * The server numbers every record a client creates. Parse lets a client choose the objectId (allowCustomObjectId,
   * which the server's own seed and conversation ids need), and a chosen one is an order number the owner did not
   * give, or an account id such as '*' that its ACLs would read as "everyone".
   */
  function refuseChosenId(request: TriggerRequest): void {
    if (!request.master && !request.original && request.object.id !== undefined) throw invalid('The server numbers new records itself.');
  }

  const customerAndOwner = (userId: string) => {
    const acl = new Parse.ACL();
    acl.setReadAccess(userId, true);
    acl.setRoleReadAccess(ADMIN_ROLE, true);
    acl.setRoleWriteAccess(ADMIN_ROLE, true);
    return acl;
  };

  const ownerOnly = () => {
    const acl = new Parse.ACL();
    acl.setRoleReadAccess(ADMIN_ROLE, true);
    acl.setRoleWriteAccess(ADMIN_ROLE, true);
    return acl;
  };

  const publicRead = () => {
    const acl = new Parse.ACL();
    acl.setPublicReadAccess(true);
    acl.setRoleWriteAccess(ADMIN_ROLE, true);
    return acl;
  };

  // Changes that read a record and write it back whole (a conversation, a product's review count) run one at a time
  // per record within this instance, so they seldom have to start again. What keeps them right when several
  // instances share the database is elsewhere: the conversation's revisions (the claims below, conversations.ts)
  // and the recount's second look (reviews.ts).
  const queues = new Map<string, Promise<unknown>>();
  function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const next = (queues.get(key) ?? Promise.resolve()).then(work);
    const settled = next.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return next;
  }

  // A change that reads a record and writes it back first claims the revision it makes: a RevisionClaim whose
  // objectId names the record and the revision, which the database takes once. Of two changes made from the same
  // read, only the first to claim writes. A written revision's claim is kept: were it given back, a change still
  // holding a read from before that revision could claim it and write its stale copy over the newer one (a message
  // lost), and every later change would find the next revision taken (seen with two instances under load).
  // A claim is given up after a while, so that a change that died cannot block the record; a change whose write
  // was only slow is then stopped by the database, which refuses any write that does not make the next revision
  // (schema.ts, REVISIONED), and reads again.
  /** A claim recorded this long ago belongs to a change that has written, died or stalled: a colliding claim gives it up. */
  const ABANDONED_CLAIM_MS = 10_000;
  const claimId = (className: string, recordId: string, revision: number) => `${className}-${recordId}-r${revision}`;

  /** True when this call is the one to write `revision` of the record. */
  async function claimRevision(className: string, recordId: string, revision: number): Promise<boolean> {
    const claim = new (Parse.Object.extend(SERVER_CLASSES.revisionClaim))();
    const objectId = claimId(className, recordId, revision);
    claim.set({ objectId, record: `${className}/${recordId}`, revision });
    claim.setACL(new Parse.ACL());
    try {
      await claim.save(null, master);
      return true;
    } catch (error) {
      if ((error as { code?: number }).code !== ERROR_CODES.duplicate) throw error;
      const taken = await new Parse.Query(SERVER_CLASSES.revisionClaim).get(objectId, master).catch(() => undefined);
      if (taken?.createdAt && Date.now() - taken.createdAt.getTime() > ABANDONED_CLAIM_MS) await taken.destroy(master).catch(() => undefined);
      return false;
    }
  }

  /** True when the record's stored revision has reached `revision`: another change wrote it, this one's read is stale. */
  async function revisionWritten(className: RevisionedClass, recordId: string, revision: number): Promise<boolean> {
    const { revision: field } = REVISIONED.find((record) => record.className === className)!;
    const stored = await new Parse.Query(className).get(recordId, master).catch(() => undefined);
    return Number(stored?.get(field) ?? 0) >= revision;
  }

  /** Gives a claim back: its change was not written, so the revision is still free to make. */
  async function releaseClaim(className: string, recordId: string, revision: number): Promise<void> {
    await new Parse.Query(SERVER_CLASSES.revisionClaim)
      .get(claimId(className, recordId, revision), master)
      .then((claim) => claim.destroy(master))
      .catch(() => undefined);
  }

  return {
    forbidden,
    invalid,
    conflict,
    notFound,
    isOwner,
    requireOwner,
    requireUser,
    refuseChosenId,
    customerAndOwner,
    ownerOnly,
    publicRead,
    oneAtATime,
    claimRevision,
    revisionWritten,
    releaseClaim,
  };
}
