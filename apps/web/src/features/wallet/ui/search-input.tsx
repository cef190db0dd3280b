import { Input } from 'antd-mobile';
import { SearchIcon } from '../../../app/money-icons.tsx';

/** A search box; the test id sits on the label so `fill` reaches the input. */
export function SearchInput({ value, onChange, placeholder, testId }: { value: string; onChange: (value: string) => void; placeholder: string; testId: string }) {
  return (
    <label className="sl-search" data-testid={testId}>
      <Input value={value} onChange={onChange} placeholder={placeholder} clearable type="search" enterKeyHint="search"
        autoComplete="off" autoCorrect="off" aria-label={placeholder} />
      <SearchIcon />
    </label>
  );
}
