import { describe, expect, it } from 'vitest';
import { cleanFreeText, cleanText, formatPhone, toCamelCase } from './text';

describe('formatPhone', () => {
  it('formats 10 digits in any common spelling', () => {
    for (const phone of ['2135550142', '213-555-0142', '213.555.0142', '(213)555 0142']) {
      expect(formatPhone(phone)).toBe('(213) 555-0142');
    }
  });

  it('drops a leading country code 1', () => {
    expect(formatPhone('1-213-555-0142')).toBe('(213) 555-0142');
    expect(formatPhone('+1 (213) 555-0142')).toBe('(213) 555-0142');
    expect(formatPhone('12135550142')).toBe('(213) 555-0142');
  });

  it('shows the first ten digits when there are more', () => {
    expect(formatPhone('213-555-0142 ext. 99')).toBe('(213) 555-0142');
    expect(formatPhone('1 213 555 0142 x 1234')).toBe('(213) 555-0142');
  });

  it('leaves the text as typed when it has fewer than 10 digits', () => {
    expect(formatPhone('555-0142')).toBe('555-0142');
    expect(formatPhone('(213) 555')).toBe('(213) 555');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('call me')).toBe('call me');
  });
});

describe('toCamelCase', () => {
  it('joins words into a camelCase id', () => {
    expect(toCamelCase('American Football')).toBe('americanFootball');
    expect(toCamelCase('Los Angeles')).toBe('losAngeles');
    expect(toCamelCase('Jiu-Jitsu')).toBe('jiuJitsu');
    expect(toCamelCase('HIIT')).toBe('hiit');
    expect(toCamelCase('California')).toBe('california');
  });

  it('drops accents', () => {
    expect(toCamelCase('San José')).toBe('sanJose');
  });
});

describe('cleanText', () => {
  describe('repairs UTF-8 text that was read as Windows-1252', () => {
    it.each([
      ['Itâ€™s', "It's"],
      ['â€˜hiâ€™', "'hi'"],
      ['â€œhiâ€\u009d', '"hi"'],
      ['â€œhiâ€', '"hi"'],
      ['9â€“5', '9-5'],
      ['Mondayâ€”Friday', 'Monday-Friday'],
      ['waitâ€¦', 'wait...'],
      ['cafÃ©', 'café'],
      ['crÃ¨me', 'crème'],
      ['Ã\u00a0 la carte', 'à la carte'],
      ['niÃ±o', 'niño'],
      ['MÃ¼ller', 'Müller'],
      ['KÃ¶ln', 'Köln'],
      ['MÃ¤rz', 'März'],
      ['garÃ§on', 'garçon'],
      ['Ã‰cole', 'École'],
      ['25Â°C', '25°C'],
      ['â‚¬5', '€5'],
    ])('%j becomes %j', (input, expected) => {
      expect(cleanText(input)).toBe(expected);
    });

    it('turns an A-circumflex plus no-break space into a space', () => {
      expect(cleanText('10Â\u00a0am')).toBe('10 am');
    });

    it('removes a lone A-circumflex before a space', () => {
      expect(cleanText('10Â am')).toBe('10 am');
    });

    it('reads the Latin-1 variant that shows C1 controls instead of Windows-1252 symbols', () => {
      expect(cleanText('Itâ\u0080\u0099s')).toBe("It's");
    });

    it('treats retyped dash look-alikes as dashes', () => {
      expect(cleanText('9â€\u20135')).toBe('9-5');
      expect(cleanText('9â€\u20145')).toBe('9-5');
    });
  });

  describe('flattens smart punctuation', () => {
    it.each([
      ['\u2018', "'"],
      ['\u2019', "'"],
      ['\u201a', "'"],
      ['\u2032', "'"],
      ['\u201c', '"'],
      ['\u201d', '"'],
      ['\u201e', '"'],
      ['\u2033', '"'],
      ['\u2013', '-'],
      ['\u2014', '-'],
      ['\u2015', '-'],
      ['\u2026', '...'],
      ['\u00a0', ' '],
    ])('%j becomes %j', (input, expected) => {
      expect(cleanText(`a${input}b`)).toBe(`a${expected}b`);
    });
  });

  it('removes C0 controls except newline and tab', () => {
    expect(cleanText('a\u0000b\u0007c\u001bd\re')).toBe('abcde');
    expect(cleanText('line 1\n\tline 2')).toBe('line 1\n\tline 2');
  });

  it('removes DEL and C1 controls', () => {
    expect(cleanText('a\u007fb\u0080c\u0085d\u009fe')).toBe('abcde');
  });

  it('removes a byte-order mark and zero-width spaces', () => {
    expect(cleanText('\ufeffHello\u200bWorld')).toBe('HelloWorld');
  });

  it('does not trim or collapse ordinary whitespace', () => {
    expect(cleanText('  two  spaces  ')).toBe('  two  spaces  ');
  });

  it('leaves correct accented text and emoji alone', () => {
    const text = 'Crème brûlée at São Paulo, JOSÉ’S 💪 ❤️ 👨‍👩‍👧';
    expect(cleanText(text)).toBe("Crème brûlée at São Paulo, JOSÉ'S 💪 ❤️ 👨‍👩‍👧");
  });
});

