import type { ReactNode } from 'react';
import type * as AntdImperative from './antd-imperative.ts';
import { i18n } from './i18n.ts';

// One door to antd-mobile's imperative Toast and Dialog. They load on first use, so calling
// code never imports them directly (that would pull them, and the renderer setup they need
// under React 19, into whichever chunk calls them).

let imperative: Promise<typeof AntdImperative> | undefined;

function load() {
  imperative ??= import('./antd-imperative.ts');
  return imperative;
}

/** Starts loading Toast/Dialog in the background so the first message appears without delay. */
export function preloadNotify(): void {
  void load().catch(() => {
    imperative = undefined;
  });
}

export type TToastIcon = 'success' | 'fail' | 'loading';

export async function showToast(content: string, icon?: TToastIcon): Promise<void> {
  const { Toast } = await load();
  Toast.show({ content, icon, maskClickable: true, duration: 2200 });
}

/** A modal with one OK button and no way around it; resolves when the member taps OK. */
export async function showAlert(options: { title?: ReactNode; content: ReactNode; confirmText?: string }): Promise<void> {
  const { Dialog } = await load();
  await Dialog.alert({
    title: options.title,
    content: options.content,
    confirmText: options.confirmText ?? i18n.t('common.ok'),
    closeOnMaskClick: false,
  });
}

export async function showConfirm(options: { content: ReactNode; confirmText?: string; cancelText?: string }): Promise<boolean> {
  const { Dialog } = await load();
  return Dialog.confirm({
    content: options.content,
    confirmText: options.confirmText ?? i18n.t('common.ok'),
    cancelText: options.cancelText ?? i18n.t('common.cancel'),
  });
}
