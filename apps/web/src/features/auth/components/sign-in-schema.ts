import { zodResolver } from '@hookform/resolvers/zod';
import { ZEmail, ZLoginBody } from '@hubgrade/domain/auth/schemas';

/** The sign-in form checks the email's shape too (spec shell §5), not only its presence. */
const ZSignInForm = ZLoginBody.extend({ username: ZEmail });

export const signInResolver = zodResolver(ZSignInForm);
