// The Node.js flags the server runs with: `npm start` (package.json), the scale-out tests and
// `npm run load` (lib/cluster.mjs) and every benchmark, so that what is measured is what runs.
//  - --max-semi-space-size=4: V8's young generation grows to 3 x 16 MB by default and stays
//    there; at 4 MB the server idles at about 140 MB RSS instead of 155 MB (budget: 150 MB,
//    ARCHITECTURE.md) and holds about 185 MB instead of 235 MB under load, for about 8 % more
//    CPU per list and a few % per create (docs/decisions/020-one-trip-writes.md, issue 30).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

/** The arguments of `node` that run the built server. */
export const serverArgs = (entry = 'apps/server/dist/server.js') => [
  ...SERVER_NODE_FLAGS,
  // `PROFILE_DIR=/tmp/x npm run load …`: each server writes a V8 CPU profile there on exit.
  ...(process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`] : []),
  entry,
];
