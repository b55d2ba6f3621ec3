// The CDN entry: defines every element. Imports only, but for the showcase, which loads when a page uses it.
import './transcript-embed/transcript-embed';
import { defineWhenUsed } from './define-when-used';

defineWhenUsed('showcase-embed', () => import('./showcase-embed/showcase-embed'));
