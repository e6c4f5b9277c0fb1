/** The Node.js flags the server runs with (npm start, the scale-out tests, the benchmarks). */
export const SERVER_NODE_FLAGS: readonly string[];

/** The arguments of `node` that run the built server. */
export function serverArgs(entry?: string): string[];
