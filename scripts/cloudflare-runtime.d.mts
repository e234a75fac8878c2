export declare const cloudflareDir: string;
export declare const compatibilityDate: string;
export declare function hasCloudflareRuntime(): boolean;
export declare function installCloudflareRuntime(): boolean;
export declare function cloudflareEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare const wranglerBin: string;
