import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

/** The official schemas, copied unmodified (their README says from where). */
export const STANDARDS_DIR = join(import.meta.dirname, 'standards');

export const FACTURX_XSD = 'Factur-X_EN16931.xsd';
export const PAIN_008_XSD = 'pain.008.001.02.xsd';
export const PAIN_001_XSD = 'pain.001.001.03.xsd';

/**
 * Validates a document against one of the standards' XSD with libxml2 (compiled to WebAssembly:
 * nothing to install), loading the files the main schema imports. Returns the errors, [] when valid.
 */
export async function xsdErrors(xml: string, mainSchema: string): Promise<string[]> {
  const xsdFiles = readdirSync(STANDARDS_DIR).filter((name) => name.endsWith('.xsd'));
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [{ fileName: mainSchema, contents: readFileSync(join(STANDARDS_DIR, mainSchema), 'utf8') }],
    preload: xsdFiles
      .filter((name) => name !== mainSchema)
      .map((name) => ({ fileName: name, contents: readFileSync(join(STANDARDS_DIR, name), 'utf8') })),
  });
  return result.errors.map((error) => error.rawMessage);
}
