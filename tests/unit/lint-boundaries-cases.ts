/** The imports the boundaries rule must refuse: [name, file, code, the message expected]. */
export const APP_TO_SERVER = /app\/ imports server\/ only in \*\.server\.ts\(x\)/;
export const FEATURE_ENTRY = /through its public entry, app\/features\/<feature>\/index\.ts/;
export const FEATURE_TO_FEATURE = /a feature never imports another feature/;
export const SHARED_TO_FEATURE = /a shared component \(app\/components\/\) never imports a feature/;
export const LOWER_TO_UPPER = /a lower layer never imports an upper one/;
export const DOMAIN = /server\/domain\/ must not import server\/http, server\/integrations or server\/jobs/;
export const COMMON = /common\/ imports nothing from app\/ or server\//;

export const refused: Array<[string, string, string, RegExp]> = [
  // app/ → server/
  [
    'a route imports a domain value',
    'app/routes/public/home.tsx',
    "import { ANONYMOUS } from '../../../server/domain/visibility.ts';\nexport const v = ANONYMOUS;\n",
    APP_TO_SERVER,
  ],
  [
    'a route imports a domain value by alias',
    'app/routes/public/home.tsx',
    "import { ANONYMOUS } from '#server/domain/visibility.ts';\nexport const v = ANONYMOUS;\n",
    APP_TO_SERVER,
  ],
  [
    'a route reaches server by a detour',
    'app/routes/public/home.tsx',
    "import { ANONYMOUS } from '../../lib/../../server/domain/visibility.ts';\nexport const v = ANONYMOUS;\n",
    APP_TO_SERVER,
  ],
  ['a route imports a server helper', 'app/routes/seo/feed.ts', "import { toPlainText } from '../../../server/lib/sanitize.ts';\nexport const f = toPlainText;\n", APP_TO_SERVER],
  ['a component imports a server type', 'app/components/site/x.tsx', "import type { Services } from '../../../server/services.ts';\nexport type S = Services;\n", APP_TO_SERVER],
  ['a component imports a server type by alias', 'app/components/site/x.tsx', "import type { Services } from '#server/services.ts';\nexport type S = Services;\n", APP_TO_SERVER],
  ['a component names a server type in typeof import()', 'app/components/site/x.tsx', "export type S = typeof import('#server/services.ts');\n", APP_TO_SERVER],
  ['an app module re-exports from server', 'app/lib/x.ts', "export { ANONYMOUS } from '../../server/domain/visibility.ts';\n", APP_TO_SERVER],
  ['an app module re-exports all of a server module by alias', 'app/lib/x.ts', "export * from '#server/domain/visibility.ts';\n", APP_TO_SERVER],
  ['an app module loads server code on demand', 'app/lib/x.ts', "export const load = () => import('../../server/config.ts');\n", APP_TO_SERVER],
  ['an app module loads server code on demand by alias', 'app/lib/x.ts', 'export const load = () => import(`#server/config.ts`);\n', APP_TO_SERVER],
  ['an app root module imports server', 'app/root.tsx', "import '../server/config.ts';\n", APP_TO_SERVER],
  ['a feature reaches server', 'app/features/news/x.ts', "import { ANONYMOUS } from '../../../server/domain/visibility.ts';\nexport const v = ANONYMOUS;\n", APP_TO_SERVER],
  ['a feature reaches server by alias', 'app/features/news/x.ts', "import { ANONYMOUS } from '#server/domain/visibility.ts';\nexport const v = ANONYMOUS;\n", APP_TO_SERVER],
  // A feature's inner files
  [
    'a route imports a feature’s inner file',
    'app/routes/dashboard/guide.tsx',
    "import { GuideEditor } from '../../features/guides/guide-page.tsx';\nexport const g = GuideEditor;\n",
    FEATURE_ENTRY,
  ],
  [
    'a route imports a feature’s inner file by alias',
    'app/routes/dashboard/guide.tsx',
    "import { GuideEditor } from '#app/features/guides/guide-page.tsx';\nexport const g = GuideEditor;\n",
    FEATURE_ENTRY,
  ],
  [
    'a route reaches a feature’s inner file by a detour',
    'app/routes/dashboard/guide.tsx',
    "import { GuideEditor } from '../x/../../features/guides/guide-page.tsx';\nexport const g = GuideEditor;\n",
    FEATURE_ENTRY,
  ],
  [
    'a component imports a feature’s inner file',
    'app/components/dashboard/x.tsx',
    "import { useNewsForm } from '../../features/news/use-news-form.ts';\nexport const u = useNewsForm;\n",
    SHARED_TO_FEATURE,
  ],
  [
    'a component imports a feature’s nested file by alias',
    'app/components/dashboard/x.tsx',
    "import type { P } from '#app/features/news/components/panel.tsx';\nexport type Q = P;\n",
    SHARED_TO_FEATURE,
  ],
  [
    'a *.server.ts module imports a feature’s inner file',
    'app/lib/x.server.ts',
    "import { newsQuery } from '../features/news/api.ts';\nexport const n = newsQuery;\n",
    LOWER_TO_UPPER,
  ],
  [
    'a feature imports another feature’s inner file',
    'app/features/news/x.tsx',
    "import { ProductForm } from '../products/product-form.tsx';\nexport const p = ProductForm;\n",
    FEATURE_TO_FEATURE,
  ],
  [
    'a feature imports another feature’s inner file by alias',
    'app/features/news/x.tsx',
    "import { ProductForm } from '#app/features/products/product-form.tsx';\nexport const p = ProductForm;\n",
    FEATURE_TO_FEATURE,
  ],
  [
    'a feature reaches another feature’s inner file by a detour',
    'app/features/news/components/x.tsx',
    "import { ProductForm } from '../../news/../products/product-form.tsx';\nexport const p = ProductForm;\n",
    FEATURE_TO_FEATURE,
  ],
  ['a feature loads another feature’s inner file on demand', 'app/features/news/x.tsx', "export const load = () => import('../products/product-form.tsx');\n", FEATURE_TO_FEATURE],
  // One direction: a feature never imports another feature, even through its entry
  [
    'a feature imports another feature’s entry',
    'app/features/reviews/x.tsx',
    "import { ProductsPage } from '../products/index.ts';\nexport const p = ProductsPage;\n",
    FEATURE_TO_FEATURE,
  ],
  [
    'a feature imports another feature’s entry by alias',
    'app/features/reviews/x.tsx',
    "import { ProductsPage } from '#app/features/products/index.ts';\nexport const p = ProductsPage;\n",
    FEATURE_TO_FEATURE,
  ],
  [
    'a feature imports another feature’s folder',
    'app/features/news/sub/x.tsx',
    "import { ProductsPage } from '../../products';\nexport const p = ProductsPage;\n",
    FEATURE_TO_FEATURE,
  ],
  [
    'a feature reaches another feature by a detour',
    'app/features/news/x.tsx',
    "import { ProductsPage } from '../../components/../features/products/index.ts';\nexport const p = ProductsPage;\n",
    FEATURE_TO_FEATURE,
  ],
  [
    'a feature names another feature’s type',
    'app/features/guides/x.ts',
    "import type { Props } from '#app/features/reviews/review-card.tsx';\nexport type P = Props;\n",
    FEATURE_TO_FEATURE,
  ],
  ['a feature re-exports another feature', 'app/features/guides/x.ts', "export { ReviewsPage } from '../reviews/index.ts';\n", FEATURE_TO_FEATURE],
  // One direction: a shared component never imports a feature
  [
    'a shared component imports a feature’s entry',
    'app/components/dashboard/list/x.tsx',
    "import { ClaimsPage } from '../../../features/claims/index.ts';\nexport const c = ClaimsPage;\n",
    SHARED_TO_FEATURE,
  ],
  [
    'a shared component imports a feature by alias',
    'app/components/dashboard/user-menu.tsx',
    "import { endOtherSessions } from '#app/features/users/index.ts';\nexport const e = endOtherSessions;\n",
    SHARED_TO_FEATURE,
  ],
  [
    'a shared component imports a feature’s folder',
    'app/components/dashboard/x.tsx',
    "import { UsersPage } from '../../features/users';\nexport const u = UsersPage;\n",
    SHARED_TO_FEATURE,
  ],
  ['a ui primitive names a feature’s type', 'app/components/ui/x.tsx', "export type T = typeof import('../../features/news/index.ts');\n", SHARED_TO_FEATURE],
  ['a site component loads a feature on demand', 'app/components/site/x.tsx', "export const load = () => import('#app/features/news/index.ts');\n", SHARED_TO_FEATURE],
  // One direction: lower layers never import upper ones
  ['an entity imports a feature', 'app/entities/products/api.ts', "import { reviewKeys } from '../../features/reviews/index.ts';\nexport const r = reviewKeys;\n", LOWER_TO_UPPER],
  [
    'an entity imports a feature’s file by alias',
    'app/entities/products/api.ts',
    "import type { AsinLookup } from '#app/features/products/product-form-values.ts';\nexport type A = AsinLookup;\n",
    LOWER_TO_UPPER,
  ],
  [
    'an entity imports a shared component',
    'app/entities/guides/api.ts',
    "import { savePendingVersion } from '#app/components/dashboard/revisions/index.ts';\nexport const s = savePendingVersion;\n",
    LOWER_TO_UPPER,
  ],
  [
    'an entity reaches a component by a detour',
    'app/entities/guides/api.ts',
    "import { x } from '../revisions/../../components/dashboard/x.tsx';\nexport const y = x;\n",
    LOWER_TO_UPPER,
  ],
  ['lib imports a feature', 'app/lib/x.ts', "import { NewsPage } from '../features/news/index.ts';\nexport const n = NewsPage;\n", LOWER_TO_UPPER],
  ['lib imports a feature’s folder by alias', 'app/lib/x.ts', "import { NewsPage } from '#app/features/news';\nexport const n = NewsPage;\n", LOWER_TO_UPPER],
  ['lib imports an entity', 'app/lib/x.ts', "import { productKeys } from '#app/entities/products/api.ts';\nexport const p = productKeys;\n", LOWER_TO_UPPER],
  ['lib imports a route', 'app/lib/x.ts', "import { meta } from '../routes/dashboard/prodotti.tsx';\nexport const m = meta;\n", LOWER_TO_UPPER],
  ['a shared component imports a route', 'app/components/dashboard/x.tsx', "import { meta } from '#app/routes/dashboard/prodotti.tsx';\nexport const m = meta;\n", LOWER_TO_UPPER],
  ['a feature imports a route', 'app/features/news/x.tsx', "import { meta } from '../../routes/dashboard/notizie.tsx';\nexport const m = meta;\n", LOWER_TO_UPPER],
  // server/domain → http, integrations, jobs
  ['the domain imports http', 'server/domain/x.ts', "import { parse } from '../http/validate.ts';\nexport const p = parse;\n", DOMAIN],
  ['the domain imports http by alias', 'server/domain/x.ts', "import { parse } from '#server/http/validate.ts';\nexport const p = parse;\n", DOMAIN],
  ['the domain imports an integration', 'server/domain/x.ts', "import { sendMail } from '../integrations/mail.ts';\nexport const s = sendMail;\n", DOMAIN],
  ['the domain imports an integration by alias', 'server/domain/x.ts', "import { sendMail } from '#server/integrations/mail.ts';\nexport const s = sendMail;\n", DOMAIN],
  ['the domain imports a job', 'server/domain/sub/x.ts', "import type { Job } from '../../jobs/index.ts';\nexport type J = Job;\n", DOMAIN],
  ['the domain imports a job by alias', 'server/domain/sub/x.ts', "import type { Job } from '#server/jobs/index.ts';\nexport type J = Job;\n", DOMAIN],
  ['the domain reaches http through the root', 'server/domain/x.ts', "import { x } from '../../server/http/app.ts';\nexport const y = x;\n", DOMAIN],
  ['the domain reaches http by a detour', 'server/domain/x.ts', "import { x } from '../db/../http/app.ts';\nexport const y = x;\n", DOMAIN],
  ['the domain loads a job on demand', 'server/domain/x.ts', "export const load = () => import('../jobs/index.ts');\n", DOMAIN],
  // common/ → app/, server/
  ['common imports server', 'common/x.ts', "import { MSG } from '../server/lib/sanitize.ts';\nexport const m = MSG;\n", COMMON],
  ['common imports server by alias', 'common/x.ts', "import { MSG } from '#server/lib/sanitize.ts';\nexport const m = MSG;\n", COMMON],
  ['common imports app', 'common/x.ts', "import type { RootData } from '../app/root.tsx';\nexport type R = RootData;\n", COMMON],
  ['common imports app by alias', 'common/grounding/x.ts', "import type { RootData } from '#app/root.tsx';\nexport type R = RootData;\n", COMMON],
  ['common reaches app by a detour', 'common/grounding/x.ts', "export { x } from '../grounding/../../app/lib/format.ts';\n", COMMON],
];
