// What the backend tests are given by the global set-up: where the throwaway server is, and its master key
// (which the tests use only to arrange what a shopper cannot, such as making the owner).

export interface BackendSettings {
  serverURL: string;
  liveQueryURL: string;
  appId: string;
  databaseURI: string;
  masterKey: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    backend: BackendSettings;
  }
}
