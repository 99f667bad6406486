export declare function withAsyncChunkScripts(source: string): string | null;
export declare function markChunkLoaderAsync(outDir: string): number;
