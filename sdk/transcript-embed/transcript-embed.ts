import { defineElement } from '../define';
import { TranscriptEmbed } from './transcript-embed.component';

defineElement('transcript-embed', TranscriptEmbed);

declare global {
  interface HTMLElementTagNameMap {
    'transcript-embed': TranscriptEmbed;
  }
}

export { TranscriptEmbed };
