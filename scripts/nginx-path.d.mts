/** The nginx binary, or undefined when none is installed. */
export declare function nginxPath(): string | undefined;
