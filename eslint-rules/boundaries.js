import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The layer boundaries (decisions 0009, 0025, 0028 and 0043) as one ESLint rule that resolves each import
 * to a file of the repository before judging it, so every spelling of one target is judged alike:
 * `../../server/x.ts`, `../lib/../../server/x.ts` and `#server/x.ts` (package.json's `imports`).
 * Checked: `import` (types too), `export … from`, `import('…')` and `typeof import('…')` with a
 * literal path. Package names are not paths of ours and pass.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** package.json's subpath imports (`#app/*` → `./app/*`): [prefix, target prefix] pairs, and exact names. */
function subpathImports() {
  const { imports = {} } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const targetOf = (value) => (typeof value === 'string' ? value : typeof value?.default === 'string' ? value.default : null);
  return Object.entries(imports)
    .map(([name, value]) => [name, targetOf(value)])
    .filter(([, target]) => target !== null)
    .map(([name, target]) => (name.endsWith('*') ? { prefix: name.slice(0, -1), target: target.replace(/\*$/, '') } : { exact: name, target }));
}
const ALIASES = subpathImports();

/** The repository path (`server/http/app.ts`, forward slashes) an import names, or null for a package or a path outside. */
function resolveImport(specifier, fromFile) {
  let absolute = null;
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    absolute = path.resolve(path.dirname(fromFile), specifier);
  } else if (specifier.startsWith('#')) {
    for (const alias of ALIASES) {
      if (alias.exact === specifier) absolute = path.resolve(ROOT, alias.target);
      else if (alias.prefix !== undefined && specifier.startsWith(alias.prefix)) absolute = path.resolve(ROOT, alias.target + specifier.slice(alias.prefix.length));
      if (absolute) break;
    }
  }
  if (!absolute) return null;
  const relative = path.relative(ROOT, absolute).split(path.sep).join('/');
  return relative.startsWith('../') || relative === '..' || path.isAbsolute(relative) ? null : relative;
}

const within = (file, folder) => file === folder || file.startsWith(`${folder}/`);

const MESSAGES = {
  appToServer: 'app/ imports server/ only in *.server.ts(x) modules: put the server call in an app/lib/*.server.ts helper, or shared code in common/.',
  featureEntry: 'a feature is imported through its public entry, app/features/<feature>/index.ts: its other files are its own.',
  featureToFeature: 'a feature never imports another feature: move what both need to app/entities/<resource>/ (requests, keys) or app/components/dashboard/ (shared pieces).',
  sharedToFeature: 'a shared component (app/components/) never imports a feature: the feature imports the component, or the piece moves down to app/components/ or app/entities/.',
  lowerToUpper: 'a lower layer never imports an upper one (app/routes → app/features → app/components → app/entities → app/lib, app/components/ui → common).',
  domainOutward: 'server/domain/ must not import server/http, server/integrations or server/jobs: they depend on the domain, not the reverse.',
  commonShared: 'common/ imports nothing from app/ or server/: it is shared by both.',
};

/** The feature a repository path belongs to (`app/features/<feature>/…`) and its path inside it. */
function featureOf(file) {
  const parts = file.split('/');
  if (parts[0] !== 'app' || parts[1] !== 'features' || parts.length < 3) return null;
  return { name: parts[2], inner: parts.slice(3).join('/') };
}

/**
 * The dashboard's layers, top to bottom (decision 0043): a file may
 * import its own layer or a lower one. Files of app/ outside these folders (root.tsx, enhance/) are
 * not ranked.
 */
const RANKS = [
  ['app/routes', 5],
  ['app/features', 4],
  ['app/components/ui', 1],
  ['app/components', 3],
  ['app/entities', 2],
  ['app/lib', 1],
];
const rankOf = (file) => RANKS.find(([folder]) => within(file, folder))?.[1] ?? null;

/** Which direction rule an import inside app/ breaks, or null. */
function direction(file, target) {
  const from = featureOf(file);
  const to = featureOf(target);
  if (from && to && from.name !== to.name) return 'featureToFeature';
  if (to && within(file, 'app/components')) return 'sharedToFeature';
  const [rank, targetRank] = [rankOf(file), rankOf(target)];
  return rank !== null && targetRank !== null && targetRank > rank ? 'lowerToUpper' : null;
}

/** Which boundary an import from `file` to `target` (both repository paths) crosses, or null. */
function crossing(file, target) {
  if (within(file, 'app')) {
    const serverOnly = /\.server\.tsx?$/.test(file) || file.split('/').includes('.server');
    if (!serverOnly && within(target, 'server')) return 'appToServer';
    const wrongWay = direction(file, target);
    if (wrongWay) return wrongWay;
    const feature = featureOf(target);
    // A folder import resolves to the feature's index.ts too.
    if (feature && feature.name !== featureOf(file)?.name && feature.inner !== '' && feature.inner !== 'index.ts') return 'featureEntry';
  }
  if (within(file, 'server/domain') && ['server/http', 'server/integrations', 'server/jobs'].some((f) => within(target, f))) return 'domainOutward';
  if (within(file, 'common') && (within(target, 'app') || within(target, 'server'))) return 'commonShared';
  return null;
}

/** The string of a literal path (`'x'`, or a template without `${}`), else null. */
function literalPath(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports respect the layers of the repository, whatever the spelling of their path.' },
    schema: [],
    messages: MESSAGES,
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    if (file.startsWith('../')) return {};
    const check = (source) => {
      const specifier = literalPath(source);
      if (specifier === null) return;
      const target = resolveImport(specifier, context.filename);
      const crossed = target === null ? null : crossing(file, target);
      if (crossed) context.report({ node: source, messageId: crossed });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // typescript-eslint 8 names the path `source` (a string literal); older versions `argument`.
      TSImportType: (node) => check(node.source ?? (node.argument?.type === 'TSLiteralType' ? node.argument.literal : null)),
    };
  },
};

export default { meta: { name: 'scorta-boundaries' }, rules: { layers } };
