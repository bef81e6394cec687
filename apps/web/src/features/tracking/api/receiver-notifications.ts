import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trackingEndpoints } from '@freight/contracts';
import type { ReceiverNotificationSettings } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

const settingsKey = (siteId: string) => ['tracking', 'receiver-notifications', siteId] as const;

/** Which e-mails the site's receivers get. */
export const receiverNotificationsQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: settingsKey(siteId),
    queryFn: ({ signal }) =>
      callEndpoint(trackingEndpoints.receiverNotifications, { params: { siteId }, signal }).then(
        (answer) => answer.data,
      ),
  });

export const useReceiverNotifications = (siteId: string) =>
  useQuery(receiverNotificationsQueryOptions(siteId));

export function useSaveReceiverNotifications(siteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: ReceiverNotificationSettings) =>
      callEndpoint(trackingEndpoints.changeReceiverNotifications, {
        params: { siteId },
        body: { data },
      }).then((answer) => answer.data),
    onSuccess: (saved) => client.setQueryData(settingsKey(siteId), saved),
  });
}
