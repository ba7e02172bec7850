// Starts the built production server on a fresh data directory for the browser tests.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_DIR, ROOT } from './build-state.mjs';

const dataDir = path.join(ROOT, 'tests', '.tmp', `e2e-data-${process.env.PORT ?? 'default'}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.chdir(ROOT);
await import(pathToFileURL(path.join(BUILD_DIR, 'node', 'main.js')).href);
