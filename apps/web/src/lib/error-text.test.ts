import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { errorMessagesEn } from '@scoreline/contract/errors/messages-en';
import { errorMessagesFr } from '@scoreline/contract/errors/messages-fr';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { ApiError, NetworkError } from './api-envelope.ts';
import { i18n } from './i18n.ts';
import { errorText, textOfFailure } from './error-text.ts';

// A member reading the app in French, with the error texts loaded.
beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: en, errors: errorMessagesEn }, fr: { translation: fr, errors: errorMessagesFr } },
    lng: 'fr',
    fallbackLng: 'en',
    ns: ['translation', 'errors'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
  });
});

describe('textOfFailure', () => {
  it('shows the app’s text for a catalogue code, in the member’s language', async () => {
    const failure = new ApiError({ code: ERRORS.INSUFFICIENT_AVAILABLE_BALANCE.code, msg: 'Your available balance is not enough.', data: null });
    expect(await textOfFailure(failure)).toBe(errorMessagesFr.INSUFFICIENT_AVAILABLE_BALANCE);
  });

  it('shows the generic text in the member’s language, not the server’s English, for a code outside the catalogue', async () => {
    const failure = new ApiError({ code: 500, msg: 'Internal Server Error', data: null });
    expect(await textOfFailure(failure)).toBe(fr.common.unknownError);
    expect(await errorText({ code: 4999, msg: 'Unexpected token in JSON' })).toBe(fr.common.unknownError);
    expect(await errorText({ code: 4999 })).toBe(fr.common.unknownError);
  });

  it('says a network fault as such', async () => {
    expect(await textOfFailure(new NetworkError(new Error('offline')))).toBe(fr.common.networkError);
  });
});
