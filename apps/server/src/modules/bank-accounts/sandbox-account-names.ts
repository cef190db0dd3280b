import { AsyncLocalStorage } from 'node:async_hooks';

// The sandbox has no bank to ask whose account a number is. It names an account after the
// member who is binding it (so binding works in the sandbox, as product rules require), except
// numbers ending in 9999, which resolve to a stranger so the review and refusal paths can be
// tried by hand. The binding use case runs the resolve call inside `asBindingMember`.
const binding = new AsyncLocalStorage<{ realName: string }>();

export function asBindingMember<T>(realName: string, fn: () => Promise<T>): Promise<T> {
  return binding.run({ realName }, fn);
}

export function sandboxAccountName(accountNumber: string): string {
  if (accountNumber.endsWith('9999')) return 'AMAKA NWOSU';
  return (binding.getStore()?.realName ?? 'SANDBOX ACCOUNT HOLDER').toUpperCase();
}
