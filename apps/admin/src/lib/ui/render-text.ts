import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// For component tests (*.test.tsx): a screen's part rendered to markup as the server would, so the
// tests need no DOM installed. Effects do not run: what shows is the first render.

/** The markup of a rendered node. */
export const renderMarkup = (node: ReactNode): string => renderToStaticMarkup(node);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&nbsp;': '\u00a0' };

/** The text a rendered node shows, its elements' texts apart by one space. */
export function renderText(node: ReactNode): string {
  return renderMarkup(node)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
}
