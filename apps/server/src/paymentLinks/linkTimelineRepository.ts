import type { WebhookDelivery } from '@paypage/contract/merchantApi';
import type { Db } from '../db/database';

/** What a link's timeline is told from, as the service stored it anyway. */
export interface LinkTimelineFacts {
  /** When the link's status last moved (a consumed, invalidated or expired link never moves again). */
  statusMovedAt: string;
  visits: string[];
  webhooks: {
    id: string;
    type: string;
    createdAt: string;
    state: WebhookDelivery['state'];
    attempts: { at: string; statusCode: number | null }[];
  }[];
}

export function linkTimelineRepository(db: Db) {
  return {
    /** Undefined when the merchant has no link with this uuid. */
    async factsOf(merchantId: string, uuid: string): Promise<LinkTimelineFacts | undefined> {
      const link = await db
        .selectFrom('payment_links')
        .select(['updated_at', 'is_preview'])
        .where('uuid', '=', uuid)
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
      if (!link) return undefined;
      const visits = await db
        .selectFrom('events')
        .select('created_at')
        .where('link_uuid', '=', uuid)
        .where('kind', '=', 'link_visit')
        .orderBy('created_at')
        .execute();
      // A preview of the page (decision 0040) announces nothing; one the console made before
      // the service knew previews may have been announced, and that is not shown either.
      const webhooks =
        link.is_preview === 1
          ? []
          : await db
              .selectFrom('merchant_webhooks')
              .select(['id', 'type', 'created_at', 'delivered_at', 'failed_at'])
              .where('link_uuid', '=', uuid)
              .where('merchant_id', '=', merchantId)
              .orderBy('created_at')
              .orderBy('id')
              .execute();
      const attempts =
        webhooks.length === 0
          ? []
          : await db
              .selectFrom('merchant_webhook_attempts')
              .select(['webhook_id', 'attempted_at', 'status_code'])
              .where(
                'webhook_id',
                'in',
                webhooks.map((webhook) => webhook.id),
              )
              .orderBy('attempted_at')
              .orderBy('id')
              .execute();
      return {
        statusMovedAt: link.updated_at,
        visits: visits.map((visit) => visit.created_at),
        webhooks: webhooks.map((webhook) => ({
          id: webhook.id,
          type: webhook.type,
          createdAt: webhook.created_at,
          state: webhook.delivered_at ? 'DELIVERED' : webhook.failed_at ? 'FAILED' : 'PENDING',
          attempts: attempts
            .filter((attempt) => attempt.webhook_id === webhook.id)
            .map((attempt) => ({ at: attempt.attempted_at, statusCode: attempt.status_code })),
        })),
      };
    },
  };
}
