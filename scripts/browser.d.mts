export declare const SYSTEM_CHROMIUM: string;
export declare function findChromium(): string | undefined | null;
export declare const CHROMIUM_ARGS: string[];
export declare const TEST_CHROMIUM_ARGS: string[];
