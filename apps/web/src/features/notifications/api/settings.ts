import { notificationOperations as op } from '@hubgrade/domain/notifications/operations';
import { NOTIFICATION_KINDS, type NotificationKind } from '@hubgrade/domain/notifications/rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call.ts';
import { logNotificationFailure } from './feed.ts';

export type KindSettings = Record<NotificationKind, boolean>;

const SETTINGS_KEY = keyOf(op.settings);

/** A kind the server does not list yet is received: notifications are on unless switched off. */
function toMap(settings: { kind: NotificationKind; enabled: boolean }[]): KindSettings {
  const map = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as KindSettings;
  for (const { kind, enabled } of settings) map[kind] = enabled;
  return map;
}

/** GET /notifs/settings */
export const settingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: async ({ signal }) => {
    try {
      return toMap((await call(op.settings, { signal })).settings);
    } catch (error) {
      if (!signal.aborted) logNotificationFailure(op.settings, undefined, error);
      throw error;
    }
  },
});

export function useNotificationSettings() {
  return useQuery(settingsQuery);
}

/** PUT /notifs/settings with every kind; the switch moves at once and comes back if the call fails. */
export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: KindSettings) =>
      call(op.saveSettings, { body: { settings: NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: settings[kind] })) } }),
    onMutate: async (settings) => {
      await client.cancelQueries({ queryKey: SETTINGS_KEY });
      const previous = client.getQueryData<KindSettings>(SETTINGS_KEY);
      client.setQueryData(SETTINGS_KEY, settings);
      return { previous };
    },
    onSuccess: (answer) => client.setQueryData(SETTINGS_KEY, toMap(answer.settings)),
    onError: (error, _settings, context) => {
      logNotificationFailure(op.saveSettings, undefined, error);
      if (context?.previous) client.setQueryData(SETTINGS_KEY, context.previous);
    },
  });
}
