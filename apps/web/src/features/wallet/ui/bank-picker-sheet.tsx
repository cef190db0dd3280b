import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../app/icons.tsx';
import { bankInitials, filterBanks } from '../format.ts';
import type { TBank } from '../wallet-types.ts';
import { BottomSheet } from './bottom-sheet.tsx';
import { EmptyState, LoadFailed, SkeletonRows } from './list-states.tsx';
import { SearchInput } from './search-input.tsx';

type TBankPickerSheetProps = {
  visible: boolean;
  banks: TBank[] | undefined;
  /** What the banks' load threw (react-query's `error`: null while none failed); LoadFailed words it. */
  error: unknown;
  onRetry: () => void;
  chosen: string;
  onClose: () => void;
  onPick: (bank: TBank) => void;
};

/** Choose a bank, searching by name or code. */
export function BankPickerSheet({ visible, banks, error, onRetry, chosen, onClose, onPick }: TBankPickerSheetProps) {
  const { t } = useTranslation('wallet');
  const [search, setSearch] = useState('');
  const shown = filterBanks(banks ?? [], search);
  return (
    <BottomSheet visible={visible} onClose={onClose} title={t('bank.chooseBank')} testId="bank-picker">
      <SearchInput value={search} onChange={setSearch} placeholder={t('bank.search')} testId="bank-search" />
      {error != null ? (
        <LoadFailed onRetry={onRetry} error={error} />
      ) : !banks ? (
        <SkeletonRows count={6} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('bank.noMatch', { search })} />
      ) : (
        <ul className="sl-bank-rows sl-bank-picker">
          {shown.map((bank) => (
            <li key={bank.code}>
              <button type="button" className="sl-bank-row" onClick={() => onPick(bank)} data-testid={`bank-option-${bank.code}`}
                aria-pressed={bank.code === chosen}>
                <span className="sl-bank-row__logo" aria-hidden="true">{bankInitials(bank.name)}</span>
                <span className="sl-bank-row__name">{bank.name}</span>
                {bank.code === chosen ? <span className="sl-bank-row__check" aria-hidden="true"><CheckIcon /></span> : <span className="sl-bank-row__code">{bank.code}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </BottomSheet>
  );
}
