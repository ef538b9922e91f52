import type { ItemCondition } from '@hubgrade/domain/inventory/rules';
import type { EntryValues, Inventory, InventoryInput } from '@hubgrade/domain/inventory/schemas';
import type { Upload } from '@hubgrade/domain/uploads/schemas';

/** An item as the form holds it: the number as typed, the photos as the upload widget gives them. */
export interface DraftItem {
  key: string;
  name: string;
  condition: ItemCondition | null;
  number: string;
  multiple: boolean;
  commentary: string;
  photos: Upload[];
  entry: EntryValues | null;
  /** Added during this edit: its name is typed and it can be removed. */
  added: boolean;
}
export interface DraftRoom {
  key: string;
  name: string;
  items: DraftItem[];
  added: boolean;
}

let counter = 0;
export const newKey = () => `new-${++counter}`;

export function draftOf(report: Inventory): DraftRoom[] {
  return report.rooms.map((room) => ({
    key: `room-${room.id}`,
    name: room.name,
    added: false,
    items: room.items.map((item) => ({
      key: `item-${item.id}`,
      name: item.name,
      condition: item.condition,
      number: item.number === null ? '' : String(item.number),
      multiple: item.multiple,
      commentary: item.commentary,
      photos: item.photos,
      entry: item.entry,
      added: false,
    })),
  }));
}

export const blankItem = (): DraftItem => ({
  key: newKey(),
  name: '',
  condition: null,
  number: '',
  multiple: false,
  commentary: '',
  photos: [],
  entry: null,
  added: true,
});

/** A typed number, or null when the field is empty; anything else the server refuses with its message. */
export const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

export function bodyOf(rooms: DraftRoom[]): InventoryInput {
  return {
    rooms: rooms.map((room) => ({
      name: room.name,
      items: room.items.map((item) => ({
        name: item.name,
        condition: item.condition,
        number: numberOf(item.number),
        multiple: item.multiple,
        commentary: item.commentary,
        photos: item.photos.map((p) => p.id),
        entryItem: item.entry?.id ?? null,
      })),
    })),
  };
}

/** The draft in the shape the differences rule reads. */
export const comparedOf = (rooms: DraftRoom[]) =>
  rooms.map((room) => ({
    name: room.name,
    items: room.items.map((item, index) => ({
      id: index,
      name: item.name,
      condition: item.condition,
      number: numberOf(item.number),
      entry: item.entry,
    })),
  }));
