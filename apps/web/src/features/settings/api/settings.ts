import { settingsOperations as op } from '@hubgrade/domain/settings/operations';
import type { SettingsInput } from '@hubgrade/domain/settings/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, keyOf } from '../../../lib/call.ts';

/** GET /settings/{brandId}: what the brand set, its sites and, for the main platform's staff, the brands. */
export function useSettings(brandId: number, enabled: boolean) {
  const params = { brandId };
  return useQuery({ queryKey: keyOf(op.find, params), queryFn: ({ signal }) => call(op.find, { params, signal }), enabled });
}

/** PUT /settings/{brandId}: every value at once; a refused one is a 400 with its field's message. */
export function useSaveSettings(brandId: number) {
  const client = useQueryClient();
  return useMutation({
    // The form sends what was typed where it cannot read it as a number, for the API to say why.
    mutationFn: (body: object) => call(op.save, { params: { brandId }, body: body as SettingsInput }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}
