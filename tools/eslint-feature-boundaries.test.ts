import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noCrossFeatureImports } from './eslint-feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('no-cross-feature-imports', noCrossFeatureImports as never, {
  valid: [
    { filename: '/repo/apps/web/src/features/wallet/use-wallet.ts', code: "import { x } from './wallet-api.ts';" },
    { filename: '/repo/apps/web/src/features/wallet/use-wallet.ts', code: "import { api } from '../../lib/api-client.ts';" },
    { filename: '/repo/apps/web/src/features/wallet/use-wallet.ts', code: "import { z } from '@scoreline/contract/envelope';" },
    { filename: '/repo/apps/web/src/pages/home/home.tsx', code: "import { useWallet } from '../../features/wallet/use-wallet.ts';" },
  ],
  invalid: [
    {
      filename: '/repo/apps/web/src/features/wallet/use-wallet.ts',
      code: "import { useLogin } from '../session/use-login.ts';",
      errors: [{ messageId: 'cross' }],
    },
    {
      filename: '/repo/apps/admin/src/features/members/page.tsx',
      code: "export { thing } from '../../features/matches/thing.ts';",
      errors: [{ messageId: 'cross' }],
    },
  ],
});
