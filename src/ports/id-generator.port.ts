/** Makes unguessable identifiers (session ids, basket line ids). */
export interface IdGenerator {
  next(): string;
}
