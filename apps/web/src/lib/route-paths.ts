// The routes that code outside the router must know by name (the API client sends a signed-out
// member to LOGIN_PATH). Every route is listed in app/route-table.ts.

export const HOME_PATH = '/';
export const LOGIN_PATH = '/pages/login';
export const REGISTER_PATH = '/pages/register';
export const FORGOT_PASSWORD_PATH = '/pages/me/security/forgotpassword';
export const ONLINE_SERVICE_PATH = '/pages/me/help/serviceweb';
