/** What an operator's request to the operators area can be refused for, answered over HTTP. */
export type OperatorErrorCode = 'OPERATOR_FORBIDDEN' | 'API_KEY_NOT_FOUND';
