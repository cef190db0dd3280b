import { describe, expect, it } from 'vitest';
import { actorName, adminActor } from './actor.ts';

describe('actors', () => {
  it('stores an admin with its prefix and shows the name alone; a process is shown as stored', () => {
    expect(adminActor('ops_admin')).toBe('admin:ops_admin');
    expect(actorName(adminActor('ops_admin'))).toBe('ops_admin');
    expect(actorName('demo-seed')).toBe('demo-seed');
    // Only the leading prefix goes: a username may itself hold "admin:".
    expect(actorName(adminActor('admin:x'))).toBe('admin:x');
  });
});
