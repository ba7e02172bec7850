import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // BUILD_DIR lets two checkouts' test runs build side by side without clobbering each other.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  // The whole route table goes with the dashboard's first page (public pages ship no framework,
  // decision 0035). The default, 'lazy', made every hydrated page compute the routes of each
  // of its path's prefixes: work growing with the square of the segments, and a
  // /__manifest endpoint answering any path list.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
