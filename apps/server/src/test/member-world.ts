import { priceOf, type bettingFixtures } from './betting-fixtures.ts';
import type { SampleRequest } from './admin-world.ts';
import type { TestApp } from './test-app.ts';
import { expectOk, WALLET_PASSWORD, walletFixtures } from './wallet-fixtures.ts';

// A member with money, a bank account, an open match and a bet on it, and a valid request for
// each member endpoint whose fields depend on one another or are required text (the others are
// valid with only the field a test varies), the member-side twin of admin-world.ts.

/** `betting`: the file's fixtures (one per file: they create the file's trader). */
export async function memberWorld(t: TestApp, betting: ReturnType<typeof bettingFixtures>) {
  const wallet = walletFixtures(t);
  const member = await wallet.member();
  await wallet.fund(member, 20_000_00);
  const bank = await wallet.bindBank(member);
  // Kicks off late enough that the back-office samples moving the clock leave it open.
  const opened = await betting.openMatch(600);
  const selection = { matchId: opened.match.id, period: 'FT', selection: '1-1', betType: 'correct' } as const;
  const bet = { ...selection, stake: 100_00, odds: priceOf(opened, 'FT', '1-1').correct.odds };
  const placed = expectOk(await betting.place(member.token, bet)) as { id: number };

  // Valid in form only: a request refused for its captcha or code still has every other field judged first.
  const captcha = { captchaId: 'no-such-captcha', captcha: 'abcd' };
  const newWalletPassword = { newPassword: WALLET_PASSWORD, confirmPassword: WALLET_PASSWORD };
  const samples: Record<string, SampleRequest> = {
    register: { body: { username: 'extreme_member', password: 'correct horse', confirmPassword: 'correct horse', ...captcha } },
    login: { body: { account: 'extreme_member', password: 'correct horse', ...captcha } },
    envSave: { body: { uuid: 'device-1', timeZone: 'Africa/Lagos', language: 'en', screenWidth: '390', screenHeight: '844', userAgent: 'test', version: '1.0.0' } },
    walletPasswordSet: { body: { password: WALLET_PASSWORD, confirmPassword: WALLET_PASSWORD } },
    walletPasswordChange: { body: { oldPassword: WALLET_PASSWORD, ...newWalletPassword } },
    walletPasswordRequestCode: { body: { channel: 'sms' } },
    walletPasswordReset: { body: { code: '123456', ...newWalletPassword } },
    addBankAccount: { body: { bankCode: '058', accountNumber: '0123456789', confirmAccountNumber: '0123456789', walletPassword: WALLET_PASSWORD } },
    matchDetail: { query: `?id=${selection.matchId}` },
    stakeAllowance: { query: `?${new URLSearchParams({ ...selection, matchId: String(selection.matchId) })}` },
    placeBet: { body: bet },
    cancelBet: { body: { betId: placed.id } },
    getBet: { query: `?id=${placed.id}` },
    createDeposit: { body: { payType: 'online', amount: 5_000_00 } },
    previewWithdrawal: { body: { method: 'bank', amount: 2_000_00 } },
    requestWithdrawal: { body: { method: 'bank', amount: 2_000_00, bankAccountId: bank.id, walletPassword: WALLET_PASSWORD } },
    bankAccount: { query: `?id=${bank.id}` },
    deleteBankAccount: { body: { id: bank.id, walletPassword: WALLET_PASSWORD } },
  };
  return { token: member.token, samples };
}
