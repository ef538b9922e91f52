export const DEMO_PASSWORD = 'demo1234';

/** The documented sign-ins (README); tests rely on them. */
export const DEMO_ACCOUNTS = {
  admin: 'admin@demo.test',
  brand: 'brand@demo.test',
  office: 'office@demo.test',
  commercial: 'commercial@demo.test',
  owner: 'owner@demo.test',
  member: 'member@demo.test',
  landlord: 'landlord@demo.test',
} as const;

/** Staff of each demo brand, `{role}.brand{id}@demo.test`, so every role exists in two brands. */
export function brandStaffEmail(role: 'admin' | 'office' | 'commercial' | 'member' | 'owner', brandId: number): string {
  return `${role}.brand${brandId}@demo.test`;
}
