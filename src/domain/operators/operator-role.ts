/**
 * What a member of staff may do in the operator console and its API. Each role grants a set of
 * permissions; a route asks for one permission, never for a role, so a new role only changes
 * this table.
 */
export const OPERATOR_ROLES = ['viewer', 'support', 'finance', 'catalog', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * read: see orders, stock requests, metrics. fulfil: dispatch, mark delivered, cancel lines,
 * returns, resend emails. money: capture, cancel a payment, refund. catalog: imports of products
 * and prices, stock feeds. admin: operators, API keys and the audit log.
 */
export const OPERATOR_PERMISSIONS = ['read', 'fulfil', 'money', 'catalog', 'admin'] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

const GRANTS: Readonly<Record<OperatorRole, readonly OperatorPermission[]>> = {
  viewer: ['read'],
  support: ['read', 'fulfil'],
  finance: ['read', 'money'],
  catalog: ['read', 'catalog'],
  admin: OPERATOR_PERMISSIONS,
};

export const can = (role: OperatorRole, permission: OperatorPermission): boolean => GRANTS[role].includes(permission);

export const isOperatorRole = (value: string): value is OperatorRole => (OPERATOR_ROLES as readonly string[]).includes(value);
