export declare const PHOTO_ORIGIN: string;
export declare const EMAIL_ORIGIN: string;
export declare function scriptHash(text: string): string;
export declare function inlineScripts(html: string): string[];
export declare function policyFor(hashes: string[], options?: { inHeader?: boolean }): string;
export declare function withPolicyMeta(html: string, policy: string): string;
export declare function pathsOf(file: string): string[];
export declare function headersFile(pages: { file: string; hashes: string[] }[]): string;
export declare function applyPolicy(outDir: string): { file: string; hashes: string[] }[];
