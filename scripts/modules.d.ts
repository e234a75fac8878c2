// Types for the few tools the scripts use that ship none.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' },
  ): Promise<Buffer>;
}

declare module 'vnu-jar' {
  /** The path of vnu.jar. */
  const path: string;
  export default path;
}

declare module 'autocannon' {
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    throughput: { average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export default function autocannon(options: Record<string, unknown>): Promise<Result>;
}
