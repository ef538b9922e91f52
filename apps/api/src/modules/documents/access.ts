import { isAdmin } from '@hubgrade/domain/auth/roles';
import { DOCUMENT_LABELS as L } from '@hubgrade/domain/documents/labels';
import { eq, type SQL, sql } from 'drizzle-orm';
import { companies, documents } from '../../db/schema/index.ts';
import { brandScope, ofBrand } from '../../lib/brand-scope.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** Administrators manage the library of their brand scope. */
export const managesDocuments = (viewer: SessionUser) => isAdmin(viewer.roles);

/**
 * A user of a brand reaches documents when the brand has the "documents" module (the main
 * platform always has it). The route's policy cannot say it for members, who read theirs too.
 */
export function checkDocumentsModule(viewer: SessionUser): SessionUser {
  if (viewer.brandId !== null && !viewer.brandModules.includes('documents')) throw forbidden(L.refusals.moduleOff);
  return viewer;
}

/**
 * The documents a viewer reads: administrators their brand scope's; anyone else those of their
 * own brand shared with all members, their company's site, their company or themselves.
 */
export function documentsReadableBy(viewer: SessionUser): SQL {
  if (managesDocuments(viewer)) return brandScope(documents.brandId, viewer);
  const company = viewer.companyId;
  const forCompany =
    company === null
      ? sql``
      : sql` or ${documents.companyId} = ${company}
          or ${documents.siteId} = (select ${companies.siteId} from ${companies} where ${companies.id} = ${company})`;
  return sql`(${ofBrand(documents.brandId, viewer.brandId)}
    and (${documents.audience} = 'all' or ${eq(documents.userId, viewer.id)}${forCompany}))`;
}
