// Signing out, apart from the other account operations: the header of every page offers it, and should not carry
// the sign-up and profile rules with it.
import { backend } from './run';

export const signOut = async () => (await backend()).signOut();
