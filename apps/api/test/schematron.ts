import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { STANDARDS_DIR } from './xml-schema.ts';

/** The Factur-X EN16931 schematron compiled to XSLT 2.0 (it loads its code lists from beside it). */
const FACTURX_XSLT = join(STANDARDS_DIR, 'schematron', 'xslt', 'FACTUR-X_EN16931.xslt');

const require = createRequire(import.meta.url);

/** The part of SaxonJS used here (the package ships no types). */
interface SaxonJs {
  transform(
    options: { stylesheetInternal: unknown; stylesheetBaseURI: string; sourceText: string; destination: 'document' },
    execution: 'async',
  ): Promise<{ principalResult: unknown }>;
  XPath: { evaluate(xpath: string, context: unknown, options: { namespaceContext: Record<string, string> }): unknown };
}
const SaxonJS = require('saxon-js') as SaxonJs;
const CACHE_DIR = join(dirname(require.resolve('xslt3/package.json')), '..', '.cache', 'schematron');

export interface SchematronFailure {
  id: string;
  flag: string;
  location: string;
  text: string;
}

/**
 * SaxonJS runs compiled stylesheets (SEF) only: the XSLT is compiled once by xslt3 (about 15 s),
 * into a cache file named after the XSLT's hash, so a fresh clone compiles it on its first run and
 * every later run reads it. Relocatable, so the code lists are found beside the XSLT wherever it is.
 */
let compiled: unknown;

function compiledStylesheet(xsltPath: string): unknown {
  compiled ??= JSON.parse(readFileSync(compiledStylesheetFile(xsltPath), 'utf8'));
  return compiled;
}

function compiledStylesheetFile(xsltPath: string): string {
  const hash = createHash('sha256').update(readFileSync(xsltPath)).digest('hex').slice(0, 16);
  const sefPath = join(CACHE_DIR, `factur-x-en16931-${hash}.sef.json`);
  if (!existsSync(sefPath)) {
    mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${sefPath}.${process.pid}.tmp`;
    execFileSync(process.execPath, [require.resolve('xslt3/xslt3.js'), `-xsl:${xsltPath}`, `-export:${partial}`, '-nogo', '-relocate:on'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    renameSync(partial, sefPath);
  }
  return sefPath;
}

const SVRL = 'http://purl.oclc.org/dsdl/svrl';

/**
 * Runs the Factur-X EN16931 schematron on an invoice's XML and returns its failed assertions that
 * are errors ([] when the invoice passes). Its rules flag only their warnings: an assertion with no
 * flag, or flagged fatal or error, is an error.
 */
export async function schematronErrors(xml: string): Promise<SchematronFailure[]> {
  const result = await SaxonJS.transform(
    {
      stylesheetInternal: compiledStylesheet(FACTURX_XSLT),
      stylesheetBaseURI: pathToFileURL(FACTURX_XSLT).href,
      sourceText: xml,
      destination: 'document',
    },
    'async',
  );
  const failures = SaxonJS.XPath.evaluate(
    `array { //svrl:failed-assert[not(@flag = ('warning', 'information'))] ! map {
      'id': string(@id), 'flag': string(@flag), 'location': string(@location), 'text': normalize-space(svrl:text) } }`,
    result.principalResult,
    { namespaceContext: { svrl: SVRL } },
  );
  return failures as SchematronFailure[];
}
