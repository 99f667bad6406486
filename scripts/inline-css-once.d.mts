export declare function withStylesheetOnce(html: string): { html: string; emptied: number };
export declare function inlineCssOnce(outDir: string): { pages: number; linkData: number };
