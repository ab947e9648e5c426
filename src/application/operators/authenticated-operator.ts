import type { OperatorRole } from '../../domain/operators/operator-role.js';

/** Who is acting in the console or its API: a signed-in member of staff, or one of the API keys. */
export interface AuthenticatedOperator {
  kind: 'operator' | 'api-key';
  id: string;
  name: string;
  role: OperatorRole;
}

/** The credentials a request may carry: an API key (bearer) and the operator session cookie's token. */
export interface OperatorCredentials {
  apiKey: string | null;
  sessionToken: string | null;
}
