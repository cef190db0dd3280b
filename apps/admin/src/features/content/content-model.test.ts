import { describe, expect, it } from 'vitest';
import { describeSegment } from './content-model.ts';

describe('message segments', () => {
  it('reads the send id prefix the server stores', () => {
    expect(describeSegment('all')).toBe('Every member');
    expect(describeSegment('member:12')).toBe('Member #12');
    expect(describeSegment('vip:3')).toBe('VIP 3');
    expect(describeSegment('other')).toBe('other');
  });
});
