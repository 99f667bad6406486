export declare const DEFAULT_PHOTO_HOSTS: string;
export declare function photoOrigins(setting: string | undefined): string[];
