export declare const LOCAL_DATA_DIR: string;
export declare function filesDirFor(env: Record<string, string | undefined>): string | null;
export interface PostgresConnection {
  uri: string;
  env: Record<string, string>;
}
export declare function libpqConnection(uri: string): PostgresConnection;
export declare function runPostgresTool(tool: string, args: string[], connection: PostgresConnection): string;
export declare function withShopDatabase<T>(env: Record<string, string | undefined>, options: { createIfMissing?: boolean }, work: (connection: PostgresConnection) => T | Promise<T>): Promise<T>;
