export interface ThrowawayBackendSettings {
  serverURL: string;
  liveQueryURL: string;
  appId: string;
  databaseURI: string;
  masterKey: string;
}
export declare function startThrowawayBackend(): Promise<{ settings: ThrowawayBackendSettings; stop: () => Promise<void> }>;
