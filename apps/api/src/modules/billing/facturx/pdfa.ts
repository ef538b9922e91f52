import { createHash } from 'node:crypto';
import { AFRelationship, type PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { create } from 'xmlbuilder2';
import { srgbProfileBytes } from './pdf-assets.ts';

/** The name Factur-X gives the embedded invoice XML; readers look for exactly this. */
export const FACTURX_FILE_NAME = 'factur-x.xml';

const FACTURX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';
const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
/** The XMP packet's fixed id (ISO 16684-1). */
const XPACKET_ID = 'W5M0MpCehiHzreSzNTczkc9d';

export interface FacturXInfo {
  /** The CII XML (EN16931 profile) the PDF carries. */
  xml: string;
  title: string;
  author: string;
  subject: string;
  /** Creation and modification date of the file, in the Info dictionary and the XMP alike. */
  date: Date;
  /** Producer and creator tool. */
  producer: string;
}

/** An XMP date: ISO 8601 to the second, UTC, as pdf-lib writes the Info dictionary's dates. */
function xmpDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The fx: properties, each declared in the PDF/A extension schema (PDF/A forbids undeclared ones). */
const FACTURX_PROPERTIES = [
  { name: 'DocumentFileName', value: FACTURX_FILE_NAME, description: 'The name of the embedded XML document' },
  { name: 'DocumentType', value: 'INVOICE', description: 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER' },
  { name: 'Version', value: '1.0', description: 'The actual version of the standard applying to the embedded XML document' },
  { name: 'ConformanceLevel', value: 'EN 16931', description: 'The conformance level of the embedded XML document' },
] as const;

/**
 * The XMP metadata of a PDF/A-3B Factur-X file: PDF/A identification, Dublin Core and PDF/XMP
 * properties matching the Info dictionary, the Factur-X properties and their extension schema.
 */
function xmpMetadata(info: FacturXInfo): string {
  const doc = create().ins('xpacket', `begin="\uFEFF" id="${XPACKET_ID}"`);
  const rdf = doc.ele('adobe:ns:meta/', 'x:xmpmeta', { 'xmlns:x': 'adobe:ns:meta/' }).ele(RDF, 'rdf:RDF');
  const description = (prefix: string, namespace: string) =>
    rdf.ele(RDF, 'rdf:Description', { 'rdf:about': '', [`xmlns:${prefix}`]: namespace });
  const alt = (parent: ReturnType<typeof description>, namespace: string, name: string, text: string) =>
    parent.ele(namespace, name).ele(RDF, 'rdf:Alt').ele(RDF, 'rdf:li', { 'xml:lang': 'x-default' }).txt(text);

  const pdfaid = description('pdfaid', 'http://www.aiim.org/pdfa/ns/id/');
  pdfaid.ele('http://www.aiim.org/pdfa/ns/id/', 'pdfaid:part').txt('3');
  pdfaid.ele('http://www.aiim.org/pdfa/ns/id/', 'pdfaid:conformance').txt('B');

  const DC = 'http://purl.org/dc/elements/1.1/';
  const dc = description('dc', DC);
  dc.ele(DC, 'dc:format').txt('application/pdf');
  alt(dc, DC, 'dc:title', info.title);
  dc.ele(DC, 'dc:creator').ele(RDF, 'rdf:Seq').ele(RDF, 'rdf:li').txt(info.author);
  alt(dc, DC, 'dc:description', info.subject);

  const PDF = 'http://ns.adobe.com/pdf/1.3/';
  description('pdf', PDF).ele(PDF, 'pdf:Producer').txt(info.producer);

  const XMP = 'http://ns.adobe.com/xap/1.0/';
  const xmp = description('xmp', XMP);
  xmp.ele(XMP, 'xmp:CreatorTool').txt(info.producer);
  xmp.ele(XMP, 'xmp:CreateDate').txt(xmpDate(info.date));
  xmp.ele(XMP, 'xmp:ModifyDate').txt(xmpDate(info.date));
  xmp.ele(XMP, 'xmp:MetadataDate').txt(xmpDate(info.date));

  const EXTENSION = 'http://www.aiim.org/pdfa/ns/extension/';
  const SCHEMA = 'http://www.aiim.org/pdfa/ns/schema#';
  const PROPERTY = 'http://www.aiim.org/pdfa/ns/property#';
  const schema = rdf
    .ele(RDF, 'rdf:Description', {
      'rdf:about': '',
      'xmlns:pdfaExtension': EXTENSION,
      'xmlns:pdfaSchema': SCHEMA,
      'xmlns:pdfaProperty': PROPERTY,
    })
    .ele(EXTENSION, 'pdfaExtension:schemas')
    .ele(RDF, 'rdf:Bag')
    .ele(RDF, 'rdf:li', { 'rdf:parseType': 'Resource' });
  schema.ele(SCHEMA, 'pdfaSchema:schema').txt('Factur-X PDFA Extension Schema');
  schema.ele(SCHEMA, 'pdfaSchema:namespaceURI').txt(FACTURX_NAMESPACE);
  schema.ele(SCHEMA, 'pdfaSchema:prefix').txt('fx');
  const properties = schema.ele(SCHEMA, 'pdfaSchema:property').ele(RDF, 'rdf:Seq');
  for (const property of FACTURX_PROPERTIES) {
    const li = properties.ele(RDF, 'rdf:li', { 'rdf:parseType': 'Resource' });
    li.ele(PROPERTY, 'pdfaProperty:name').txt(property.name);
    li.ele(PROPERTY, 'pdfaProperty:valueType').txt('Text');
    li.ele(PROPERTY, 'pdfaProperty:category').txt('external');
    li.ele(PROPERTY, 'pdfaProperty:description').txt(property.description);
  }

  const fx = description('fx', FACTURX_NAMESPACE);
  for (const property of FACTURX_PROPERTIES) fx.ele(FACTURX_NAMESPACE, `fx:${property.name}`).txt(property.value);

  doc.ins('xpacket', 'end="w"');
  return doc.end({ headless: true, prettyPrint: true });
}

/**
 * Makes a drawn document a Factur-X file, PDF/A-3B: the invoice XML embedded as factur-x.xml and
 * associated with the document (/AF, relationship Data: the XML holds the same invoice as the
 * pages), an sRGB OutputIntent, the XMP metadata, an Info dictionary matching it, and a document
 * ID in the trailer. The fonts must already be embedded ones: PDF/A allows no other.
 */
export async function makeFacturX(doc: PDFDocument, info: FacturXInfo): Promise<void> {
  await doc.attach(new TextEncoder().encode(info.xml), FACTURX_FILE_NAME, {
    mimeType: 'text/xml',
    description: 'Factur-X invoice',
    creationDate: info.date,
    modificationDate: info.date,
    afRelationship: AFRelationship.Data,
  });

  const context = doc.context;
  const profile = context.flateStream(srgbProfileBytes(), { N: 3 });
  const outputIntent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB IEC61966-2.1'),
    RegistryName: PDFString.of('http://www.color.org'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    DestOutputProfile: context.register(profile),
  });
  doc.catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(outputIntent)]));

  // PDF/A wants the metadata readable without decoding: the stream is left uncompressed.
  const metadata = context.stream(new TextEncoder().encode(xmpMetadata(info)), { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), context.register(metadata));

  doc.setTitle(info.title);
  doc.setAuthor(info.author);
  doc.setSubject(info.subject);
  doc.setProducer(info.producer);
  doc.setCreator(info.producer);
  doc.setCreationDate(info.date);
  doc.setModificationDate(info.date);

  // The same invoice always gives the same ID: it is drawn from the XML it carries.
  const id = PDFHexString.of(createHash('sha256').update(info.xml).digest('hex').slice(0, 32));
  context.trailerInfo.ID = context.obj([id, id]);
}
