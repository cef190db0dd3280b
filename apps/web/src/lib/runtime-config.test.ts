import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config.ts';

describe('parseRuntimeConfig', () => {
  it('reads the JSON-encoded values the server writes', () => {
    const script = [
      'window.VIT_VERSION = "1.0.0";',
      'window.VIT_TITLE = "Scoreline";',
      'window.VIT_BASE_URL = "";',
      'window.VIT_PID_KEY = "0123456789abcdef";',
    ].join('\n');
    expect(parseRuntimeConfig(script)).toEqual({
      VIT_VERSION: '1.0.0',
      VIT_TITLE: 'Scoreline',
      VIT_BASE_URL: '',
      VIT_PID_KEY: '0123456789abcdef',
    });
  });

  it('decodes escapes and tolerates CRLF, spacing and a missing semicolon', () => {
    const script = 'window.VIT_TITLE="Score \\"line\\" \\u00e9"\r\n  window.VIT_VERSION   =   "2.1"  ;  \r\n';
    expect(parseRuntimeConfig(script)).toEqual({ VIT_TITLE: 'Score "line" é', VIT_VERSION: '2.1' });
  });

  it('never evaluates code and ignores unknown keys and non-strings', () => {
    const script = [
      'window.VIT_VERSION = (function(){ throw new Error("ran") })();',
      'window.VIT_TITLE = 42;',
      'window.OTHER = "x";',
      'window.VIT_SOMETHING_ELSE = "y";',
      'alert("hi");',
    ].join('\n');
    expect(parseRuntimeConfig(script)).toEqual({});
  });

  it('returns nothing for an empty script', () => {
    expect(parseRuntimeConfig('')).toEqual({});
  });
});
