import type { Block } from '@hubgrade/domain/seo/schemas';
import { AdListFields } from './ad-list-block-fields.tsx';
import { BlockForm } from './block-form.tsx';
import { CarouselFields, ThumbnailsFields } from './list-block-fields.tsx';
import {
  CallbackFields,
  CallToActionFields,
  ContactFormFields,
  HeaderFields,
  RichTextFields,
  ScriptFields,
  SearchFields,
} from './simple-block-fields.tsx';
import { TabsFields } from './tabs-block-fields.tsx';

/** The form of a block's kind, saved with « Sauvegarder le bloc ». */
export function BlockEditor({ block }: { block: Block }) {
  switch (block.kind) {
    case 'adList':
      return (
        <BlockForm block={block} kind="adList">
          {(control, form) => <AdListFields control={control} form={form} />}
        </BlockForm>
      );
    case 'callback':
      return (
        <BlockForm block={block} kind="callback">
          {(control) => <CallbackFields control={control} />}
        </BlockForm>
      );
    case 'contactForm':
      return (
        <BlockForm block={block} kind="contactForm">
          {(control) => <ContactFormFields control={control} />}
        </BlockForm>
      );
    case 'callToAction':
      return (
        <BlockForm block={block} kind="callToAction">
          {(control) => <CallToActionFields control={control} />}
        </BlockForm>
      );
    case 'carousel':
      return (
        <BlockForm block={block} kind="carousel">
          {(control, form) => <CarouselFields control={control} form={form} />}
        </BlockForm>
      );
    case 'search':
      return (
        <BlockForm block={block} kind="search">
          {(control) => <SearchFields control={control} />}
        </BlockForm>
      );
    case 'tabs':
      return (
        <BlockForm block={block} kind="tabs">
          {(control, form) => <TabsFields control={control} form={form} />}
        </BlockForm>
      );
    case 'richText':
      return (
        <BlockForm block={block} kind="richText">
          {(control) => <RichTextFields control={control} />}
        </BlockForm>
      );
    case 'header':
      return (
        <BlockForm block={block} kind="header">
          {(control, form) => <HeaderFields control={control} form={form} />}
        </BlockForm>
      );
    case 'script':
      return (
        <BlockForm block={block} kind="script">
          {(control) => <ScriptFields control={control} />}
        </BlockForm>
      );
    case 'thumbnails':
      return (
        <BlockForm block={block} kind="thumbnails">
          {(control, form) => <ThumbnailsFields control={control} form={form} />}
        </BlockForm>
      );
  }
}
