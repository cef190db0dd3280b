import { useLayoutEffect, useRef } from 'react';
import { rovingTabIndex } from '../../../lib/arrow-keys.ts';

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
  // Opened with a choice from the address (?status=, ?group=), or given one from outside, the
  // chosen chip may sit past either edge of the row, out of sight: the row is scrolled to it
  // whenever the choice changes (QA: "Result pending" chosen, no chip in view looked chosen).
  useLayoutEffect(() => {
    const chip = row.current?.querySelector<HTMLElement>('[aria-checked="true"]');
    if (!row.current || !chip) return;
    const box = row.current.getBoundingClientRect();
    const at = chip.getBoundingClientRect();
    if (at.right > box.right) row.current.scrollLeft += at.right - box.right + CHIP_MARGIN;
    else if (at.left < box.left) row.current.scrollLeft -= box.left - at.left + CHIP_MARGIN;
  }, [value]);
  const chosen = options.findIndex((option) => option.value === value);
  return (
    <div ref={row} className="sl-chips" role="radiogroup" aria-label={label} data-testid={testId}>
      {options.map((option, index) => {
        const selected = option.value === value;
        return (
          <button key={String(option.value ?? 'all')} type="button" role="radio" aria-checked={selected} tabIndex={rovingTabIndex(index, chosen)}
            className={`sl-chip${selected ? ' sl-chip--on' : ''}`} onClick={() => onChange(option.value)}
            data-testid={`${testId}-${option.value ?? 'all'}`}>
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
