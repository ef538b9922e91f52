/** What the form holds before validation: boxes may be unticked and no account type chosen yet. */
export interface RegistrationForm {
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  plainPassword: { first: string; second: string };
  cgu: boolean;
  cguBrand: boolean;
  accountType: 1 | 2 | null;
}
