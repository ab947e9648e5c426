/** One schema change: an SQL script applied once, in id order, inside its own transaction. */
export interface Migration {
  /** Increasing number, the NNN of the file name. */
  id: number;
  name: string;
  sql: string;
}
