// A page's stylesheets come with its code: Vite's preload adds a <link> for each, once per app
// run. One that failed offline stays in the document with no styles, and Vite never adds it
// again, so a page retried in place (route-error.tsx) would show unstyled. The failures are noted
// as they happen (error events do not bubble, but are seen while capturing) and put back on retry.

type TLink = Pick<HTMLLinkElement, 'tagName' | 'rel' | 'cloneNode' | 'replaceWith' | 'addEventListener'>;

const failedLinks = new Set<TLink>();

/** Remembers `target` if it is a stylesheet link that failed to load. */
export function noteFailedStylesheet(target: EventTarget | null): void {
  const link = target as TLink | null;
  if (link?.tagName === 'LINK' && link.rel === 'stylesheet') failedLinks.add(link);
}

/** Replaces each failed stylesheet link with a fresh one; resolves once each has loaded or failed again. */
export function reloadFailedStylesheets(): Promise<number> {
  const links = [...failedLinks];
  failedLinks.clear();
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          const fresh = link.cloneNode() as unknown as TLink;
          fresh.addEventListener('load', () => resolve());
          fresh.addEventListener('error', () => resolve());
          link.replaceWith(fresh as unknown as Node);
        }),
    ),
  ).then(() => links.length);
}

if (typeof document !== 'undefined') document.addEventListener('error', (event) => noteFailedStylesheet(event.target), true);
