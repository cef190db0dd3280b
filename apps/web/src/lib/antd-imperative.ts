import { Dialog, Toast, unstableSetRender, type DialogShowProps } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

export { holdBackgroundInert } from './background-inert.ts';

// antd-mobile's imperative Toast and Dialog render outside the React tree with ReactDOM.render,
// which React 19 removed: hand them a createRoot-based renderer. This module is loaded on
// first use (see notify.ts) because Toast/Dialog bring the animation library along, which the
// first screen does not need.

type TRendered = { root: Root; container: Element | DocumentFragment };

const roots = new WeakMap<Element | DocumentFragment, Root>();
/** The last root the renderer created; Dialog.show renders synchronously, so showDialog reads its own. */
let lastRendered: TRendered | undefined;

unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  lastRendered = { root, container };
  return async () => {
    // Let the closing animation's last frame commit before the root goes away.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});

export type TShownDialog = {
  /** Closes with the fading animation; the dialog's onClose runs. */
  close(): void;
  /** Takes the dialog off the page at once, without onClose. */
  remove(): void;
};

/**
 * Dialog.show with a way to take the dialog away at once. Closing a dialog before its opening
 * animation has drawn a frame leaves antd-mobile's popup waiting for an animation end that never
 * comes: the dialog stayed in the page, transparent, and its scroll lock kept the page from
 * scrolling. A page left by the member (page-dialogs.ts) removes its dialogs instead.
 */
export function showDialog(props: DialogShowProps): TShownDialog {
  lastRendered = undefined;
  const handler = Dialog.show(props);
  const rendered = lastRendered as TRendered | undefined;
  return {
    close: () => void handler.close(),
    remove: () => {
      if (!rendered) return void handler.close();
      const { root, container } = rendered;
      if (container instanceof Element) container.remove();
      // Unmounting a root from inside another root's effect (the route change) must wait a turn.
      setTimeout(() => {
        root.unmount();
        roots.delete(container);
      }, 0);
    },
  };
}

export { Toast };
