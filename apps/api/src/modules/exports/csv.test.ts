import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvEuros, csvHeader, csvLine, csvText } from './csv.ts';

describe('CSV cells for French Excel', () => {
  it('writes euros with a decimal comma and no thousands separator', () => {
    expect(csvEuros(123456)).toBe('1234,56');
    expect(csvEuros(5)).toBe('0,05');
    expect(csvEuros(-1250)).toBe('-12,50');
    expect(csvEuros(0)).toBe('0,00');
    expect(csvCell('money', 100000000)).toBe('1000000,00');
  });

  it('writes days as DD/MM/YYYY and Paris times as DD/MM/YYYY HH:mm', () => {
    expect(csvCell('day', '2026-03-09')).toBe('09/03/2026');
    expect(csvCell('dateTime', '2026-03-09 07:05')).toBe('09/03/2026 07:05');
    expect(csvCell('day', null)).toBe('');
  });

  it('quotes the separator and quotes, keeps a record on one line, and defuses formulas', () => {
    expect(csvText('Dupont; fils')).toBe('"Dupont; fils"');
    expect(csvText('Le "Grand" bureau')).toBe('"Le ""Grand"" bureau"');
    expect(csvText('ligne 1\r\nligne 2\nligne 3')).toBe('ligne 1 ligne 2 ligne 3');
    expect(csvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvText('+33612345678')).toBe("'+33612345678");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('Élodie Müller')).toBe('Élodie Müller');
  });

  it('writes booleans in French, integers as they are, nothing for null', () => {
    expect(csvCell('bool', true)).toBe('Oui');
    expect(csvCell('bool', false)).toBe('Non');
    expect(csvCell('int', 42)).toBe('42');
    expect(csvCell('text', null)).toBe('');
  });

  it('joins a record with « ; » and ends it with CRLF; the file starts with the BOM', () => {
    expect(csvLine(['int', 'text', 'money', 'day'], [7, 'Café; thé', 250, '2026-01-31'])).toBe('7;"Café; thé";2,50;31/01/2026\r\n');
    expect(csvHeader(['ID', 'Prénom'])).toBe('ID;Prénom\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
    expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
