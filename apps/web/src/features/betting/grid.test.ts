import { describe, expect, it } from 'vitest';
import { axisLabels, gridLayout, parseScore, resultSelection } from './grid.ts';

const price = { odds: 50000, version: 1, suspended: false, withheld: false };
const sel = (selection: string) => ({ selection, correct: price, incorrect: price });

function market(max: number) {
  const list = [];
  for (let h = 0; h <= max; h++) for (let a = 0; a <= max; a++) list.push(sel(`${h}-${a}`));
  return [...list, sel('other')];
}

describe('gridLayout', () => {
  it('lays FT out 5 x 5 with any other score apart', () => {
    const grid = gridLayout(market(4));
    expect(grid.rows).toEqual([0, 1, 2, 3, 4]);
    expect(grid.cols).toEqual([0, 1, 2, 3, 4]);
    expect(grid.cells[2]?.[1]?.selection).toBe('2-1');
    expect(grid.cells[0]?.[4]?.selection).toBe('0-4');
    expect(grid.other?.selection).toBe('other');
  });
  it('lays HT out 4 x 4, whatever the order', () => {
    const grid = gridLayout(market(3).reverse());
    expect(grid.rows).toHaveLength(4);
    expect(grid.cells[3]?.[3]?.selection).toBe('3-3');
    expect(grid.cells[1]?.[0]?.selection).toBe('1-0');
  });
  it('leaves holes for missing scores and ignores unknown selections', () => {
    const grid = gridLayout([sel('0-0'), sel('1-2'), sel('bogus')]);
    expect(grid.rows).toEqual([0, 1]);
    expect(grid.cols).toEqual([0, 1, 2]);
    expect(grid.cells[0]?.[1]).toBeNull();
    expect(grid.other).toBeNull();
  });
  it('parses scores', () => {
    expect(parseScore('3-0')).toEqual({ home: 3, away: 0 });
    expect(parseScore('other')).toBeNull();
  });
});

describe('the cell of an entered score', () => {
  it('is the score\'s own cell inside the grid, any other score beyond it, none before a score', () => {
    const ft = gridLayout(market(4));
    expect(resultSelection(ft, '2-1')).toBe('2-1');
    expect(resultSelection(ft, '5-0')).toBe('other');
    expect(resultSelection(ft, '0-7')).toBe('other');
    expect(resultSelection(gridLayout(market(3)), '4-4')).toBe('other');
    expect(resultSelection(ft, null)).toBeNull();
  });
});

describe('the grid corner', () => {
  it('names each axis by its team\'s first three letters', () => {
    expect(axisLabels('Arsenal', 'Chelsea')).toEqual({ home: 'ARS', away: 'CHE' });
    expect(axisLabels('Étoile du Sahel', 'Espérance de Tunis')).toEqual({ home: 'ÉTO', away: 'ESP' });
  });

  it('gives up letters that read the same for both teams', () => {
    expect(axisLabels('Club Atlético Independiente Reserva 0', 'Club Atlético Independiente Reserva 9')).toBeNull();
    expect(axisLabels('Manchester City', 'Manchester United')).toBeNull();
  });
});
