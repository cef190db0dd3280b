import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../lib/ui/render-text.ts';
import { PriceInput } from './prices-tab.tsx';

const shown = (value: number) => /value="([^"]*)"/.exec(renderMarkup(<Form initialValues={{ home1x2: value }}><Form.Item name="home1x2"><PriceInput /></Form.Item></Form>))?.[1];

describe('a 1X2 price box of the pricing form', () => {
  it('shows a price as the odds grid does, not padded to four decimals (QA: "2.1000 / 3.2000 / 3.6000" after saving)', () => {
    expect(shown(2.1)).toBe('2.10');
    expect(shown(3)).toBe('3.00');
    // Every decimal the engine keeps, as typed.
    expect(shown(9.7046)).toBe('9.7046');
    expect(shown(1.125)).toBe('1.125');
  });
});
