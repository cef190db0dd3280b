import { describe, expect, it } from 'vitest';
import { isPublicPath, launchRedirect } from './launch-guard.ts';

describe('launchRedirect', () => {
  it('lets a logged-in member go anywhere', () => {
    for (const path of ['/', '/pages/me/me', '/pages/login', '/pages/home/wallet']) {
      expect(launchRedirect(path, true)).toBeNull();
    }
  });

  it('lets a visitor see login, register, forgot-password, online service, the help pages read before signing up, and redirect pages', () => {
    for (const path of [
      '/pages/login',
      '/pages/register',
      '/pages/register?code=ABC123',
      '/pages/me/security/forgotpassword',
      '/pages/me/help/serviceweb',
      '/pages/me/help/notice',
      '/pages/me/help/vipLev',
      '/pages/me/help/policy',
      '/pages/me/help/viplev/',
      '/pages/redirect',
      '/pages/redirect/payment',
      '/Pages/Login/',
    ]) {
      expect(launchRedirect(path, false)).toBeNull();
    }
  });

  it('relaunches a visitor to login from every other page', () => {
    for (const path of ['/', '', '/pages/me/me', '/pages/match/match', '/pages/me/help/index', '/pages/me/help/contactus', '/pages/me/help/support', '/pages/redirector']) {
      expect(launchRedirect(path, false)).toBe('/pages/login');
    }
  });

  it('treats only exact public paths as public', () => {
    expect(isPublicPath('/pages/login/extra')).toBe(false);
    expect(isPublicPath('/pages/me/help/servicewebx')).toBe(false);
    expect(isPublicPath('/pages/me/help/notice/1')).toBe(false);
    expect(isPublicPath('/pages/me/help/policyx')).toBe(false);
  });
});
