export declare function exportedFiles(outDir: string, extension: string): string[];
