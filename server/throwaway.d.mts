export interface ThrowawayBackendSettings {
  serverURL: string;
  liveQueryURL: string;
  appId: string;
  databaseURI: string;
  masterKey: string;
}
export declare function startThrowawayBackend(options?: { env?: Record<string, string> }): Promise<{ settings: ThrowawayBackendSettings; stop: () => Promise<void> }>;
