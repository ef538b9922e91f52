import { contractOperations as op } from './operations.ts';
import type { ContractKind } from './schemas.ts';

/** The operations of each side of the area by contract kind, for code that serves or calls either side alike. */
export const CONTRACT_SIDES = {
  platform: {
    list: op.listPlatform,
    patch: op.patchPlatform,
    find: op.findPlatform,
    remove: op.deletePlatform,
    move: op.movePlatform,
    documents: op.platformDocuments,
    addDocument: op.addPlatformDocument,
    removeDocument: op.removePlatformDocument,
    documentFile: op.platformDocumentFile,
  },
  coworking: {
    list: op.listCoworking,
    patch: op.patchCoworking,
    find: op.findCoworking,
    remove: op.deleteCoworking,
    move: op.moveCoworking,
    documents: op.coworkingDocuments,
    addDocument: op.addCoworkingDocument,
    removeDocument: op.removeCoworkingDocument,
    documentFile: op.coworkingDocumentFile,
  },
} as const satisfies Record<ContractKind, object>;
