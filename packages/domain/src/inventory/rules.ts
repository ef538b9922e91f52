/** Condition reports of a contract's space (members-bookings-feed §2.21, §3 Inventory item, §4). */

export const INVENTORY_KINDS = ['entry', 'exit'] as const;
export type InventoryKind = (typeof INVENTORY_KINDS)[number];

export const INVENTORY_STATES = ['draft', 'signed'] as const;
export type InventoryState = (typeof INVENTORY_STATES)[number];

/** The conditions an item may be found in; "na" is "Non concerné". */
export const ITEM_CONDITIONS = ['new', 'good', 'fair', 'poor', 'na'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];
export const NOT_CONCERNED: ItemCondition = 'na';

/** Who signs a report: the staff member of the visit, then the contract's tenant. */
export const SIGNING_PARTIES = ['staff', 'tenant'] as const;
export type SigningParty = (typeof SIGNING_PARTIES)[number];

export const INVENTORY_PAGE_SIZE = 20;
export const INVENTORY_MAX_ROOMS = 30;
export const INVENTORY_MAX_ITEMS = 60;
export const INVENTORY_MAX_PHOTOS = 10;
/** Photos are taken on a phone: JPG or PNG, up to the ticket mode's 10 MB. */
export const INVENTORY_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

/** What an entry report starts with: the rooms and items every let space has. */
export const DEFAULT_ROOMS: readonly { name: string; items: readonly string[] }[] = [
  { name: 'Bureau', items: ['Porte et serrure', 'Sol', 'Murs', 'Plafond', 'Fenêtres', 'Éclairage', 'Prises électriques', 'Mobilier'] },
  { name: 'Clés et badges', items: ['Clés', 'Badges'] },
];

export interface ItemValues {
  condition: ItemCondition | null;
  number: number | null;
  commentary: string;
  photos: readonly unknown[];
}

/** §4: an item row is filled in when something is recorded on it; the condition "Non concerné" counts as empty. */
export function isItemFilled(item: ItemValues): boolean {
  const condition = item.condition !== null && item.condition !== NOT_CONCERNED;
  return condition || item.number !== null || item.commentary.trim() !== '' || item.photos.length > 0;
}

export interface DraftItem {
  name: string;
  condition: ItemCondition | null;
  number: number | null;
  multiple: boolean;
  commentary: string;
  /** On an exit report, the entry report's item it is checked against. */
  entryItem: number | null;
}

export interface EntryItem {
  id: number;
  name: string;
  number: number | null;
  multiple: boolean;
}

/**
 * The exit report starts from the entry report: the same rooms and items, each pointing at its
 * entry item, the number expected again, and the condition left for the visit to record.
 */
export function exitRoomsFrom(entry: readonly { name: string; items: readonly EntryItem[] }[]) {
  return entry.map((room) => ({
    name: room.name,
    items: room.items.map(
      (item): DraftItem => ({
        name: item.name,
        condition: null,
        number: null,
        multiple: item.multiple,
        commentary: '',
        entryItem: item.id,
      }),
    ),
  }));
}

export type DifferenceKind = 'condition' | 'number' | 'added' | 'missing';
export interface Difference {
  room: string;
  item: string;
  kind: DifferenceKind;
  entry: string | number | null;
  exit: string | number | null;
}

interface ComparedItem {
  id: number;
  name: string;
  condition: ItemCondition | null;
  number: number | null;
  entry: { id: number; condition: ItemCondition | null; number: number | null } | null;
}

/**
 * What changed between entry and exit: a condition or a number recorded differently, an item
 * found at exit only, an entry item no longer on the exit report. An item left unfilled at exit
 * (or "Non concerné") is not a difference: nothing was observed.
 */
export function inventoryDifferences(
  exit: readonly { name: string; items: readonly ComparedItem[] }[],
  entry: readonly {
    name: string;
    items: readonly { id: number; name: string; condition: ItemCondition | null; number: number | null }[];
  }[],
): Difference[] {
  const found: Difference[] = [];
  const kept = new Set<number>();
  for (const room of exit) {
    for (const item of room.items) {
      if (item.entry === null) {
        found.push({ room: room.name, item: item.name, kind: 'added', entry: null, exit: item.condition });
        continue;
      }
      kept.add(item.entry.id);
      const observed = item.condition !== null && item.condition !== NOT_CONCERNED;
      if (observed && item.condition !== item.entry.condition) {
        found.push({ room: room.name, item: item.name, kind: 'condition', entry: item.entry.condition, exit: item.condition });
      }
      if (item.number !== null && item.number !== item.entry.number) {
        found.push({ room: room.name, item: item.name, kind: 'number', entry: item.entry.number, exit: item.number });
      }
    }
  }
  for (const room of entry) {
    for (const item of room.items) {
      if (!kept.has(item.id)) found.push({ room: room.name, item: item.name, kind: 'missing', entry: item.condition, exit: null });
    }
  }
  return found;
}

/**
 * A report is ready to sign when it has items and each one has a condition: "Non concerné" is
 * empty for the count of filled items, but it is a decision, so it does not hold the signature back.
 */
export function isReadyToSign(rooms: readonly { items: readonly { condition: ItemCondition | null }[] }[]): boolean {
  const items = rooms.flatMap((room) => room.items);
  return items.length > 0 && items.every((item) => item.condition !== null);
}

/** Staff sign first (they attest what they recorded), the tenant second; null once both have signed. */
export function nextSigner(signed: readonly SigningParty[]): SigningParty | null {
  return SIGNING_PARTIES.find((party) => !signed.includes(party)) ?? null;
}
