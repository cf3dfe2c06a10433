import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The service folders (every folder of services/ but the kit). */
const SERVICES = readdirSync(join(import.meta.dirname, 'services'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'kit' && d.name !== 'node_modules')
  .map((d) => d.name);

/**
 * Each service imports only itself, the kit (`#kit/…`) and `@verse/shared`; the kit imports no
 * service; nothing under `services/` reaches into infra, web or scripts (tests may read test data).
 */
const serviceZones = [
  ...SERVICES.map((service) => ({
    files: [`services/${service}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${SERVICES.filter((s) => s !== service).join('|')}|kit|infra|web|scripts)/`,
              message: `A service imports only itself, '#kit/…' and '@verse/shared/…': what ${service} shares with another service belongs in the kit.`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['services/kit/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${SERVICES.join('|')}|infra|web|scripts)/`,
              message: 'The kit serves every service and imports none of them.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', 'shared/scripture/generated/**', '.tmp/**', '.data/**', '.bench/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...serviceZones,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', fetch: 'readonly' } },
  },
);
