import { defineElement } from '../define';
import { ShowcaseEmbed } from './showcase-embed.component';

defineElement('showcase-embed', ShowcaseEmbed);

declare global {
  interface HTMLElementTagNameMap {
    'showcase-embed': ShowcaseEmbed;
  }
}

export { ShowcaseEmbed };
