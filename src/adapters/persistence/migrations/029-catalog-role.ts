import type { Migration } from './migration.js';

/**
 * The `catalog` role: staff and API keys that bring the range, prices and stock in (imports and
 * stock feeds) without seeing money or fulfilment actions.
 */
export const catalogRoleMigration: Migration = {
  id: 29,
  name: 'catalog-role',
  sql: `
ALTER TABLE operators DROP CONSTRAINT operators_role_check;
ALTER TABLE operators ADD CONSTRAINT operators_role_check CHECK (role IN ('viewer', 'support', 'finance', 'catalog', 'admin'));
ALTER TABLE operator_api_keys DROP CONSTRAINT operator_api_keys_role_check;
ALTER TABLE operator_api_keys ADD CONSTRAINT operator_api_keys_role_check CHECK (role IN ('viewer', 'support', 'finance', 'catalog', 'admin'));
`,
};
