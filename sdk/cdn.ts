// The CDN entry: defines every element. Imports only.
import './transcript-embed/transcript-embed';
import './showcase-embed/showcase-embed';
