/** Builds when the production build is missing or older than its sources. */
export function ensureBuild(): void;
