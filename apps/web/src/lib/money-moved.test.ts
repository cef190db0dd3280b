import { describe, expect, it } from 'vitest';
import { announceMoneyMoved, onMoneyMovedElsewhere } from './money-moved.ts';

describe('money moved in another tab', () => {
  it('tells this tab when another announces it, and the other tabs when this one does', async () => {
    // Another tab of the app: its own channel of the same name.
    const otherTab = new BroadcastChannel('scoreline-money-moved');
    const heardThere = new Promise((resolve) => otherTab.addEventListener('message', (event) => resolve((event as MessageEvent).data), { once: true }));
    let heardHere = 0;
    const stop = onMoneyMovedElsewhere(() => heardHere++);
    announceMoneyMoved();
    expect(await heardThere).toBe('moved');
    otherTab.postMessage('moved');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Its own announcement is not heard by the tab that made it; the other tab's is, once.
    expect(heardHere).toBe(1);
    stop();
    otherTab.close();
  });
});
