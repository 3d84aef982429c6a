import { asciiDigits, normalise } from '../../src/domain/moderation/normalise';

describe('normalisation for the local safety checker', () => {
  it('writes Arabic letter variants one way and drops diacritics and tatweel', () => {
    expect(normalise('أإآٱ')).toBe('اااا');
    expect(normalise('مستشفى')).toBe('مستشفي');
    expect(normalise('مدرسة')).toBe('مدرسه');
    expect(normalise('اَنْتَ غَبِيّ')).toBe('انت غبي');
    expect(normalise('انـــتـــحـــار')).toBe('انتحار');
  });

  it('reads Latin look-alikes inside words as letters, and leaves numbers and punctuation alone', () => {
    expect(normalise('K1ll MYS3LF')).toBe('kill myself');
    expect(normalise('p0rn $tupid b!tch')).toBe('porn stupid bitch');
    expect(normalise('Hello! 3 + 5 = 8, 2024')).toBe('hello! 3 + 5 = 8, 2024');
  });

  it('joins letters spelt out one by one, but not a list of numbers', () => {
    expect(normalise('s u i c i d e')).toBe('suicide');
    expect(normalise('n.u.d.e.s')).toBe('nudes');
    expect(normalise('s.u.1.c.1.d.e')).toBe('suicide');
    expect(normalise('س ك س')).toBe('سكس');
    expect(normalise('1 2 3 4 5')).toBe('1 2 3 4 5');
  });

  it('makes Arabic-Indic and Persian digits ASCII', () => {
    expect(asciiDigits('٠١٠١٢٣٤٥٦٧٨٩ ۰۱۲')).toBe('010123456789 012');
  });
});
