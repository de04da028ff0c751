import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createWebhookMutation,
  deleteWebhookMutation,
  listWebhookDeliveriesOptions,
  listWebhookDeliveriesQueryKey,
  listWebhooksOptions,
  listWebhooksQueryKey,
  redeliverWebhookDeliveryMutation,
  sendWebhookTestEventMutation,
} from '@/api/@tanstack/react-query.gen';
import type { CreateWebhookData, ListWebhookDeliveriesResponse } from '@/api/types.gen';

export type WebhookEvent = CreateWebhookData['body']['events'][number];
export type WebhookDelivery = ListWebhookDeliveriesResponse['deliveries'][number];

/** What each event means, as the profile words it. */
export const EVENTS: Record<WebhookEvent, string> = {
  'student.unlocked': 'student.unlocked: you unlocked students',
  'collection.exported': 'collection.exported: you exported saved students',
  'saved_search.matched': 'saved_search.matched: new students match a saved search',
};

export const useWebhooks = ({ enabled }: { enabled: boolean }) => useQuery({ ...listWebhooksOptions(), enabled, retry: false });

export const useWebhookDeliveries = (id: string) => useQuery({ ...listWebhookDeliveriesOptions({ path: { id } }), retry: false });

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ ...createWebhookMutation(), onSuccess: () => queryClient.invalidateQueries({ queryKey: listWebhooksQueryKey() }) });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ ...deleteWebhookMutation(), onSuccess: () => queryClient.invalidateQueries({ queryKey: listWebhooksQueryKey() }) });
}

export function useRedeliver(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...redeliverWebhookDeliveryMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listWebhookDeliveriesQueryKey({ path: { id } }) }),
  });
}

/** "Send test event" (issue 25 §10): a signed webhook.test now, free; its delivery joins the log. */
export function useSendTestEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...sendWebhookTestEventMutation(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listWebhookDeliveriesQueryKey({ path: { id } }) }),
  });
}
