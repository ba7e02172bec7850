/**
 * Editorial HTML (reviews, guides, news, About). `html` must come from a loader that sanitised it
 * (app/lib/content.server.ts safeHtml) and, on the public pages, made its Amazon links ours
 * (common/amazon-links.ts normalizeAmazonLinks: our tag, rel="sponsored", the click report): it
 * is inserted as is.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={`prose${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
