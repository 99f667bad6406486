// Whether a stored owner's session still opens /admin on the shared server: the server, not this browser, says
// whether its account is in the owner's role. A session typed into storage by hand opens nothing.
import type { AdminSession } from '@/types/shop';
import { FUNCTIONS } from './server-protocol';
import { runFunction } from './server-rest';

export async function holdsOwnerSession(session: AdminSession): Promise<boolean> {
  const who = await runFunction<{ owner: boolean; userId: string }>(FUNCTIONS.whoAmI, {}, { session: session.proof });
  return who.ok && who.value.owner && who.value.userId === session.id;
}
