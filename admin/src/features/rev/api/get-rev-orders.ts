import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRevOrders } from '@shared/api/rev';
import { OPEN_REV_ORDER_STATUSES, type RevOrder } from '@shared/schemas/rev';
import { apiClient } from '@/lib/api-client';
import { revKeys } from './keys';

/** How often a file with an open order asks again; Rev takes hours, the server polls Rev itself. */
export const REV_ORDERS_POLL_MS = 30_000;

export const isOpenRevOrder = (order: RevOrder) => OPEN_REV_ORDER_STATUSES.includes(order.status);

export const revOrdersQueryOptions = (workspaceId: string, fileId: string) =>
  queryOptions({
    queryKey: revKeys.orders(workspaceId, fileId),
    queryFn: ({ signal }) => listRevOrders(apiClient, workspaceId, fileId, { signal }),
  });

/** The file's Rev orders, asked again every REV_ORDERS_POLL_MS while one is open. */
export function useRevOrders(workspaceId: string, fileId: string) {
  return useQuery({
    ...revOrdersQueryOptions(workspaceId, fileId),
    refetchInterval: (query) => (query.state.data?.orders.some(isOpenRevOrder) ? REV_ORDERS_POLL_MS : false),
  });
}
