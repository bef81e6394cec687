import { defineEndpoints } from '../endpoint';
import { apiErrorDocumentSchema, errorAnswers } from '../errors';
import {
  consolidationRequestSchema,
  consolidationResponseSchema,
  createOrderRequestSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
} from '../orders';
import { z } from 'zod';

const errors = errorAnswers(401, 403, 422);

/** Spec 7: orders of the sender API, and consolidation suggestions. */
export const orderEndpoints = defineEndpoints(errors, {
  create: {
    method: 'POST',
    path: '/api/sender/orders',
    summary:
      "Receive an order from the shipper's order system (site API key as a bearer token) or a signed-in user; a repeated order number of the site answers the order already received",
    body: createOrderRequestSchema,
    responses: { 200: orderResponseSchema, 201: orderResponseSchema },
  },
  list: {
    method: 'GET',
    path: '/api/sender/orders',
    summary:
      'Orders of a site (or of the held sites of an organisation), searched, filtered, sorted and paged',
    query: orderListQuerySchema,
    responses: { 200: orderListResponseSchema },
  },
  get: {
    method: 'GET',
    path: '/api/sender/orders/:id',
    summary: 'One order',
    params: orderIdParamsSchema,
    responses: { 200: orderResponseSchema, 404: apiErrorDocumentSchema },
  },
  delete: {
    method: 'DELETE',
    path: '/api/sender/orders/:id',
    summary: 'Delete an order',
    params: orderIdParamsSchema,
    responses: { 204: z.null(), 404: apiErrorDocumentSchema },
  },
  consolidations: {
    method: 'POST',
    path: '/api/sender/v0/consolidations',
    summary:
      'Unmanifested consignments of the site to the same receiver from the same place on the same dispatch date, which new freight could join',
    body: consolidationRequestSchema,
    responses: { 200: consolidationResponseSchema },
  },
});
