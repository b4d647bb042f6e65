import DOMPurify from 'dompurify';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A help page's HTML. The server sanitizes it on the way in; it is sanitized again here (DOMPurify) so a page
 * stored before that rule, or a compromised store, still runs no script in the app. Links to the app's own pages
 * stay in the app.
 */
export const HelpHtml = ({ html }: { html: string }) => {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the links inside take the keys; this only routes their clicks.
    <div
      data-testid="help-html"
      onClick={follow}
      className="help-html flex flex-col gap-3 text-[15px] text-ink leading-7 [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-3 [&_h2]:font-bold [&_h2]:text-lg [&_h3]:mt-2 [&_h3]:font-semibold [&_li]:mt-1.5 [&_ol]:list-decimal [&_ol]:ps-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm [&_td]:border [&_td]:border-line [&_td]:px-2.5 [&_td]:py-1.5 [&_th]:border [&_th]:border-line [&_th]:bg-surface-muted [&_th]:px-2.5 [&_th]:py-1.5 [&_th]:text-start [&_ul]:list-disc [&_ul]:ps-6"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above by DOMPurify.
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
    />
  );
};
