import { DOCUMENT_LABELS as L } from '@hubgrade/domain/documents/labels';
import type { DocumentShare } from '@hubgrade/domain/documents/schemas';

/** "Tous les membres", or the audience and its target: "Membres d’une société : Atelier Nord". */
export const shareText = (share: DocumentShare) =>
  share.target ? `${L.audiences[share.audience]} : ${share.target.name}` : L.audiences[share.audience];
