import { describe, expect, it } from 'vitest';
import { ADMIN_API } from './api-paths.ts';
import { mayCall, roleLabel } from './roles.ts';

describe('who may call what', () => {
  it('lets super admins call everything and auditors every read', () => {
    expect(mayCall('super_admin', ADMIN_API.adminApproveWithdrawal)).toBe(true);
    expect(mayCall('auditor', ADMIN_API.adminWithdrawals)).toBe(true);
    expect(mayCall('auditor', ADMIN_API.adminApproveWithdrawal)).toBe(false);
    expect(mayCall('auditor', ADMIN_API.adminEnterResult)).toBe(false);
  });

  it('keeps traders to matches and finance to money', () => {
    expect(mayCall('trader', ADMIN_API.adminOverridePrice)).toBe(true);
    expect(mayCall('trader', ADMIN_API.adminWithdrawals)).toBe(false);
    expect(mayCall('finance', ADMIN_API.adminConfirmDeposit)).toBe(true);
    expect(mayCall('finance', ADMIN_API.adminMatchList)).toBe(false);
    expect(mayCall('support', ADMIN_API.adminLedgerCheck)).toBe(false);
    expect(mayCall('support', ADMIN_API.adminLogout)).toBe(true);
  });

  it('labels roles', () => {
    expect(roleLabel('super_admin')).toBe('Super admin');
    expect(roleLabel('intern')).toBe('Intern');
    expect(roleLabel('risk_officer')).toBe('Risk officer');
  });
});
