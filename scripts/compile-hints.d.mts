export declare const COMPILE_HINT: string;
export declare function startupChunks(html: string): string[];
export declare function withCompileHint(source: string): string;
export declare function addCompileHints(outDir: string): number;
