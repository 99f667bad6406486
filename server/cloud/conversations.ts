// Chat: conversations, written only through the functions here, each change as the conversation's next revision.
import { chatText } from '@/content/chat';
import { messages } from '@/content/messages';
import { addAdminReply, AUTO_REPLY_DELAY_MS, closeConversation, deliverAutoReply, markRead, sendCustomerMessage, startConversation, validateNewConversation } from '@/lib/chat/conversations';
import { CLASSES, FUNCTIONS } from '@/lib/shop/server-protocol';
import { randomId } from '@/lib/util/ids';
import type { Conversation } from '@/types/shop';
import type { FunctionRequest, ParseObject, ParseSdk } from './parse-api';
import { fieldsOf, master, userName, type CloudContext } from './shared';

export function registerConversations(Parse: ParseSdk, cloud: CloudContext): void {
  const { invalid, conflict, notFound, requireOwner, requireUser, customerAndOwner, oneAtATime, claimRevision, revisionWritten, releaseClaim } = cloud;

  // Chat: conversations are written only through these functions, which apply lib/chat/conversations's rules. Each change reads
  // the conversation and writes it back whole, so two changes made at once (a message sent while the automatic
  // reply is written, two tabs, two server instances behind a load balancer) must not both write what they read, or
  // the later one drops the other's message. Every write makes the conversation's next revision, which only the
  // change that claims it first writes (claimRevision); any other reads the conversation again and retries. On
  // one instance the changes to a conversation also queue (oneAtATime), so they rarely need to retry.
  const WRITE_ATTEMPTS = 60;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** The conversation as the shop's record, without the server's revision. */
  function conversationOf(object: ParseObject): Conversation {
    const { revision: _revision, ...conversation } = fieldsOf<Conversation & { revision?: number }>(object);
    return conversation;
  }

  /**
   * Applies `change` (after delivering the automatic reply if it is due) to the conversation `load` reads, and
   * writes the result as its next revision. Answers the conversation as written, or as it is when nothing changed;
   * undefined when `load` finds none. `change` may throw to refuse.
   */
  function changeStored(
    conversationId: string,
    load: () => Promise<ParseObject | undefined>,
    change: (conversation: Conversation) => Conversation,
  ): Promise<Conversation | undefined> {
    return oneAtATime(`${CLASSES.conversation}:${conversationId}`, async () => {
      for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
        const object = await load();
        if (!object) return undefined;
        const current = conversationOf(object);
        const next = change(deliverAutoReply(current, new Date()));
        if (next === current) return current;
        const revision = Number(object.get('revision') ?? 0) + 1;
        if (!(await claimRevision(CLASSES.conversation, conversationId, revision))) {
          await pause(5 + Math.random() * 20);
          continue;
        }
        const { id: _id, createdAt: _createdAt, autoReplyDueAt, ...fields } = next as Conversation & { createdAt?: string };
        object.set({ ...fields, revision });
        if (autoReplyDueAt === undefined) object.unset('autoReplyDueAt');
        else object.set('autoReplyDueAt', autoReplyDueAt);
        try {
          await object.save(null, master);
        } catch (error) {
          // Refused because another change wrote this revision (after this one's claim was given up): read again.
          if (await revisionWritten(CLASSES.conversation, conversationId, revision)) continue;
          // The revision was not written: give it back, so the next change need not wait for it to be abandoned.
          await releaseClaim(CLASSES.conversation, conversationId, revision);
          throw error;
        }
        return conversationOf(object);
      }
      throw conflict('This conversation is busy just now. Please try again.');
    });
  }

  /**
   * Runs `change` on the conversation named in the request: as its customer (only they send messages and read
   * them) or, with `asOwner`, as the owner.
   */
  async function changeConversation(
    request: FunctionRequest,
    asOwner: boolean,
    change: (conversation: Conversation) => Conversation,
  ): Promise<Conversation> {
    const user = requireUser(request);
    if (asOwner) await requireOwner(request);
    const id = String(request.params.conversationId ?? '');
    // Read with the master key (the revision is hidden from sessions), then held to what the ACL allows: the
    // customer's own conversation, or any for the owner.
    const load = async () => {
      const object = await new Parse.Query(CLASSES.conversation).get(id, master).catch(() => undefined);
      return object && (asOwner || object.get('customerId') === user.id) ? object : undefined;
    };
    const changed = await changeStored(id, load, change);
    if (!changed) throw notFound('This conversation is no longer here.');
    return changed;
  }

  function scheduleAutoReply(conversationId: string): void {
    setTimeout(() => {
      const load = () => new Parse.Query(CLASSES.conversation).get(conversationId, master).catch(() => undefined);
      changeStored(conversationId, load, (conversation) => conversation).catch(() => undefined);
    }, AUTO_REPLY_DELAY_MS).unref?.();
  }

  Parse.Cloud.define(FUNCTIONS.startConversation, async (request: FunctionRequest) => {
    const user = requireUser(request);
    const input = {
      subject: String(request.params.subject ?? ''),
      message: String(request.params.message ?? ''),
      guestName: String(request.params.guestName ?? ''),
      guestEmail: String(request.params.guestEmail ?? ''),
    };
    const guest = user.get('guest') === true;
    const errors = validateNewConversation(input, !guest);
    if (Object.keys(errors).length > 0) throw invalid(Object.values(errors)[0] as string);
    const customer = guest
      ? { id: user.id as string, name: input.guestName.trim(), email: input.guestEmail.trim() }
      : { id: user.id as string, name: userName(user), email: String(user.get('email') ?? '') };
    const conversationId = randomId('c').replace(/-/g, '').slice(0, 24);
    const conversation = startConversation(input, customer, new Date(), { conversationId, messageId: randomId('m') });
    if (!conversation) throw invalid(messages.fillAllFields);
    const { id: _id, ...fields } = conversation;
    const object = new (Parse.Object.extend(CLASSES.conversation))();
    object.set({ objectId: conversationId, ...fields, revision: 0 });
    object.setACL(customerAndOwner(user.id as string));
    await object.save(null, master);
    scheduleAutoReply(conversationId);
    return conversationOf(object);
  });

  Parse.Cloud.define(FUNCTIONS.sendMessage, (request: FunctionRequest) => {
    // The browser's id for the message: a retry of one that reached the server (a late answer) finds it there and
    // adds nothing. Any other id is the server's own.
    const chosen = String(request.params.messageId ?? '');
    const messageId = /^[A-Za-z0-9_-]{8,100}$/.test(chosen) ? chosen : randomId('m');
    return changeConversation(request, false, (conversation) => {
      if (conversation.messages.some((message) => message.id === messageId)) return conversation;
      const next = sendCustomerMessage(conversation, String(request.params.content ?? ''), new Date(), messageId);
      if (!next) throw conflict(chatText.errors.notSent);
      return next;
    });
  });

  Parse.Cloud.define(FUNCTIONS.markRead, (request: FunctionRequest) => changeConversation(request, false, markRead));

  Parse.Cloud.define(FUNCTIONS.reply, (request: FunctionRequest) =>
    changeConversation(request, true, (conversation) => {
      const next = addAdminReply(conversation, String(request.params.content ?? ''), new Date(), randomId('m'));
      if (!next) throw conflict('This conversation is closed or the reply is empty.');
      return next;
    }),
  );

  Parse.Cloud.define(FUNCTIONS.closeConversation, (request: FunctionRequest) => changeConversation(request, true, closeConversation));
}
