/** One signed POST of an event's JSON body to a webhook endpoint. */
export interface OrderWebhookRequest {
  url: string;
  /** The event's id: the same at every attempt, so a receiver can drop a repeat. */
  messageId: string;
  timestamp: Date;
  body: string;
}

/** 2xx: delivered; anything else (another status, no answer within the timeout, refused) is tried again. */
export type OrderWebhookAnswer = { delivered: true; status: number } | { delivered: false; status: number | null; error: string };

export interface OrderWebhookSender {
  /** The longest a call may take: a dispatcher's lease on a delivery outlasts it. */
  readonly timeoutMs: number;
  send(request: OrderWebhookRequest): Promise<OrderWebhookAnswer>;
}
