import { pathOf } from '@hubgrade/domain/common/operation';
import { memberOperations } from '@hubgrade/domain/members/operations';
import { PERSONAL_DATA_LABELS as L } from '@hubgrade/domain/personal-data/labels';
import { personalDataOperations as op } from '@hubgrade/domain/personal-data/operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, keyOf } from '../../../lib/call.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { fetchUploadBlob } from '../../../lib/upload-api.ts';

/** GET /users/{id}/personal-data: erased or not. */
export function usePersonalDataStatus(id: number) {
  return useQuery({ queryKey: keyOf(op.status, { id }), queryFn: ({ signal }) => call(op.status, { params: { id }, signal }) });
}

/** GET /users/{id}/personal-data/export, saved as a JSON file. */
export async function downloadPersonalDataJson(id: number): Promise<void> {
  const data = await call(op.export, { params: { id } });
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), L.fileName(id, 'json'));
}

/** GET /users/{id}/personal-data/pdf, read with the session's token and saved. */
export async function downloadPersonalDataPdf(id: number): Promise<void> {
  saveBlob(await fetchUploadBlob(pathOf(op.pdf, { id })), L.fileName(id, 'pdf'));
}

/** POST /users/{id}/personal-data/erase: the member sheet shows the anonymised member after it. */
export function useErasePersonalData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(op.erase, { params: { id } }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: areaKey(op) }),
        client.invalidateQueries({ queryKey: areaKey(memberOperations) }),
      ]);
    },
  });
}
