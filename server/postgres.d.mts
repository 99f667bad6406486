export declare function postgresBinaries(): string;
export declare function startPostgres(options: { dir: string; port: number; database?: string }): { uri: string; start(): void; stop(): void };
