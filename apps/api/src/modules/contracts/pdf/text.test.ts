import { describe, expect, it } from 'vitest';
import { loadFonts } from './fonts.ts';
import { type Line, layoutText } from './text.ts';

const fonts = await loadFonts();
const arabic = { size: 12, width: 1000, rtl: true, language: 'ar' };

/** The text a line's glyphs stand for, in the order they are drawn (left to right). */
const drawn = (line: Line | undefined) =>
  (line?.runs ?? []).flatMap((run) => run.glyphs.map((glyph) => glyph.text)).join('');

describe('contract PDF text layout', () => {
  it('joins Arabic letters: a letter inside a word is drawn with another glyph than on its own', () => {
    const gids = (text: string) =>
      (layoutText(fonts, [{ text }], arabic)[0]?.runs[0]?.glyphs ?? [])
        .filter((glyph) => glyph.advance > 0)
        .map((glyph) => glyph.gid);
    const [alone] = gids('س');
    // In "سسس" the first seen is initial, the second medial, the third final: three other glyphs.
    const word = gids('سسس');
    expect(word).toHaveLength(3);
    expect(new Set(word).size).toBe(3);
    expect(word).not.toContain(alone);
  });

  it('draws an Arabic word from right to left and keeps Latin words and numbers left to right', () => {
    const [line] = layoutText(fonts, [{ text: 'حصص Reformer لمدة 12 شهرًا' }], arabic);
    // Drawn left to right, the sentence's last word comes first, mirrored (its tanween stays with its
    // letter); the Latin word and the number read as written.
    expect(drawn(line).startsWith('ارًهش')).toBe(true);
    expect(drawn(line)).toContain('Reformer');
    expect(drawn(line)).toContain('12');
    expect(drawn(line).indexOf('12')).toBeLessThan(drawn(line).indexOf('Reformer'));
    // Latin in Noto Sans, Arabic in Noto Naskh Arabic.
    const faces = line?.runs.map((run) => run.face) ?? [];
    expect(faces).toContain('sans');
    expect(faces).toContain('naskh');
  });

  it('breaks Arabic lines between words and never inside one', () => {
    const sentence =
      'أقر بأنني قرأت هذا الإقرار وفهمته قبل التوقيع عليه وأتحمل مسؤولية الإفصاح عن حالتي الصحية';
    const lines = layoutText(fonts, [{ text: sentence }], { ...arabic, width: 120 });
    expect(lines.length).toBeGreaterThan(2);
    const words = sentence.split(' ');
    for (const line of lines) {
      expect(line.width).toBeLessThanOrEqual(120.5);
      // Each line, read right to left, is whole words of the sentence in order.
      const text = [...drawn(line)].reverse().join('');
      for (const word of text.split(' ')) expect(words).toContain([...word].join(''));
    }
    const all = lines.map((line) => [...drawn(line)].reverse().join('')).join(' ');
    expect(all).toBe(sentence);
  });

  it('cuts a word longer than the line between characters', () => {
    const hash = 'a'.repeat(40);
    const lines = layoutText(fonts, [{ text: `hash ${hash}` }], {
      size: 10,
      width: 80,
      rtl: false,
      language: 'en',
    });
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.map(drawn).join('')).toBe(`hash${hash}`);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(80);
  });

  it('lays bold and italic spans in their own faces, and a forced break starts a new line', () => {
    const lines = layoutText(
      fonts,
      [
        { text: 'plain ' },
        { text: 'bold', bold: true },
        { text: ' and\n' },
        { text: 'italic', italic: true },
      ],
      { size: 10, width: 400, rtl: false, language: 'en' },
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]?.runs.map((run) => run.face)).toEqual(['sans', 'sansBold', 'sans']);
    expect(lines[1]?.runs.map((run) => run.face)).toEqual(['sansItalic']);
  });
});