describe('cleanFreeText', () => {
  it('removes BEL, other C0 and C1 controls and the bidirectional overrides, marks and isolates', () => {
    expect(cleanFreeText('Ann\u0007 Smith')).toBe('Ann Smith');
    expect(cleanFreeText('\u202eAnn Smith\u202c')).toBe('Ann Smith');
    expect(cleanFreeText('invoice\u202egpj.exe')).toBe('invoicegpj.exe');
    for (const mark of [
      '\u200e',
      '\u200f',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ])
      expect(cleanFreeText(`a${mark}b`)).toBe('ab');
    expect(cleanFreeText('a\u0000b\u001bc\u007fd\u0085e\u009ff')).toBe('abcdef');
  });

  it('turns a line break or tab in one-line text into one space, with the spaces around it', () => {
    expect(cleanFreeText('Ann\r\nSmith')).toBe('Ann Smith');
    expect(cleanFreeText('Ann \r\n \r\n Smith')).toBe('Ann Smith');
    expect(cleanFreeText('Ann\rSmith')).toBe('Ann Smith');
    expect(cleanFreeText('Ann\u2028Smith\u2029Jr')).toBe('Ann Smith Jr');
    expect(cleanFreeText('Ann\tSmith')).toBe('Ann Smith');
    // Spaces the person typed between words are theirs.
    expect(cleanFreeText('Ann  Smith')).toBe('Ann  Smith');
  });

  it('keeps line breaks in multi-line text, as LF, and tabs', () => {
    expect(cleanFreeText('one\r\ntwo\rthree\nfour', { multiline: true })).toBe('one\ntwo\nthree\nfour');
    expect(cleanFreeText('one\u2028two\u2029three', { multiline: true })).toBe('one\ntwo\nthree');
    expect(cleanFreeText('one\n\n\tindented', { multiline: true })).toBe('one\n\n\tindented');
    expect(cleanFreeText('a\u0007\r\nb\u202e', { multiline: true })).toBe('a\nb');
  });

  it('trims both ends, line breaks included', () => {
    expect(cleanFreeText('  Ann Smith \r\n')).toBe('Ann Smith');
    expect(cleanFreeText('\r\n  note  \n\n', { multiline: true })).toBe('note');
    expect(cleanFreeText('\u0007 \u202e ')).toBe('');
  });

  it('repairs mojibake and smart punctuation like cleanText', () => {
    expect(cleanFreeText('  Itâ€™s cafÃ© â€œtimeâ€\u009d  ')).toBe('It\'s café "time"');
    expect(cleanFreeText('\u2018Ann\u2019 \u2013 9\u2026')).toBe("'Ann' - 9...");
  });

  it('leaves accented, Arabic and emoji text alone', () => {
    expect(cleanFreeText('Crème brûlée 💪 👨‍👩‍👧')).toBe('Crème brûlée 💪 👨‍👩‍👧');
    expect(cleanFreeText('مرحبا بكم')).toBe('مرحبا بكم');
  });
});
