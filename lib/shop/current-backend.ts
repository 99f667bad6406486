// The backend this build uses. The static shop keeps everything in the browser; a build configured for a shared
// server will choose that one here, at build time, so the static build ships no server code.
import { browserBackend } from './browser-backend';
import type { Backend } from './backend';

export const backend: Backend = browserBackend;
