import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useBackCloses } from '../../../lib/back-closes.ts';
import { useModalFocus } from '../../../lib/modal-focus.ts';

type TBottomSheetProps = {
  visible: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  testId: string;
  /** Room under the content for antd-mobile's number keyboard, which opens over the sheet. */
  keyboardSpace?: boolean;
  afterShow?: () => void;
};

/** The rounded bottom sheet of the wallet pages (details, wallet password). */
export function BottomSheet({ visible, onClose, title, children, testId, keyboardSpace = false, afterShow }: TBottomSheetProps) {
  const { t } = useTranslation('wallet');
  useBackCloses(visible, onClose);
  const focus = useModalFocus<HTMLDivElement>(visible, afterShow);
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} afterShow={focus.shown} afterClose={focus.closed} destroyOnClose
      bodyClassName={`sl-sheet${keyboardSpace ? ' sl-sheet--keyboard' : ''}`}>
      <div ref={focus.modal} tabIndex={-1} className="sl-sheet__inner" data-testid={testId} role="dialog" aria-modal="true" aria-label={typeof title === 'string' ? title : undefined}>
        <header className="sl-sheet__head">
          <span className="sl-sheet__grip" aria-hidden="true" />
          <h2 className="sl-sheet__title">{title}</h2>
          <button type="button" className="sl-sheet__close" onClick={onClose} aria-label={t('common.close')} data-testid={`${testId}-close`}>
            ×
          </button>
        </header>
        <div className="sl-sheet__body">{children}</div>
      </div>
    </Popup>
  );
}
