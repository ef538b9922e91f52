/** The member an outside service acts for: enough to create their account and to mail them. */
export interface ServiceMember {
  id: number;
  brandId: number | null;
  firstName: string;
  lastName: string;
  email: string;
}
