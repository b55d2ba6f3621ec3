import { defineElement } from '../define';
import '../transcript-embed/transcript-embed';
import { ShowcaseEmbed } from './showcase-embed.component';

defineElement('showcase-embed', ShowcaseEmbed);

declare global {
  interface HTMLElementTagNameMap {
    'showcase-embed': ShowcaseEmbed;
  }
}

export { ShowcaseEmbed };
