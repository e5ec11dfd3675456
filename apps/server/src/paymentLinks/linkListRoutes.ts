import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  LinkFilterQuerySchema,
  LinkListQuerySchema,
  PaymentLinkListSchema,
  type LinkListSort,
  type PaymentLinkSummary,
} from '@paypage/contract/paymentLinkList';
import type { ServerConfig } from '../config';
import { shopperLinkOrigin } from '../http/pageAddresses';
import { errorResponses } from '../http/routeSchemas';
import { authenticatedMerchant } from '../merchants/authenticatedMerchant';
import type { Services } from '../services';
import { CSV_BYTE_ORDER_MARK, LINK_CSV_HEADER, linkCsvRow } from './linkCsv';
import { linkListRepository, type LinkListRow } from './linkListRepository';
import { encodeCursor, linkFilterOf, linkPageOf } from './linkListQuery';

const AuthHeadersSchema = Type.Object({ authorization: Type.Optional(Type.String()) });
/** The export reads the list this many links at a time, so memory stays flat however many. */
const EXPORT_PAGE = 500;

const cursorValue = (row: LinkListRow, sort: LinkListSort) =>
  sort === 'amount' || sort === '-amount' ? row.amount : row.createdAt;

/** The merchant's links: a page at a time with search and filters, or all of them as CSV. */
export const linkListRoutes: FastifyPluginAsyncTypebox<{
  services: Services;
  config: ServerConfig;
}> = async (app, { services, config }) => {
  const merchantOf = authenticatedMerchant(app, services.merchants);
  const lists = linkListRepository(services.db);
  const summaryOf = (request: FastifyRequest) => {
    const origin = shopperLinkOrigin(request, config);
    return (row: LinkListRow): PaymentLinkSummary => ({
      ...row,
      url: `${origin}/uuid/${row.uuid}`,
    });
  };

  app.get(
    '/api/v1/payment-links',
    {
      config: { permission: 'links:read' },
      schema: {
        tags: ['merchant'],
        operationId: 'listPaymentLinks',
        summary: 'Your payment links, searched, filtered and sorted, a page at a time',
        security: [{ apiKey: [] }],
        headers: AuthHeadersSchema,
        querystring: LinkListQuerySchema,
        response: { 200: PaymentLinkListSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const filter = linkFilterOf(request.query, merchantOf(request).id);
      const { sort, after, limit } = linkPageOf(request.query);
      // One more than asked tells whether another page follows, without a count.
      const rows = await lists.listPage(filter, sort, after, limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        links: page.map(summaryOf(request)),
        nextCursor:
          rows.length > limit && last
            ? encodeCursor(sort, { value: cursorValue(last, sort), uuid: last.uuid })
            : null,
      };
    },
  );

  app.get(
    '/api/v1/payment-links/export.csv',
    {
      config: { permission: 'links:read' },
      schema: {
        tags: ['merchant'],
        operationId: 'exportPaymentLinks',
        summary: 'All your payment links the filters select, as a CSV file',
        security: [{ apiKey: [] }],
        headers: AuthHeadersSchema,
        querystring: LinkFilterQuerySchema,
        response: {
          200: {
            description: 'One row a link, with a header row (UTF-8, RFC 4180)',
            content: { 'text/csv': { schema: Type.String() } },
          },
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const filter = linkFilterOf(request.query, merchantOf(request).id);
      const sort: LinkListSort = request.query.sort ?? '-createdAt';
      const toSummary = summaryOf(request);
      // The first page is read before the answer starts, so a failing store still answers 500.
      const first = await lists.listPage(filter, sort, undefined, EXPORT_PAGE);
      async function* csv() {
        yield CSV_BYTE_ORDER_MARK + LINK_CSV_HEADER;
        let rows = first;
        while (rows.length > 0) {
          yield rows.map((row) => linkCsvRow(toSummary(row))).join('');
          const last = rows.at(-1) as LinkListRow;
          if (rows.length < EXPORT_PAGE) break;
          const after = { value: cursorValue(last, sort), uuid: last.uuid };
          rows = await lists.listPage(filter, sort, after, EXPORT_PAGE);
        }
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payment-links-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(
          // The schema documents the text; Fastify streams it rather than serialising it.
          Readable.from(csv()) as unknown as string,
        );
    },
  );
};
