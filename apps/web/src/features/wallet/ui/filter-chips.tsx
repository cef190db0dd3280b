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
  return (
    <div className="sl-chips" role="radiogroup" aria-label={label} data-testid={testId}>
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
