import { describe, expect, it } from 'vitest';
import { apertiumTranslator, tidiedPunctuation } from './apertium';

describe('apertiumTranslator', () => {
  it('writes punctuation against the word before it, where apertium leaves a space', async () => {
    // Apertium itself answers "Era Alex .", "Hola Alex ,", "Sí;  es Alex !" and "(Esto es una prueba .)" here.
    const out = await apertiumTranslator().translate({
      texts: ['It was Alex.', 'Hi Alex , bye', 'Is it Alex? Yes; it is Alex!', '(This is a test.)'],
      source: 'en',
      target: 'es',
    });
    expect(out).toEqual(['Era Alex.', 'Hola Alex, adiós', 'Es Alex? Sí; es Alex!', '(Esto es una prueba.)']);
  });
});

describe('tidiedPunctuation', () => {
  it('keeps the space French typography puts before ; : ! ?, and decimals as they are', () => {
    expect(tidiedPunctuation('Alex ! Vraiment ? Oui , 0 .5', 'fr')).toBe('Alex ! Vraiment ? Oui, 0 .5');
    expect(tidiedPunctuation('¿ Alex ? ¡ Sí !', 'es-ES')).toBe('¿Alex? ¡Sí!');
  });
});
