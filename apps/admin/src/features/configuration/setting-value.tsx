import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { settingLines, type TUnit } from './settings-model.ts';

// Figures still line up, but unlike `.num` (no wrapping) a value wraps inside its cell, breaking
// even a long unspaced address, instead of running under the next columns.
const WRAPPING: CSSProperties = { fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' };

/**
 * A setting's value as the operator reads it (settingLines): a structured value's fields one per
 * line, "field: value" with the field name muted. `strong` for the value in force, `muted` for a
 * default or an old value; `extra` (a tag) follows the last line.
 */
export function SettingValue(props: { unit: TUnit; value: unknown; strong?: boolean; muted?: boolean; extra?: ReactNode }) {
  const lines = settingLines(props.unit, props.value);
  return (
    // Several lines start on a line of their own, so "Default:" or "From" does not run into the first field.
    <span className={props.muted ? 'muted' : undefined} style={lines.length > 1 ? { ...WRAPPING, display: 'block' } : WRAPPING}>
      {lines.map((l, i) => (
        <Fragment key={l.label ?? i}>
          {i > 0 && <br />}
          {l.label !== null && <span className="muted">{l.label}: </span>}
          {props.strong ? <strong>{l.text}</strong> : l.text}
        </Fragment>
      ))}
      {props.extra}
    </span>
  );
}
