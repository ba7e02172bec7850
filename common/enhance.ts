/**
 * The public pages' progressive-enhancement scripts (decision 0035): one small script per
 * behaviour, app/enhance/<name>.ts, loaded only by the pages whose markup uses it. Public pages
 * are server-rendered HTML that is never hydrated; the dashboard is the only React app.
 */
export const ENHANCEMENTS = [
  'menu',
  'news-flag',
  'dashboard-fab',
  'carousel',
  'home-tabs',
  'search',
  'category-select',
  'contact-form',
  'login',
  'affiliate-clicks',
  'view-beacon',
] as const;

export type Enhancement = (typeof ENHANCEMENTS)[number];

/** Where each script is served from: the hashed build file, or the source file under Vite in development. */
export type EnhanceScripts = Partial<Record<Enhancement, string>>;

/** The attribute each script adds its name to once it has run (`<html data-enhanced="menu search">`). */
export const ENHANCED_ATTRIBUTE = 'data-enhanced';
