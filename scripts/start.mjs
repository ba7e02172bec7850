// `npm start`: builds first when needed, then runs the production server.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_DIR, ROOT } from './build-state.mjs';
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
process.chdir(ROOT);
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(BUILD_DIR, 'node', 'main.js')).href);
