import type { MessageState } from '@hubgrade/domain/messages/rules';
import type { Party } from '@hubgrade/domain/messages/schemas';

/** A message as the actions need it, whether it comes from the table or from a conversation. */
export interface MessageTarget {
  messageId: number;
  discussionId: number;
  state: MessageState;
  archived: boolean;
  content: readonly string[];
  senderId: number;
  landlord: Party;
  tenant: Party;
}

/** Spec §7: the answer is sent on behalf of the party who did not write the message. */
export function otherParty(target: Pick<MessageTarget, 'senderId' | 'landlord' | 'tenant'>): Party {
  return target.senderId === target.landlord.id ? target.tenant : target.landlord;
}
