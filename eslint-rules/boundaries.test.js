import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { boundaries } from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// A small repository on disk: the rules resolve imports (and follow them, for cycles) there.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
const FILES = {
  'web/tsconfig.json': JSON.stringify({
    // tsconfig files may hold comments; the resolver reads them as TypeScript does.
    compilerOptions: {
      baseUrl: '.',
      paths: { '@/*': ['src/*'], '@shared/*': ['../functions/src/shared/*'] },
    },
  }),
  'web/src/features/members/api/get-members.ts': 'export const getMembers = 1;',
  'web/src/features/members/routes/members.tsx': 'export default 1;',
  'web/src/features/user-groups/api/user-group-keys.ts': 'export const userGroupKeys = 1;',
  'web/src/lib/program/get-members.ts': 'export const getMembers = 1;',
  'web/src/components/empty-state.tsx': 'export const EmptyState = 1;',
  'web/src/app/theme.ts': 'export const theme = 1;',
  'web/src/lib/ring/a.ts': "import { b } from './b';\nexport const a = b;",
  'web/src/lib/ring/b.ts': "import { c } from '@/lib/ring/c';\nexport const b = c;",
  'web/src/lib/ring/c.ts': "import { a } from './a';\nexport const c = a;",
  'web/src/lib/typed/a.ts': "import type { B } from './b';\nexport type A = B;",
  'web/src/lib/typed/b.ts': "import { type A } from './a';\nexport type B = A;",
  'functions/src/shared/constants.ts': 'export const LOCALES = [];',
  'functions/src/db/collections.ts': 'export const users = 1;',
  'functions/src/modules/users/user.ts': 'export type User = {};\nexport const users = 1;',
  'functions/src/modules/members/members.service.ts': 'export const service = 1;',
};
for (const [file, text] of Object.entries(FILES)) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const at = (file) => path.join(root, file);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('no-cross-feature-imports', boundaries.rules['no-cross-feature-imports'], {
  valid: [
    {
      name: 'a feature uses its own files and the kernel',
      filename: at('web/src/features/members/components/panel.tsx'),
      code: [
        "import { getMembers } from '../api/get-members';",
        "import { getMembers as shared } from '@/lib/program/get-members';",
        "import { EmptyState } from '@/components/empty-state';",
        "import { LOCALES } from '@shared/constants';",
        "import { useQuery } from '@tanstack/react-query';",
      ].join('\n'),
    },
    {
      name: 'the app composes features',
      filename: at('web/src/app/router/routes.tsx'),
      code: "const page = () => import('@/features/members/routes/members');",
    },
  ],
  invalid: [
    {
      name: 'through the alias',
      filename: at('web/src/features/user-groups/components/add.tsx'),
      code: "import { getMembers } from '@/features/members/api/get-members';",
      errors: [{ messageId: 'crossFeature', data: { from: 'user-groups', to: 'members' } }],
    },
    {
      name: 'through a relative path, even for types',
      filename: at('web/src/features/members/api/add.ts'),
      code: "import type { userGroupKeys } from '../../user-groups/api/user-group-keys';",
      errors: [{ messageId: 'crossFeature', data: { from: 'members', to: 'user-groups' } }],
    },
    {
      name: 'a re-export and a lazy import',
      filename: at('web/src/features/user-groups/routes/x.tsx'),
      code: [
        "export { getMembers } from '@/features/members/api/get-members';",
        "const page = () => import('@/features/members/routes/members');",
      ].join('\n'),
      errors: [{ messageId: 'crossFeature' }, { messageId: 'crossFeature' }],
    },
  ],
});

tester.run('web-layers', boundaries.rules['web-layers'], {
  valid: [
    {
      name: 'features use lib and components',
      filename: at('web/src/features/members/routes/x.tsx'),
      code: "import { EmptyState } from '@/components/empty-state';\nimport { getMembers } from '@/lib/program/get-members';",
    },
    {
      name: 'tests may render with the app theme',
      filename: at('web/src/components/empty-state.test.tsx'),
      code: "import { theme } from '@/app/theme';",
    },
  ],
  invalid: [
    {
      name: 'the kernel importing a feature',
      filename: at('web/src/lib/program/x.ts'),
      code: "import { getMembers } from '@/features/members/api/get-members';",
      errors: [{ messageId: 'layer', data: { from: 'lib', to: 'features' } }],
    },
    {
      name: 'a shared component importing the app',
      filename: at('web/src/components/x.tsx'),
      code: "import { theme } from '../app/theme';",
      errors: [{ messageId: 'layer', data: { from: 'components', to: 'app' } }],
    },
  ],
});

tester.run('module-type-imports', boundaries.rules['module-type-imports'], {
  valid: [
    {
      name: 'types of another module, the persistence layer and shared code',
      filename: at('functions/src/modules/members/members.repository.ts'),
      code: [
        "import type { User } from '../users/user.js';",
        "import { type User as Person } from '../users/user.js';",
        "export type { User as Member } from '../users/user.js';",
        "import { users } from '../../db/collections.js';",
        "import { service } from './members.service.js';",
        "import { LOCALES } from '../../shared/constants.js';",
      ].join('\n'),
    },
    {
      name: 'the composition root mounts every module',
      filename: at('functions/src/modules.ts'),
      code: "import { service } from './modules/members/members.service.js';",
    },
  ],
  invalid: [
    {
      name: 'a value of another module',
      filename: at('functions/src/modules/members/members.repository.ts'),
      code: "import { users, type User } from '../users/user.js';",
      errors: [{ messageId: 'valueImport', data: { from: 'members', to: 'users' } }],
    },
    {
      name: 'a value re-export',
      filename: at('functions/src/modules/users/users.routes.ts'),
      code: "export * from '../members/members.service.js';",
      errors: [{ messageId: 'valueImport', data: { from: 'users', to: 'members' } }],
    },
  ],
});

tester.run('no-import-cycles', boundaries.rules['no-import-cycles'], {
  valid: [
    {
      name: 'type-only imports cannot make a cycle at run time',
      filename: at('web/src/lib/typed/a.ts'),
      code: fs.readFileSync(at('web/src/lib/typed/a.ts'), 'utf8'),
    },
    {
      name: 'a file importing into a ring it is not part of',
      filename: at('web/src/lib/program/get-members.ts'),
      code: "import { a } from '@/lib/ring/a';",
    },
  ],
  invalid: [
    {
      name: 'a ring of three files, through relative paths and the alias',
      filename: at('web/src/lib/ring/a.ts'),
      code: fs.readFileSync(at('web/src/lib/ring/a.ts'), 'utf8'),
      errors: [
        {
          messageId: 'cycle',
          data: { chain: 'lib/ring/a.ts → lib/ring/b.ts → lib/ring/c.ts → lib/ring/a.ts' },
        },
      ],
    },
  ],
});
