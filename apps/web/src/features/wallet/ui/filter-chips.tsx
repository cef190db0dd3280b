import { useLayoutEffect, useRef } from 'react';

/** Room left after a chip scrolled into view, as the row's own padding. */
const CHIP_MARGIN = 16;

type TChip<TValue> = { value: TValue; label: string };

type TFilterChipsProps<TValue> = {
  label: string;
  options: readonly TChip<TValue>[];
  value: TValue;
  onChange: (value: TValue) => void;
  testId: string;
};

/** One row of filter chips, scrolling sideways when it does not fit (French and Thai labels are long). */
export function FilterChips<TValue extends string | number | undefined>({ label, options, value, onChange, testId }: TFilterChipsProps<TValue>) {
  const row = useRef<HTMLDivElement>(null);
  // Opened with a choice from the address (?status=, ?group=), the chosen chip may sit past the
  // row's right edge, out of sight: the row is scrolled to it once.
  useLayoutEffect(() => {
    const chip = row.current?.querySelector<HTMLElement>('[aria-checked="true"]');
    if (!row.current || !chip) return;
    const past = chip.getBoundingClientRect().right - row.current.getBoundingClientRect().right;
    if (past > 0) row.current.scrollLeft += past + CHIP_MARGIN;
  }, []);
  return (
    <div ref={row} className="sl-chips" role="radiogroup" aria-label={label} data-testid={testId}>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button key={String(option.value ?? 'all')} type="button" role="radio" aria-checked={selected}
            className={`sl-chip${selected ? ' sl-chip--on' : ''}`} onClick={() => onChange(option.value)}
            data-testid={`${testId}-${option.value ?? 'all'}`}>
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
