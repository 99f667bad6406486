export declare const PHOTO_ORIGIN: string;
export declare const EMAIL_ORIGIN: string;
export declare function sourceHash(text: string): string;
export declare function inlineScripts(html: string): string[];
export declare function inlineStyles(html: string): string[];
export declare function backendOrigins(env?: Record<string, string | undefined>): string[];
export declare function photoSources(env?: Record<string, string | undefined>): string[];
export declare function policyFor(
  hashes: string[],
  options?: { inHeader?: boolean; backend?: string[]; photos?: string[]; styleHashes?: string[] },
): string;
export declare function withPolicyMeta(html: string, policy: string): string;
export declare function pathsOf(file: string): string[];
type PagePolicy = { file: string; hashes: string[]; styleHashes: string[] };
export declare function headersFile(pages: PagePolicy[]): string;
export declare function applyPolicy(outDir: string): PagePolicy[];
