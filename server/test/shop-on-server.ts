// Points the shop's own code at the throwaway server, as a build against a server has it from the start. Import it
// before '../vitest.setup': the setup loads the backend, and the shop chooses its backend once, on that first load.
import { inject } from 'vitest';

const { serverURL, appId } = inject('backend');
process.env.NEXT_PUBLIC_PARSE_SERVER_URL = serverURL;
process.env.NEXT_PUBLIC_PARSE_APP_ID = appId;
