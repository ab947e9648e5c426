/** One order as the export lists it: amounts in minor units of its currency. */
export interface ExportedOrder {
  reference: string;
  createdAt: Date;
  site: string;
  status: string;
  currency: string;
  subtotalMinor: number;
  deliveryMinor: number;
  totalMinor: number;
  units: number;
  email: string;
  name: string;
  postcode: string;
  countryCode: string;
  paymentMethod: string | null;
  pspReference: string | null;
}

/** Where a batch ends, as the store wrote it (to the microsecond): the next batch starts after it. */
export interface ExportPosition {
  createdAt: string;
  seq: string;
}

/** Orders by the time they were placed, in batches that never hold the whole range. */
export interface OrderExport {
  /** At most `limit` orders placed in [from, to), oldest first, after `after` when given. */
  batch(from: Date, to: Date, after: ExportPosition | null, limit: number): Promise<{ orders: ExportedOrder[]; last: ExportPosition | null }>;
}
