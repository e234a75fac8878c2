export declare const chromiumPath: string | undefined;
export declare const chromiumFlags: string[];
export declare function findChromium(): string | undefined;
